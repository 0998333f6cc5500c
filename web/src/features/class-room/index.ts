/** The class room (decision 0049): `/privateclass/open/{sessionId}` for every session. */
export { ClassRoom, type OtherRooms } from './components/class-room';

import { ClassRoom, type OtherRooms } from '../../features/class-room';
import { BroadcastView, ZoomJoin } from '../../features/live-media';
import { useRoute } from '../route-context';

/** Zoom and broadcast classes open their own way in on the same page. */
const OTHER_ROOMS: OtherRooms = {
  zoom: (sessionId, role) => <ZoomJoin sessionId={sessionId} role={role} />,
  broadcast: (sessionId, role) => <BroadcastView sessionId={sessionId} role={role} />,
};

/** /privateclass/{open}/{sessionid}: a class session's room, without the site's header and footer (decision 0049). */
export default function PrivateClassPage() {
  const { params } = useRoute();
  const sessionId = params.sessionid ?? '';
  return <ClassRoom key={sessionId} sessionId={sessionId} otherRooms={OTHER_ROOMS} />;
}

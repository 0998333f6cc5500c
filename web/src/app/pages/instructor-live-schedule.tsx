import { InstructorLiveSchedule } from '../../features/live-classes/components/instructor-live-schedule';

/** /myaccount/instructor/schedule/live: the instructor's upcoming live classes (decision 0047). */
export default function InstructorLiveSchedulePage() {
  return <InstructorLiveSchedule />;
}

import { TeachingTime } from '../../features/private-classes/components/teaching-time';

/** /myaccount/instructor/manageteachingtime: the instructor's private-class availability (decision 0048). */
export default function InstructorTeachingTimePage() {
  return <TeachingTime />;
}

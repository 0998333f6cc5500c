import { MyPrivateClasses } from '../../features/private-classes/components/my-private-classes';

/** /myaccount/student/course/private: the student's hours and private classes (decision 0048). */
export default function StudentPrivateClassesPage() {
  return <MyPrivateClasses />;
}

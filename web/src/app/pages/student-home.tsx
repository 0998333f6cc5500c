import { Navigate, useLocation } from 'react-router-dom';
import { paths } from '../../config/paths';

/** /myaccount/student/home (../shared/SPEC.md §2; decision 0057): the student's dashboard, with the tab and day asked for. */
export default function StudentHomePage() {
  const { search } = useLocation();
  return <Navigate to={`${paths.studentDashboard}${search}`} replace />;
}

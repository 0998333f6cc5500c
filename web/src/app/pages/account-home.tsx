import { ROLE } from '@lm/shared';
import { Navigate } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useSignedIn } from '../guards';

/**
 * /myaccount/home (../shared/SPEC.md §2, public; decision 0057): the home of whoever is signed in,
 * a student's dashboard or an instructor's home; a visitor signs in first and comes back here.
 */
export default function AccountHomePage() {
  const student = useSignedIn('student', (role) => role === ROLE.student);
  const instructor = useSignedIn('instructor', (role) => role === ROLE.instructor);
  const to = student ? paths.studentDashboard : instructor ? paths.instructorHome : `${paths.signIn}?from=${encodeURIComponent('/myaccount/home')}`;
  return <Navigate to={to} replace />;
}

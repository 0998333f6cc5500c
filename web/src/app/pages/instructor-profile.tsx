import { ProfileForm } from '../../features/account/components/profile-form';
import { useSessionRefresh } from '../../features/account/stores/session-refresh';

/** /myaccount/instructor/profile: the instructor's own account, as a student's (../shared/SPEC.md §1; decision 0057). */
export default function InstructorProfilePage() {
  useSessionRefresh('instructor');
  return (
    <main className="page page--narrow" data-page="instructorProfile">
      <ProfileForm kind="instructor" />
    </main>
  );
}

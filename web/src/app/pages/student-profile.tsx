import { ProfileForm } from '../../features/account/components/profile-form';
import { useSessionRefresh } from '../../features/account/stores/session-refresh';

/** /myaccount/student/profile. */
export default function StudentProfilePage() {
  useSessionRefresh();
  return (
    <main className="page page--narrow" data-page="studentProfile">
      <ProfileForm />
    </main>
  );
}

import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../config/paths';
import { SignInForm } from '../../features/auth/components/sign-in-form';
import { useReturnPath } from '../guards';

/** /admin/login: always reachable; students (role 3) are refused. */
export default function AdminLoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const back = useReturnPath(paths.admin);
  return (
    <main className="page page--narrow">
      <SignInForm kind="admin" title={t('signIn.adminTitle')} onSignedIn={() => navigate(back, { replace: true })} />
    </main>
  );
}

import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { paths } from '../../config/paths';
import { SignInForm } from '../../features/auth/components/sign-in-form';
import { useReturnPath } from '../guards';

/** /signin: students (role 3) only. */
export default function SignInPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const back = useReturnPath(paths.studentDashboard);
  // A new account returns to the same page (the cart, say) as a sign-in would.
  const { search } = useLocation();
  return (
    <main className="page page--narrow">
      <SignInForm kind="student" title={t('signIn.title')} onSignedIn={() => navigate(back, { replace: true })}>
        <div className="sign-in__links">
          <RouterLink to={`${paths.registration}${search}`}>{t('signIn.register')}</RouterLink>
          <RouterLink to={paths.forgotPassword}>{t('signIn.forgot')}</RouterLink>
          <RouterLink to={paths.instructorSignIn}>{t('signIn.instructorLink')}</RouterLink>
        </div>
      </SignInForm>
    </main>
  );
}

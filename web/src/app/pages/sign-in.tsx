import { socialSignInReady } from '@lm/shared';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { paths } from '../../config/paths';
import { GoogleSignInButton } from '../../features/auth/components/google-sign-in-button';
import { SignInForm } from '../../features/auth/components/sign-in-form';
import { useSiteSettings } from '../../hooks/use-site-settings';
import { useReturnPath } from '../guards';
import { useDocumentTitle } from '../../hooks/use-document-title';

/**
 * /signin: students (role 3) only, in the ways settingLogin turns on: the password, Google (with
 * its client id set; decision 0060), and the link to register while registration is open.
 */
export default function SignInPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('signIn.title'));
  const navigate = useNavigate();
  const back = useReturnPath(paths.studentDashboard);
  const { settingLogin, externalLogin } = useSiteSettings();
  const google = socialSignInReady('google', settingLogin, externalLogin);
  // A new account returns to the same page (the cart, say) as a sign-in would.
  const { search } = useLocation();
  return (
    <main className="page page--narrow">
      <SignInForm
        kind="student"
        title={t('signIn.title')}
        password={settingLogin.username_password}
        social={google ? <GoogleSignInButton back={back} /> : undefined}
        onSignedIn={() => navigate(back, { replace: true })}
      >
        <div className="sign-in__links">
          {settingLogin.registration && <RouterLink to={`${paths.registration}${search}`}>{t('signIn.register')}</RouterLink>}
          {settingLogin.username_password && <RouterLink to={paths.forgotPassword}>{t('signIn.forgot')}</RouterLink>}
          <RouterLink to={paths.instructorSignIn}>{t('signIn.instructorLink')}</RouterLink>
        </div>
      </SignInForm>
    </main>
  );
}

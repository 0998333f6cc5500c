import { Alert, Heading, Link } from '@aws-amplify/ui-react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { paths } from '../../config/paths';
import { RegistrationForm } from '../../features/auth/components/registration-form';
import { useSiteSettings } from '../../hooks/use-site-settings';
import { useReturnPath } from '../guards';
import { useDocumentTitle } from '../../hooks/use-document-title';

/**
 * /registration: a new student account, signed in at once, back to where a guard or the cart sent
 * them from; while settingLogin has registration off, word that it is closed (the API refuses it too).
 */
export default function RegistrationPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const back = useReturnPath(paths.studentDashboard);
  const { search } = useLocation();
  const open = useSiteSettings().settingLogin.registration;
  useDocumentTitle(open ? undefined : t('register.closedTitle'));
  const signInLink = (
    <Link as={RouterLink} to={`${paths.signIn}${search}`}>
      {t('register.haveAccount')}
    </Link>
  );
  if (!open) {
    return (
      <main className="page page--narrow" data-page="registrationClosed">
        <Heading level={1}>{t('register.closedTitle')}</Heading>
        <Alert variation="info">{t('register.closed')}</Alert>
        <p>{signInLink}</p>
      </main>
    );
  }
  return (
    <main className="page page--narrow">
      <RegistrationForm onRegistered={() => navigate(back, { replace: true })}>{signInLink}</RegistrationForm>
    </main>
  );
}

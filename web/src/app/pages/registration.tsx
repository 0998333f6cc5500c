import { Link } from '@aws-amplify/ui-react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { paths } from '../../config/paths';
import { RegistrationForm } from '../../features/auth/components/registration-form';

/** /registration: a new student account, signed in at once. */
export default function RegistrationPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <main className="page page--narrow">
      <RegistrationForm onRegistered={() => navigate(paths.studentDashboard, { replace: true })}>
        <Link as={RouterLink} to={paths.signIn}>
          {t('register.haveAccount')}
        </Link>
      </RegistrationForm>
    </main>
  );
}

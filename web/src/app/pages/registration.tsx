import { Link } from '@aws-amplify/ui-react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { paths } from '../../config/paths';
import { RegistrationForm } from '../../features/auth/components/registration-form';
import { useReturnPath } from '../guards';

/** /registration: a new student account, signed in at once, back to where a guard or the cart sent them from. */
export default function RegistrationPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const back = useReturnPath(paths.studentDashboard);
  const { search } = useLocation();
  return (
    <main className="page page--narrow">
      <RegistrationForm onRegistered={() => navigate(back, { replace: true })}>
        <Link as={RouterLink} to={`${paths.signIn}${search}`}>
          {t('register.haveAccount')}
        </Link>
      </RegistrationForm>
    </main>
  );
}

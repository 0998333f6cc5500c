import { Link } from '@aws-amplify/ui-react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../config/paths';
import { ForgotPasswordForm } from '../../features/auth/components/forgot-password-form';

/** /forgotpass: e-mails a link to /resetpass/{token}. */
export default function ForgotPasswordPage() {
  const { t } = useTranslation();
  return (
    <main className="page page--narrow">
      <ForgotPasswordForm>
        <Link as={RouterLink} to={paths.signIn}>
          {t('password.backToSignIn')}
        </Link>
      </ForgotPasswordForm>
    </main>
  );
}

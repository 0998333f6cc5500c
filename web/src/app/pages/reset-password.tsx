import { Link } from '@aws-amplify/ui-react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../config/paths';
import { ResetPasswordForm } from '../../features/auth/components/reset-password-form';
import { useRoute } from '../route-context';

/** /resetpass/:token: the page the reset e-mail links to. */
export default function ResetPasswordPage() {
  const { t } = useTranslation();
  const { params } = useRoute();
  return (
    <main className="page page--narrow">
      <ResetPasswordForm token={params.token ?? ''}>
        <Link as={RouterLink} to={paths.signIn}>
          {t('password.backToSignIn')}
        </Link>
      </ResetPasswordForm>
    </main>
  );
}

import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../config/paths';
import { SignInForm } from '../../features/auth/components/sign-in-form';
import { useReturnPath } from '../guards';
import { useDocumentTitle } from '../../hooks/use-document-title';

/** The instructors' sign-in: role 2 only. */
export default function InstructorSignInPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('signIn.instructorTitle'));
  const navigate = useNavigate();
  const back = useReturnPath(paths.instructorHome);
  return (
    <main className="page page--narrow">
      <SignInForm kind="instructor" title={t('signIn.instructorTitle')} onSignedIn={() => navigate(back, { replace: true })} />
    </main>
  );
}

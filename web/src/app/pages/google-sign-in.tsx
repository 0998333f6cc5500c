import { Alert, Heading, Link, Loader } from '@aws-amplify/ui-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { paths } from '../../config/paths';
import { finishGoogleSignIn, GoogleReturnError } from '../../features/auth/stores/google-sign-in';
import { localMessageOf } from '../../lib/messages';
import { useDocumentTitle } from '../../hooks/use-document-title';

/**
 * /authen/google: Google returns the browser here with the ID token in the address's fragment
 * (decision 0060). The fragment is taken off the address at once, the sign-in finished once, and
 * the student lands where the sign-in started from.
 */
export default function GoogleSignInPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string>();
  useDocumentTitle(failure ? t('googleSignIn.failedTitle') : t('googleSignIn.title'));
  const finished = useRef(false);

  useEffect(() => {
    if (finished.current) return;
    finished.current = true;
    const fragment = window.location.hash;
    // The token leaves the address bar and the history before anything else happens.
    window.history.replaceState(window.history.state, '', window.location.pathname);
    finishGoogleSignIn(fragment).then(
      ({ back }) => navigate(back, { replace: true }),
      (error: unknown) => setFailure(error instanceof GoogleReturnError ? t(`googleSignIn.${error.problem}`) : localMessageOf(t, error, t('googleSignIn.failed'))),
    );
  }, [navigate, t]);

  return (
    <main className="page page--narrow" data-page="googleSignIn">
      <Heading level={1}>{failure ? t('googleSignIn.failedTitle') : t('googleSignIn.title')}</Heading>
      {failure ? (
        <>
          <Alert variation="error">{failure}</Alert>
          <p>
            <Link as={RouterLink} to={paths.signIn}>
              {t('googleSignIn.again')}
            </Link>
          </p>
        </>
      ) : (
        <Loader variation="linear" />
      )}
    </main>
  );
}

import { Alert, Heading, Loader } from '@aws-amplify/ui-react';
import { ROLE } from '@lm/shared';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { homeOfRole } from '../../config/paths';
import { loginExternal } from '../../features/auth/api/login-external';
import { mergeVisitorCart } from '../../features/auth/stores/merge-visitor-cart';
import { sessions, signedInState } from '../../lib/sessions';
import { localMessageOf } from '../../lib/messages';
import { useDocumentTitle } from '../../hooks/use-document-title';

/** The session store of the area a role signs in to. */
const storeOf = (roleId: number) => sessions[roleId === ROLE.student ? 'student' : roleId === ROLE.instructor ? 'instructor' : 'admin'];

/**
 * /signincodexexternal?token=…: another site sends its signed-in user here with a token the
 * server verifies; the session is then kept as after a sign-in, and the user lands on their home.
 */
export default function SignInExternalPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [failure, setFailure] = useState<string | undefined>(token ? undefined : t('externalSignIn.noToken'));
  useDocumentTitle(failure ? t('externalSignIn.failedTitle') : t('externalSignIn.title'));
  const sent = useRef(false);

  useEffect(() => {
    // One attempt per visit: the server starts a session, which a second request would find active.
    if (!token || sent.current) return;
    sent.current = true;
    loginExternal(token).then(
      async (answer) => {
        storeOf(answer.userData.role_id).set(signedInState(answer));
        if (answer.userData.role_id === ROLE.student) await mergeVisitorCart();
        navigate(homeOfRole(answer.userData.role_id), { replace: true });
      },
      (error: unknown) => setFailure(localMessageOf(t, error, t('externalSignIn.failed'))),
    );
  }, [token, navigate, t]);

  return (
    <main className="page page--narrow" data-page="externalSignIn">
      <Heading level={1}>{failure ? t('externalSignIn.failedTitle') : t('externalSignIn.title')}</Heading>
      {failure ? <Alert variation="error">{failure}</Alert> : <Loader variation="linear" />}
    </main>
  );
}

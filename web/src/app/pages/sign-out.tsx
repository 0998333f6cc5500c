import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../config/paths';
import { signOut } from '../../features/auth/stores/actions';
import type { TokenKind } from '../../lib/api/client';
import { DelayedLoader } from '../lazy';

function SignOut({ kind, to }: { kind: TokenKind; to: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    let live = true;
    void signOut(kind).finally(() => live && navigate(to, { replace: true }));
    return () => {
      live = false;
    };
  }, [kind, to, navigate]);
  return <DelayedLoader />;
}

/** /signout: ends the client session, with a new anonymous id, and goes home. */
export default function SignOutPage() {
  return <SignOut kind="student" to={paths.home} />;
}

export function SignOutInstructorPage() {
  return <SignOut kind="instructor" to={paths.home} />;
}

import { ROLE } from '@lm/shared';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { paths } from '../config/paths';
import { sessions } from '../features/auth/stores/sessions';
import { useStore } from '../lib/store';
import type { Guard } from './route-table';

export function useSignedIn(kind: keyof typeof sessions, accepts: (roleId: number) => boolean): boolean {
  return useStore(sessions[kind], (state) => state.isAuthenticated && !!state.user && accepts(state.user.role_id));
}

/** Back to where a guard stopped the visitor, after signing in. */
export function useReturnPath(fallback: string): string {
  const from = new URLSearchParams(useLocation().search).get('from');
  // Only paths of this site: never an absolute or protocol-relative URL.
  return from && from.startsWith('/') && !from.startsWith('//') ? from : fallback;
}

/**
 * SPEC §2 guards. Client area: a client (role 3) or an instructor (role 2),
 * else /signin. Admin area: signed in with a role other than 3, else
 * /admin/login. Either way the origin rides along and is returned to.
 */
export function Guarded({ guard, children }: { guard: Guard; children: ReactNode }) {
  const location = useLocation();
  const client = useSignedIn('student', (role) => role === ROLE.student);
  const instructor = useSignedIn('instructor', (role) => role === ROLE.instructor);
  const admin = useSignedIn('admin', (role) => role !== ROLE.student);
  const from = encodeURIComponent(location.pathname + location.search);

  switch (guard) {
    case 'public':
      return children;
    case 'client':
      return client || instructor ? children : <Navigate to={`${paths.signIn}?from=${from}`} replace />;
    case 'instructor':
      return instructor ? children : <Navigate to={`${paths.instructorSignIn}?from=${from}`} replace />;
    case 'admin':
      return admin ? children : <Navigate to={`${paths.adminLogin}?from=${from}`} replace />;
  }
}

import { isAdminScreen, mayOpen, ROLE } from '@lm/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, Navigate, useLocation } from 'react-router-dom';
import { paths } from '../config/paths';
import { sessions } from '../lib/sessions';
import { useStore } from '../lib/store';
import { adminComponentOf, type Guard } from './route-table';
import { useDocumentTitle } from '../hooks/use-document-title';

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
 * ../shared/SPEC.md §2 guards. Client area: a client (role 3) or an instructor (role 2),
 * else /signin. Admin area: signed in with a role other than 3, else
 * /admin/login. Either way the origin rides along and is returned to.
 * Signed in to the other area, a student's own page (`studentArea`) or an instructor's page shows
 * where to go instead of a page whose data the API refuses.
 */
export function Guarded({ guard, page, studentArea, children }: { guard: Guard; page?: string; studentArea?: boolean; children: ReactNode }) {
  const location = useLocation();
  const permissions = useStore(sessions.admin, (state) => state.user?.permissions ?? 'all');
  const client = useSignedIn('student', (role) => role === ROLE.student);
  const instructor = useSignedIn('instructor', (role) => role === ROLE.instructor);
  const admin = useSignedIn('admin', (role) => role !== ROLE.student);
  const from = encodeURIComponent(location.pathname + location.search);

  switch (guard) {
    case 'public':
      return children;
    case 'client':
      if (!client && !instructor) return <Navigate to={`${paths.signIn}?from=${from}`} replace />;
      return studentArea && !client ? <WrongArea pageFor="student" from={from} /> : children;
    case 'instructor':
      if (instructor) return children;
      return client ? <WrongArea pageFor="instructor" from={from} /> : <Navigate to={`${paths.instructorSignIn}?from=${from}`} replace />;
    case 'admin': {
      if (!admin) return <Navigate to={`${paths.adminLogin}?from=${from}`} replace />;
      const screen = page ? adminComponentOf(page) : undefined;
      return screen && isAdminScreen(screen) && !mayOpen(permissions, [screen]) ? <NotPermitted /> : children;
    }
  }
}

/**
 * A student's page opened by an instructor, or an instructor's page opened by a student: the way to
 * the visitor's own area, and to the sign-in of the page's own. Plain markup, as `NotPermitted`.
 */
function WrongArea({ pageFor, from }: { pageFor: 'student' | 'instructor'; from: string }) {
  const { t } = useTranslation();
  useDocumentTitle(t(pageFor === 'student' ? 'wrongArea.forStudents' : 'wrongArea.forInstructors'));
  const own = pageFor === 'student' ? { to: paths.instructorHome, text: t('wrongArea.toInstructorHome') } : { to: paths.studentDashboard, text: t('wrongArea.toStudentDashboard') };
  const signIn = pageFor === 'student' ? paths.signIn : paths.instructorSignIn;
  return (
    <main className="page page--centered" data-page="wrongArea">
      <h1>{t(pageFor === 'student' ? 'wrongArea.forStudents' : 'wrongArea.forInstructors')}</h1>
      <p>{t(pageFor === 'student' ? 'wrongArea.signedInAsInstructor' : 'wrongArea.signedInAsStudent')}</p>
      <RouterLink className="button button--primary" to={own.to}>
        {own.text}
      </RouterLink>
      <RouterLink to={`${signIn}?from=${from}`}>{t(pageFor === 'student' ? 'wrongArea.studentSignIn' : 'wrongArea.instructorSignIn')}</RouterLink>
    </main>
  );
}

/** An admin screen the administrator's user role does not open (the API would answer 403 anyway); plain markup, as guards load with every page. */
function NotPermitted() {
  const { t } = useTranslation();
  return (
    <main className="page">
      <h1>{t('admin.notPermitted')}</h1>
      <p>{t('admin.notPermittedHint')}</p>
      <RouterLink to={paths.admin}>{t('admin.menu')}</RouterLink>
    </main>
  );
}

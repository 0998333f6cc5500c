import { routes } from '@lm/shared/api/route-refs';
import { useRouteQuery } from '../../../lib/query';

/** GET /api/me/certificates: the student's certificates, newest first. */
export const useMyCertificates = () => useRouteQuery(routes.listMyCertificates, { token: 'student' }, { staleTime: 0 });

import { routes } from '@lm/shared/api/route-refs';
import { callRoute } from '../../../lib/api/call-route';

/** GET /api/me/certificates/{id}/pdf: a short link that downloads one of the student's certificates. */
export const downloadMyCertificate = (number: string) => callRoute(routes.downloadMyCertificate, { params: { id: number }, token: 'student' });

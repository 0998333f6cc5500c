import { routes } from '@lm/shared/api/route-refs';
import { callRoute } from '../../../lib/api/call-route';

/**
 * POST /api/me/courses/{id}/certificate: the student's certificate of a course they completed,
 * issued the first time; before every required lesson is done the server refuses it (409).
 */
export const claimCertificate = (courseId: string) => callRoute(routes.claimCertificate, { params: { id: courseId }, token: 'student' });

/** GET /api/me/certificates/{id}/pdf: a short link that downloads the certificate's PDF. */
export const certificateDownload = (number: string) => callRoute(routes.downloadMyCertificate, { params: { id: number }, token: 'student' });

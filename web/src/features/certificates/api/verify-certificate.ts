import { routes } from '@lm/shared/api/route-refs';
import { useRouteQuery } from '../../../lib/query';

/** GET /public/certificates/{number}: who, which course and when; 404 for a number no certificate has. */
export const useCertificateVerification = (number: string) => useRouteQuery(routes.verifyCertificate, { params: { number }, token: 'none' }, { retry: false });

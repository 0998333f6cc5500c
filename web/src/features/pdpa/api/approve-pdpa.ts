import { routes } from '@lm/shared/api/route-refs';
import { callRoute } from '../../../lib/api/call-route';

/** POST /user/pdpa: the signed-in client approves the privacy policy of that version. */
export const approvePdpa = (policyVersion: string) => callRoute(routes.approvePdpa, { body: { policy_version: policyVersion }, token: 'student' });

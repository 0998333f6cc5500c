import { api } from '../../../lib/api/client';

/** POST /user/pdpa: the signed-in client approves the privacy policy of that version. */
export const approvePdpa = (policyVersion: string) =>
  api.post<{ pdpa_approved: 1; approved_at: string; policy_version: string }>('/user/pdpa', { policy_version: policyVersion }, { token: 'student' });

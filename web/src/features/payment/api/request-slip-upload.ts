import type { RouteOutput } from '@lm/shared';
import { routes } from '@lm/shared/api/route-refs';
import { callRoute } from '../../../lib/api/call-route';
import type { SlipType } from '../utils/slip';

/** A presigned form upload: every field, then the file as `file`, posted to `url`. */
export type SlipUploadForm = RouteOutput<typeof routes.requestSlipUpload>;

/**
 * POST /api/me/orders/{id}/slip: a presigned form upload for the transfer's slip of one of the
 * student's pending orders. Its type and size go into the signed policy, so storage takes only
 * that file; the form lasts five minutes.
 */
export const requestSlipUpload = (id: string, slip: { contentType: SlipType; size: number }, signal?: AbortSignal) =>
  callRoute(routes.requestSlipUpload, { params: { id }, body: { content_type: slip.contentType, size: slip.size }, json: true, token: 'student', signal });

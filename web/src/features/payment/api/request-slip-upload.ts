import type { RouteOutput } from '@lm/shared';
import { routes } from '@lm/shared/api/route-refs';
import { callRoute } from '../../../lib/api/call-route';
import type { SlipType } from '../utils/slip';

/** A presigned PUT: the file as the body, sent to `url` with `headers`. */
export type SlipUpload = RouteOutput<typeof routes.requestSlipUpload>;

/**
 * POST /api/me/orders/{id}/slip: a presigned PUT for the transfer's slip of one of the student's
 * pending orders. Its type and exact size are in the signature, so storage takes only that file;
 * the link lasts five minutes.
 */
export const requestSlipUpload = (id: string, slip: { contentType: SlipType; size: number }, signal?: AbortSignal) =>
  callRoute(routes.requestSlipUpload, { params: { id }, body: { content_type: slip.contentType, size: slip.size }, json: true, token: 'student', signal });

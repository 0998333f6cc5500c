import { routes } from '@lm/shared/api/route-refs';
import { callRoute } from '../../../lib/api/call-route';

/** POST /api/videos/{id}/retry: transcodes again a video whose job failed; answers it processing. */
export const retryVideo = (id: string) => callRoute(routes.retryVideo, { params: { id } });

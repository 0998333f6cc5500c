import { routes } from '@lm/shared/api/route-refs';
import { callRoute } from '../../../lib/api/call-route';
import { routeKey } from '../../../lib/query';

export const videoKey = (id: string) => routeKey(routes.getVideo, { params: { id } });

/** GET /api/videos/{id}: one video, with its file's state and its upload under way. */
export const getVideo = (id: string, signal?: AbortSignal) => callRoute(routes.getVideo, { params: { id }, signal });

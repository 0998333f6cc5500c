import { routes } from '@lm/shared/api/route-refs';
import { useRouteQuery } from '../../../lib/query';

/**
 * GET /api/videos/{id}/preview: a ready video's playback, its cookies kept by the browser (a call
 * with credentials), read again each time the panel shows it so the cookies last.
 */
export const useVideoPreview = (videoId: string, ready: boolean) =>
  useRouteQuery(routes.previewVideo, { params: { id: videoId }, credentials: 'include' }, { staleTime: 0, gcTime: 0, enabled: ready });

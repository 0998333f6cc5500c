import type { Video } from '@lm/shared';
import { routes } from '@lm/shared/api/route-refs';
import { useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api/call-route';
import { queryClient, routeKey } from '../../../lib/query';

/** How often a video being transcoded is read again: the local stack takes seconds, MediaConvert a minute or more. */
const PROCESSING_POLL_MS = 2_500;

export const videoKey = (id: string) => routeKey(routes.getVideo, { params: { id } });

/** GET /api/videos/{id}: one video, with its file's state and its upload under way. */
export const getVideo = (id: string, signal?: AbortSignal) => callRoute(routes.getVideo, { params: { id }, signal });

/**
 * A video as the edit form loaded it, then through the cache: read again every few seconds while
 * it is transcoded, so its state changes to ready (or error) on screen.
 */
export const useVideo = (initial: Video) =>
  useQuery({
    queryKey: videoKey(initial.id),
    queryFn: ({ signal }) => getVideo(initial.id, signal),
    initialData: initial,
    gcTime: 0,
    refetchInterval: (query) => (query.state.data?.status === 'processing' ? PROCESSING_POLL_MS : false),
  });

/** A route's answer is the video as it is now: shown at once. */
export const showVideo = (video: Video) => queryClient.setQueryData(videoKey(video.id), video);

/** The video is read again (after a refusal that changed it: a rejected file is removed). */
export const readVideoAgain = (id: string) => queryClient.invalidateQueries({ queryKey: videoKey(id) });

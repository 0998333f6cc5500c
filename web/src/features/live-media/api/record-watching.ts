import { routes } from '@lm/shared/api/route-refs';
import { useEffect, type RefObject } from 'react';
import { callRoute } from '../../../lib/api/call-route';

/** How often a student's player says it is still playing: the server ends a viewing after three minutes of silence. */
const WATCHING_MS = 60_000;

/**
 * POST /api/me/sessions/{id}/broadcast/watching (decision 0055): while a seated student's player
 * plays the broadcast, it says so once a minute, and at once when it starts playing, so the class's
 * attendance counts them. A failed call is let go: the next one counts again.
 */
export function useWatchingBroadcast(video: RefObject<HTMLVideoElement | null>, sessionId: string, enabled: boolean) {
  useEffect(() => {
    const element = video.current;
    if (!enabled || !element) return;
    let viewingId: string | undefined;
    let sending = false;
    let sentAt = 0;
    const tell = () => {
      if (sending || element.paused || element.ended) return;
      sending = true;
      sentAt = Date.now();
      callRoute(routes.recordBroadcastWatching, { params: { id: sessionId }, body: viewingId ? { viewing_id: viewingId } : {}, token: 'student' })
        .then((answer) => void (viewingId = answer.viewing_id))
        .catch(() => undefined)
        .finally(() => void (sending = false));
    };
    // Playing again after a pause or a stall counts at once, unless it was just told.
    const playing = () => {
      if (Date.now() - sentAt > WATCHING_MS / 2) tell();
    };
    element.addEventListener('playing', playing);
    const timer = setInterval(tell, WATCHING_MS);
    tell();
    return () => {
      element.removeEventListener('playing', playing);
      clearInterval(timer);
    };
  }, [video, sessionId, enabled]);
}

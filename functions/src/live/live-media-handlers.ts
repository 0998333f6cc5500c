import { route } from '../app.js';
import { result, type RouteHandler } from '../http/handler.js';
import { liveMediaPorts } from './live-media-deps.js';
import { rawBodyOf } from '../http/body.js';
import { receiveZoomEvent, sessionBroadcast, sessionRecordings, sessionZoom, startBroadcast, stopBroadcast, watchingBroadcast } from './live-media.js';
import { routes } from './routes.js';

/** Links and stream keys are the caller's alone: no cache keeps them. */
const PERSONAL = { 'cache-control': 'private, no-store' };

/** Zoom meetings and broadcasts of class sessions (decision 0051). */
export const liveMediaHandlers: RouteHandler[] = [
  // The signature covers the body as it came: the raw text, not the parsed JSON.
  route(routes.receiveZoomEvent, ({ body, event }) => receiveZoomEvent(liveMediaPorts(), rawBodyOf(event), event.headers, body)),
  route(routes.getSessionZoom, async ({ params, caller }) => result(200, await sessionZoom(liveMediaPorts(), caller, params.id), PERSONAL)),
  route(routes.getSessionBroadcast, async ({ params, caller }) => result(200, await sessionBroadcast(liveMediaPorts(), caller, params.id), PERSONAL)),
  route(routes.startSessionBroadcast, async ({ params, caller }) => result(200, await startBroadcast(liveMediaPorts(), caller, params.id), PERSONAL)),
  route(routes.stopSessionBroadcast, async ({ params, caller }) => result(200, await stopBroadcast(liveMediaPorts(), caller, params.id), PERSONAL)),
  route(routes.recordBroadcastWatching, async ({ params, body, caller }) => result(200, await watchingBroadcast(liveMediaPorts(), caller, params.id, body.viewing_id), PERSONAL)),
  route(routes.getSessionRecordings, async ({ params, caller }) => {
    const { answer, cookies } = await sessionRecordings(liveMediaPorts(), caller, params.id);
    return result(200, answer, PERSONAL, cookies);
  }),
];

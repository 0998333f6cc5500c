import { route } from '../app.js';
import { result, type RouteHandler } from '../http/handler.js';
import { enterRoom, getSessionView, listMyClassSessions } from './room.js';
import { roomPorts } from './room-deps.js';
import { routes } from './routes.js';

/** A participant's session and the ticket into its room are theirs alone. */
const PERSONAL = { 'cache-control': 'private, no-store' };

/** The class room (decision 0049). */
export const roomHandlers: RouteHandler[] = [
  route(routes.listMyClassSessions, async ({ caller }) => result(200, await listMyClassSessions(roomPorts(), caller), PERSONAL)),
  route(routes.getMyClassSession, async ({ params, caller }) => result(200, await getSessionView(roomPorts(), caller, params.id), PERSONAL)),
  route(routes.enterClassRoom, async ({ params, caller }) => result(200, await enterRoom(roomPorts(), caller, params.id), PERSONAL)),
];

import { route } from '../app.js';
import type { RouteHandler } from '../http/handler.js';
import { slipPorts } from './deps.js';
import { routes } from './routes.js';
import { requestSlipUpload, submitSlip, viewOrderSlip } from './service.js';

export const mediaHandlers: RouteHandler[] = [
  route(routes.requestSlipUpload, ({ params, body, caller }) => requestSlipUpload(slipPorts(), caller.userId, params.id, body)),
  route(routes.submitSlip, ({ params, body, caller }) => submitSlip(slipPorts(), caller.userId, params.id, body.key)),
  route(routes.viewOrderSlip, ({ params }) => viewOrderSlip(slipPorts(), params.id)),
];

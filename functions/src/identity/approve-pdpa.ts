import { routes } from './routes.js';
import { route } from '../app.js';
import { sourceIpOf } from '../http/caller.js';
import { identity } from './deps.js';
import { approvePdpa } from './service.js';

export const handler = route(routes.approvePdpa, ({ body, caller, event }) =>
  approvePdpa(identity(), caller.userId, {
    policyVersion: body.policy_version,
    sourceIp: sourceIpOf(event),
    userAgent: event.requestContext?.http?.userAgent ?? '',
  }),
);

import { routes } from './routes.js';
import { route } from '../app.js';
import { sourceIpOf } from '../http/caller.js';
import { identity } from './deps.js';
import { signIn } from './service.js';

export const handler = route(routes.login, ({ body, event }) =>
  signIn(identity(), { username: body.username, password: body.password, expiredTime: body.expired_time, portal: 'any', sourceIp: sourceIpOf(event) }),
);

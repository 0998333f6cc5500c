import { routes } from './routes.js';
import { route } from '../app.js';
import { sourceIpOf } from '../http/caller.js';
import { identity } from './deps.js';
import { signIn } from './service.js';

export const handler = route(routes.instructorLogin, ({ body, event }) =>
  signIn(identity(), { username: body.username, password: body.password, portal: 'instructor', sourceIp: sourceIpOf(event) }),
);

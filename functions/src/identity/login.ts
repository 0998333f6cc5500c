import { routes } from '@lm/shared';
import { route } from '../app.js';
import { identity } from './deps.js';
import { signIn } from './service.js';

export const handler = route(routes.login, ({ body }) =>
  signIn(identity(), { username: body.username, password: body.password, expiredTime: body.expired_time, portal: 'any' }),
);

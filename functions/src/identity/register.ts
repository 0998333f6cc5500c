import { routes } from './routes.js';
import { route } from '../app.js';
import { sourceIpOf } from '../http/caller.js';
import { registration } from './deps.js';
import { register } from './service.js';

export const handler = route(routes.register, ({ body, event }) => register(registration(), body, sourceIpOf(event)));

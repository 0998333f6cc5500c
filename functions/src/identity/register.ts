import { routes } from '@lm/shared';
import { route } from '../app.js';
import { registration } from './deps.js';
import { register } from './service.js';

export const handler = route(routes.register, ({ body }) => register(registration(), body));

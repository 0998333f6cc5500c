import { routes } from '@lm/shared';
import { route } from '../app.js';
import { site } from './deps.js';
import { listCustomPages } from './service.js';

export const handler = route(routes.listCustomPages, ({ query }) => listCustomPages(site(), query));

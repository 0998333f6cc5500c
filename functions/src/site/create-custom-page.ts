import { routes } from './routes.js';
import { route } from '../app.js';
import { site } from './deps.js';
import { createCustomPage } from './service.js';

export const handler = route(routes.createCustomPage, ({ body }) => createCustomPage(site(), body));

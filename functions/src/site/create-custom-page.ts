import { routes } from './routes.js';
import { route } from '../app.js';
import { site } from './deps.js';
import { createCustomPage } from './custom-pages.js';

export const handler = route(routes.createCustomPage, ({ body }) => createCustomPage(site(), body));

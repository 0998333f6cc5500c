import { routes } from './routes.js';
import { route } from '../app.js';
import { site } from './deps.js';
import { saveCustomPageModules } from './custom-pages.js';

export const handler = route(routes.saveCustomPageModules, ({ params, body }) => saveCustomPageModules(site(), params.id, body.modules));

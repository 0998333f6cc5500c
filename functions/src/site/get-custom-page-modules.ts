import { routes } from './routes.js';
import { route } from '../app.js';
import { site } from './deps.js';
import { customPageModules } from './custom-pages.js';

export const handler = route(routes.getCustomPageModules, ({ params }) => customPageModules(site(), params.id));

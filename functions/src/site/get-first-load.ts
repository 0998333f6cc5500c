import { routes } from './routes.js';
import { route } from '../app.js';
import { site } from './deps.js';
import { firstLoad } from './custom-pages.js';

export const handler = route(routes.getFirstLoad, ({ query }) => firstLoad(site(), query.path));

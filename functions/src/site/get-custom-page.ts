import { routes } from './routes.js';
import { route } from '../app.js';
import { site } from './deps.js';
import { getCustomPage } from './custom-pages.js';

export const handler = route(routes.getCustomPage, ({ params }) => getCustomPage(site(), params.id));

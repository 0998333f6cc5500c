import { routes } from './routes.js';
import { route } from '../app.js';
import { site } from './deps.js';
import { updateCustomPage } from './custom-pages.js';

export const handler = route(routes.updateCustomPage, ({ params, body }) => updateCustomPage(site(), params.id, body));

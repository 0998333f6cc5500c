import { routes } from './routes.js';
import { route } from '../app.js';
import { site } from './deps.js';
import { deleteCustomPages } from './custom-pages.js';

export const handler = route(routes.deleteCustomPages, ({ body }) => deleteCustomPages(site(), body.ids));

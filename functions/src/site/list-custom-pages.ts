import { routes } from './routes.js';
import { route } from '../app.js';
import { site } from './deps.js';
import { listCustomPages } from './custom-pages.js';

export const handler = route(routes.listCustomPages, ({ query }) => listCustomPages(site(), query));

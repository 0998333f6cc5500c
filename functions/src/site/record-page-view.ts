import { routes } from './routes.js';
import { route } from '../app.js';
import { site } from './deps.js';
import { recordPageView } from './custom-pages.js';

export const handler = route(routes.recordPageView, ({ params }) => recordPageView(site(), params.page));

import { routes } from './routes.js';
import { route } from '../app.js';
import { externalSignIns } from './external-deps.js';
import { googleAuthorizeUrl } from './external-sign-in.js';

export const handler = route(routes.googleAuthorize, ({ query }) => googleAuthorizeUrl(externalSignIns(), query));

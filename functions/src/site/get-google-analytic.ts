import { routes } from './routes.js';
import { route } from '../app.js';
import { site } from './deps.js';
import { googleAnalytic } from './tracking.js';

export const handler = route(routes.getGoogleAnalytic, () => googleAnalytic(site()));

import { routes } from './routes.js';
import { route } from '../app.js';
import { site } from './deps.js';
import { facebookPixel } from './tracking.js';

export const handler = route(routes.getFacebookPixel, () => facebookPixel(site()));

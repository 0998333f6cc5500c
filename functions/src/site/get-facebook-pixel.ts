import { routes } from '@lm/shared';
import { route } from '../app.js';
import { site } from './deps.js';
import { facebookPixel } from './service.js';

export const handler = route(routes.getFacebookPixel, () => facebookPixel(site()));

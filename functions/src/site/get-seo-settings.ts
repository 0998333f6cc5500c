import { routes } from './routes.js';
import { route } from '../app.js';
import { site } from './deps.js';
import { seoSettings } from './site-settings.js';

export const handler = route(routes.getSeoSettings, () => seoSettings(site()));

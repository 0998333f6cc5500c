import { routes } from './routes.js';
import { route } from '../app.js';
import { site } from './deps.js';
import { siteSettings } from './site-settings.js';

export const handler = route(routes.getSiteSettings, () => siteSettings(site()));

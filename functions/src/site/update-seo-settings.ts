import { routes } from './routes.js';
import { route } from '../app.js';
import { site } from './deps.js';
import { updateSeoSettings } from './site-settings.js';

export const handler = route(routes.updateSeoSettings, ({ body }) => updateSeoSettings(site(), body));

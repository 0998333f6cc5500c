import { routes } from './routes.js';
import { route } from '../app.js';
import { site } from './deps.js';
import { updateTrackingSettings } from './tracking.js';

export const handler = route(routes.updateTrackingSettings, ({ body }) => updateTrackingSettings(site(), body));

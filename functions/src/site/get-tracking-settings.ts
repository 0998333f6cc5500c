import { routes } from './routes.js';
import { route } from '../app.js';
import { site } from './deps.js';
import { trackingSettings } from './tracking.js';

export const handler = route(routes.getTrackingSettings, () => trackingSettings(site()));

import { routes } from './routes.js';
import { route } from '../app.js';
import { site } from './deps.js';
import { trackingSettings } from './service.js';

export const handler = route(routes.getTrackingSettings, () => trackingSettings(site()));

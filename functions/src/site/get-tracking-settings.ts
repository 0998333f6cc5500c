import { routes } from '@lm/shared';
import { route } from '../app.js';
import { site } from './deps.js';
import { trackingSettings } from './service.js';

export const handler = route(routes.getTrackingSettings, () => trackingSettings(site()));

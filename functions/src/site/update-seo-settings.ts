import { routes } from '@lm/shared';
import { route } from '../app.js';
import { site } from './deps.js';
import { updateSeoSettings } from './service.js';

export const handler = route(routes.updateSeoSettings, ({ body }) => updateSeoSettings(site(), body));

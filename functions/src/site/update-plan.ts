import { routes } from './routes.js';
import { route } from '../app.js';
import { site } from './deps.js';
import { updatePlan } from './site-settings.js';

export const handler = route(routes.updatePlan, ({ body }) => updatePlan(site(), body));

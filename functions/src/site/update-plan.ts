import { routes } from '@lm/shared';
import { route } from '../app.js';
import { site } from './deps.js';
import { updatePlan } from './service.js';

export const handler = route(routes.updatePlan, ({ body }) => updatePlan(site(), body));

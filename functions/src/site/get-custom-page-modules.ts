import { routes } from '@lm/shared';
import { route } from '../app.js';
import { site } from './deps.js';
import { customPageModules } from './service.js';

export const handler = route(routes.getCustomPageModules, ({ params }) => customPageModules(site(), params.id));

import { routes } from '@lm/shared';
import { route } from '../app.js';
import { catalog } from './deps.js';
import { getCategory } from './service.js';

export const handler = route(routes.getCategory, ({ params }) => getCategory(catalog(), params.type, params.id));

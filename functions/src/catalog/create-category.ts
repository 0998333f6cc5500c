import { routes } from '@lm/shared';
import { route } from '../app.js';
import { catalog } from './deps.js';
import { createCategory } from './service.js';

export const handler = route(routes.createCategory, ({ params, body }) => createCategory(catalog(), params.type, body));

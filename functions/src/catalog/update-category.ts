import { routes } from '@lm/shared';
import { route } from '../app.js';
import { catalog } from './deps.js';
import { updateCategory } from './service.js';

export const handler = route(routes.updateCategory, ({ params, body }) => updateCategory(catalog(), params.type, params.id, body));

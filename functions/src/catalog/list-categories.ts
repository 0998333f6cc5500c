import { routes } from '@lm/shared';
import { route } from '../app.js';
import { catalog } from './deps.js';
import { listCategories } from './service.js';

export const handler = route(routes.listCategories, ({ params, query }) => listCategories(catalog(), params.type, query));

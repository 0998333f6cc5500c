import { routes } from '@lm/shared';
import { route } from '../app.js';
import { catalog } from './deps.js';
import { deleteCatalogItems } from './service.js';

export const handler = route(routes.deleteCourses, ({ body }) => deleteCatalogItems(catalog(), body.ids, body.type));

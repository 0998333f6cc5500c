import { routes } from '@lm/shared';
import { route } from '../app.js';
import { catalog } from './deps.js';
import { deleteCategories } from './service.js';

export const handler = route(routes.deleteGalleryCategories, ({ body }) => deleteCategories(catalog(), body.ids, 'gallery'));

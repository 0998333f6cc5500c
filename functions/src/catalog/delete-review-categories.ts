import { routes } from '@lm/shared';
import { route } from '../app.js';
import { catalog } from './deps.js';
import { deleteCategories } from './service.js';

export const handler = route(routes.deleteReviewCategories, ({ body }) => deleteCategories(catalog(), body.ids, 'review'));

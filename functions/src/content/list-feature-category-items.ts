import { routes } from './routes.js';
import { route } from '../app.js';
import { content } from './deps.js';
import { listFeatureCategoryItems } from './public-content.js';

export const handler = route(routes.listFeatureCategoryItems, ({ params, query, body }) =>
  listFeatureCategoryItems(content(), params.page, query.number, body.category),
);

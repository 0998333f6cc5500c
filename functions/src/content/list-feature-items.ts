import { routes } from './routes.js';
import { route } from '../app.js';
import { content } from './deps.js';
import { listFeatureItems } from './public-content.js';

export const handler = route(routes.listFeatureItems, ({ params, query, body }) => listFeatureItems(content(), params.page, query, body.data));

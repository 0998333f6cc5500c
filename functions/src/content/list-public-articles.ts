import { routes } from './routes.js';
import { route } from '../app.js';
import { cacheable } from '../catalog/public-cache.js';
import { content } from './deps.js';
import { listPublicArticles } from './public-content.js';

export const handler = route(routes.listPublicArticles, async ({ query }) => cacheable(await listPublicArticles(content(), query)));

import { routes } from './routes.js';
import { route } from '../app.js';
import { cacheable } from '../catalog/public-cache.js';
import { content } from './deps.js';
import { getPublicArticle } from './public-content.js';

export const handler = route(routes.getPublicArticle, async ({ params }) => cacheable(await getPublicArticle(content(), params.id)));

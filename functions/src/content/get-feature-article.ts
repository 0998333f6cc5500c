import { routes } from './routes.js';
import { route } from '../app.js';
import { cacheable } from '../catalog/public-cache.js';
import { content } from './deps.js';
import { featureArticle } from './public-content.js';

export const handler = route(routes.getFeatureArticle, async ({ params }) => cacheable(await featureArticle(content(), params.id)));

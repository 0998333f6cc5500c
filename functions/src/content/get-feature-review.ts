import { routes } from './routes.js';
import { route } from '../app.js';
import { cacheable } from '../catalog/public-cache.js';
import { content } from './deps.js';
import { featureReview } from './public-content.js';

export const handler = route(routes.getFeatureReview, async ({ params }) => cacheable(await featureReview(content(), params.id)));

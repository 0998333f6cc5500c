import { routes } from './routes.js';
import { route } from '../app.js';
import { cacheable } from '../catalog/public-cache.js';
import { content } from './deps.js';
import { getPublicReview } from './public-content.js';

export const handler = route(routes.getPublicReview, async ({ params }) => cacheable(await getPublicReview(content(), params.id)));

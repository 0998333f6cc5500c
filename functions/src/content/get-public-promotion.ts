import { routes } from './routes.js';
import { route } from '../app.js';
import { cacheable } from '../catalog/public-cache.js';
import { content } from './deps.js';
import { getPublicPromotion } from './public-content.js';

export const handler = route(routes.getPublicPromotion, async ({ params }) => cacheable(await getPublicPromotion(content(), params.id)));

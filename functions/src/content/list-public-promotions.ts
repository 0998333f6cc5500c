import { routes } from './routes.js';
import { route } from '../app.js';
import { cacheable } from '../catalog/public-cache.js';
import { content } from './deps.js';
import { listPublicPromotions } from './public-content.js';

export const handler = route(routes.listPublicPromotions, async ({ query }) => cacheable(await listPublicPromotions(content(), query)));

import { routes } from './routes.js';
import { route } from '../app.js';
import { cacheable } from '../catalog/public-cache.js';
import { content } from './deps.js';
import { listPublicReviews } from './public-content.js';

export const handler = route(routes.listPublicReviews, async ({ query }) => cacheable(await listPublicReviews(content(), query)));

import { routes } from './routes.js';
import { route } from '../app.js';
import { cacheable } from '../catalog/public-cache.js';
import { content } from './deps.js';
import { listPublicGalleries } from './public-content.js';

export const handler = route(routes.listPublicGalleries, async ({ query }) => cacheable(await listPublicGalleries(content(), query)));

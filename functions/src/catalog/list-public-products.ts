import { routes } from './routes.js';
import { route } from '../app.js';
import { catalog } from './deps.js';
import { cacheable } from './public-cache.js';
import { listPublicProducts } from './service.js';

export const handler = route(routes.listPublicProducts, async ({ query }) => cacheable(await listPublicProducts(catalog(), query)));

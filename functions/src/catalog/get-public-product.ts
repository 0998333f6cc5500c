import { routes } from './routes.js';
import { route } from '../app.js';
import { catalog } from './deps.js';
import { cacheable } from './public-cache.js';
import { getPublicProduct } from './service.js';

export const handler = route(routes.getPublicProduct, async ({ params }) => cacheable(await getPublicProduct(catalog(), params.id)));

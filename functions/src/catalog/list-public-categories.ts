import { routes } from './routes.js';
import { route } from '../app.js';
import { catalog } from './deps.js';
import { cacheable } from './public-cache.js';
import { listPublicCategories } from './service.js';

export const handler = route(routes.listPublicCategories, async ({ params }) => cacheable(await listPublicCategories(catalog(), params.type)));

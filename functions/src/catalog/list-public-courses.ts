import { routes } from './routes.js';
import { route } from '../app.js';
import { catalog } from './deps.js';
import { cacheable } from './public-cache.js';
import { listPublicCourses } from './service.js';

export const handler = route(routes.listPublicCourses, async ({ query }) => cacheable(await listPublicCourses(catalog(), query)));

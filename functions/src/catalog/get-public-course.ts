import { routes } from './routes.js';
import { route } from '../app.js';
import { catalog } from './deps.js';
import { cacheable } from './public-cache.js';
import { getPublicCourse } from './service.js';

export const handler = route(routes.getPublicCourse, async ({ params }) => cacheable(await getPublicCourse(catalog(), params.id)));

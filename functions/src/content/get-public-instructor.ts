import { routes } from './routes.js';
import { route } from '../app.js';
import { cacheable } from '../catalog/public-cache.js';
import { content } from './deps.js';
import { getPublicInstructor } from './public-content.js';

export const handler = route(routes.getPublicInstructor, async ({ params }) => cacheable(await getPublicInstructor(content(), params.id)));

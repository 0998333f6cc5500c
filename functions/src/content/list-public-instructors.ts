import { routes } from './routes.js';
import { route } from '../app.js';
import { cacheable } from '../catalog/public-cache.js';
import { content } from './deps.js';
import { listPublicInstructors } from './public-content.js';

export const handler = route(routes.listPublicInstructors, async ({ query }) => cacheable(await listPublicInstructors(content(), query)));

import { routes } from './routes.js';
import { route } from '../app.js';
import { cacheable } from '../catalog/public-cache.js';
import { content } from './deps.js';
import { featureInstructor } from './public-content.js';

export const handler = route(routes.getFeatureInstructor, async ({ params }) => cacheable(await featureInstructor(content(), params.id)));

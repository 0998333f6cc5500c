import { routes } from '@lm/shared';
import { route } from '../app.js';
import { catalog } from './deps.js';
import { updateCourse } from './service.js';

export const handler = route(routes.updateCourse, ({ params, body }) => updateCourse(catalog(), params.id, body));

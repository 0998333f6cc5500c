import { routes } from '@lm/shared';
import { route } from '../app.js';
import { catalog } from './deps.js';
import { createCourse } from './service.js';

export const handler = route(routes.createCourse, ({ body }) => createCourse(catalog(), body));

import { routes } from '@lm/shared';
import { route } from '../app.js';
import { catalog } from './deps.js';
import { listCourses } from './service.js';

export const handler = route(routes.listCourses, ({ query }) => listCourses(catalog(), query));

import { routes } from '@lm/shared';
import { route } from '../app.js';
import { catalog } from './deps.js';
import { getCourse } from './service.js';

export const handler = route(routes.getCourse, ({ params }) => getCourse(catalog(), params.id));

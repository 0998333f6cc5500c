import { routes } from '@lm/shared';
import { route } from '../app.js';
import { site } from './deps.js';
import { deleteCustomPages } from './service.js';

export const handler = route(routes.deleteCustomPages, ({ body }) => deleteCustomPages(site(), body.ids));

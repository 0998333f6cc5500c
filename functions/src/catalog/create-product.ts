import { routes } from '@lm/shared';
import { route } from '../app.js';
import { catalog } from './deps.js';
import { createProduct } from './service.js';

export const handler = route(routes.createProduct, ({ body }) => createProduct(catalog(), body));

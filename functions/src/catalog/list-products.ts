import { routes } from '@lm/shared';
import { route } from '../app.js';
import { catalog } from './deps.js';
import { listProducts } from './service.js';

export const handler = route(routes.listProducts, ({ query }) => listProducts(catalog(), query));

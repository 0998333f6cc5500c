import { routes } from '@lm/shared';
import { route } from '../app.js';
import { catalog } from './deps.js';
import { getProduct } from './service.js';

export const handler = route(routes.getProduct, ({ params }) => getProduct(catalog(), params.id));

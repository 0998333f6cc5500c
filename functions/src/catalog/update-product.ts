import { routes } from '@lm/shared';
import { route } from '../app.js';
import { catalog } from './deps.js';
import { updateProduct } from './service.js';

export const handler = route(routes.updateProduct, ({ params, body }) => updateProduct(catalog(), params.id, body));

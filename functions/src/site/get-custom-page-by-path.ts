import { routes } from '@lm/shared';
import { route } from '../app.js';
import { cacheable } from '../catalog/public-cache.js';
import { site } from './deps.js';
import { customPageByPath } from './service.js';

export const handler = route(routes.getCustomPageByPath, async ({ query }) => cacheable(await customPageByPath(site(), query.path)));

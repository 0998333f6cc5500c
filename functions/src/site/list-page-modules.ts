import { routes } from '@lm/shared';
import { route } from '../app.js';
import { cacheable } from '../catalog/public-cache.js';
import { site } from './deps.js';
import { pageModules } from './service.js';

export const handler = route(routes.listPageModules, async ({ params }) => cacheable(await pageModules(site(), params.pageId)));

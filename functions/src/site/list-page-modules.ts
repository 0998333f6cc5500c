import { routes } from './routes.js';
import { route } from '../app.js';
import { cacheable, personal } from '../catalog/public-cache.js';
import { site } from './deps.js';
import { pageModules } from './custom-pages.js';

export const handler = route(routes.listPageModules, async ({ params, caller }) => {
  const { body, membersOnly } = await pageModules(site(), params.pageId, caller);
  return membersOnly ? personal(body) : cacheable(body);
});

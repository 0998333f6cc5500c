import { routes } from './routes.js';
import { route } from '../app.js';
import { cacheable, personal } from '../catalog/public-cache.js';
import { site } from './deps.js';
import { customPageByPath } from './custom-pages.js';

export const handler = route(routes.getCustomPageByPath, async ({ query, caller }) => {
  const { body, membersOnly } = await customPageByPath(site(), query.path, caller);
  return membersOnly ? personal(body) : cacheable(body);
});

import { routes, type PageModule } from '@lm/shared';
import { call } from '../../../../lib/api/client';
import { pathOf } from '../../api/endpoint';

/** GET /api/custompages/{id}/modules: the page's modules in their ordering, for the builder. */
export const getPageModules = (pageId: string, signal?: AbortSignal) =>
  call<PageModule[]>('GET', pathOf(routes.getCustomPageModules, {}, { id: pageId }), { signal });

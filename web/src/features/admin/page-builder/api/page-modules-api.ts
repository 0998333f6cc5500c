import { routes, type PageModule } from '@lm/shared';
import { callAnyRoute } from '../../../../lib/api/call-route';

/** One module as the builder sends it: `id` for a module the page has. */
export interface ModuleInput {
  id?: string;
  type: PageModule['type'];
  name: string;
  custom_name: string;
  data: unknown;
}

/** GET /api/custompages/{id}/modules: the page's modules in their ordering, for the builder. */
export const getPageModules = (pageId: string, signal?: AbortSignal) => callAnyRoute<PageModule[]>(routes.getCustomPageModules, { params: { id: pageId }, signal });

/** PUT /api/custompages/{id}/modules: the whole list in its order, saved at once; answers the saved list. */
export const savePageModules = (pageId: string, modules: readonly ModuleInput[]) =>
  callAnyRoute<PageModule[]>(routes.saveCustomPageModules, { params: { id: pageId }, body: { modules }, json: true });

import { routes, type PageModule } from '@lm/shared';
import { call } from '../../../../lib/api/client';
import { pathOf } from '../../api/endpoint';

/** One module as the builder sends it: `id` for a module the page has. */
export interface ModuleInput {
  id?: string;
  type: PageModule['type'];
  name: string;
  custom_name: string;
  data: unknown;
}

/** PUT /api/custompages/{id}/modules: the whole list in its order, saved at once; answers the saved list. */
export const savePageModules = (pageId: string, modules: readonly ModuleInput[]) =>
  call<PageModule[]>('PUT', pathOf(routes.saveCustomPageModules, {}, { id: pageId }), { body: { modules }, json: true });

import type { AdminCustomPage, CustomPage, PageModule } from '@lm/shared';
import { ConflictError, NotFoundError } from '../errors.js';
import { PathTakenError } from './errors.js';
import type { PageEditor, PageStore, StoredSiteSettings } from './ports.js';

type Page = CustomPage & Partial<Pick<AdminCustomPage, 'is_public' | 'views' | 'created_at' | 'updated_at'>>;

const toAdmin = (page: Page): AdminCustomPage => ({ is_public: true, views: 0, created_at: '', updated_at: '', ...page });
const toPublic = ({ is_public: _public, views: _views, created_at: _created, updated_at: _updated, ...page }: Page): CustomPage => page;

/**
 * An in-memory page store for service tests, with the table store's rules: one page per path,
 * routes written with the page, modules replaced only at the version read. `settings` is the
 * stored settings the route list lives in (share it with the settings store of the test).
 */
export function memoryPages(
  pages: Page[] = [],
  modules: PageModule[] = [],
  settings: { stored: StoredSiteSettings } = { stored: {} },
): PageStore & PageEditor & { views: Map<string, number> } {
  const views = new Map<string, number>();
  const versions = new Map<string, number>();
  let list = [...modules];
  const find = (id: string) => pages.find((page) => page.id === id);
  return {
    views,
    byPath: async (path) => {
      const page = pages.find((one) => one.path === path);
      return page && toPublic(page);
    },
    byId: async (id) => {
      const page = find(id);
      return page && toPublic(page);
    },
    modules: async (pageId) => list.filter((module) => module.page_id === pageId),
    countView: async (pageId) => {
      if (!find(pageId)) return undefined;
      const next = (views.get(pageId) ?? 0) + 1;
      views.set(pageId, next);
      return next;
    },
    list: async () => pages.map(toAdmin),
    get: async (id) => {
      const page = find(id);
      return page && toAdmin(page);
    },
    pathOwner: async (path) => pages.find((page) => page.path === path)?.id,
    async save(page, previous, routes) {
      if (pages.some((one) => one.path === page.path && one.id !== page.id)) throw new PathTakenError(page.path);
      if (previous && !find(page.id)) throw new NotFoundError(`No page has the id ${page.id}.`);
      const next = routes(settings.stored.routes);
      pages = [...pages.filter((one) => one.id !== page.id), page];
      settings.stored = { ...settings.stored, routes: next };
    },
    async remove(page, routes) {
      const next = routes(settings.stored.routes);
      pages = pages.filter((one) => one.id !== page.id);
      list = list.filter((module) => module.page_id !== page.id);
      settings.stored = { ...settings.stored, routes: next };
    },
    moduleList: async (pageId) => (find(pageId) ? { version: versions.get(pageId) ?? 0, modules: list.filter((module) => module.page_id === pageId) } : undefined),
    async replaceModules(pageId, version, _current, next) {
      if (!find(pageId)) throw new NotFoundError(`No page has the id ${pageId}.`);
      if ((versions.get(pageId) ?? 0) !== version) throw new ConflictError('The page’s modules were changed by someone else meanwhile; load them again and redo your changes.');
      versions.set(pageId, version + 1);
      list = [...list.filter((module) => module.page_id !== pageId), ...next];
    },
  };
}

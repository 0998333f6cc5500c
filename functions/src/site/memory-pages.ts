import type { CustomPage, PageModule } from '@lm/shared';
import type { PageStore } from './ports.js';

/** An in-memory page store for service tests: pages by id, modules kept in the order given. */
export function memoryPages(pages: CustomPage[] = [], modules: PageModule[] = []): PageStore & { views: Map<string, number> } {
  const views = new Map<string, number>();
  return {
    views,
    byPath: async (path) => pages.find((page) => page.path === path),
    byId: async (id) => pages.find((page) => page.id === id),
    modules: async (pageId) => modules.filter((module) => module.page_id === pageId),
    countView: async (pageId) => {
      if (!pages.some((page) => page.id === pageId)) return undefined;
      const next = (views.get(pageId) ?? 0) + 1;
      views.set(pageId, next);
      return next;
    },
  };
}

import { customPage, pageModule, type PageModule } from '@lm/shared';
import type { PageStore } from '../site/ports.js';
import { isConditionFailure } from './conditions.js';
import type { Database } from './database.js';

export function createPageStore(db: Pick<Database, 'customPages' | 'pageModules'>): PageStore {
  // The schema drops what the table holds beyond the API's fields (the view counter).
  const toPage = (item: unknown) => (item ? customPage.parse(item) : undefined);
  return {
    byPath: async (path) => toPage((await db.customPages.query.byPath({ path }).go({ limit: 1 })).data[0]),
    byId: async (id) => toPage((await db.customPages.get({ id }).go()).data),
    modules: async (pageId) =>
      (await db.pageModules.query.byPage({ page_id: pageId }).go({ pages: 'all' })).data.map(
        (item): PageModule => pageModule.parse({ ...item, data: item.data ?? null }),
      ),
    countView: async (pageId) => {
      try {
        const { data } = await db.customPages
          .update({ id: pageId })
          .add({ views: 1 })
          .where((attr, op) => op.exists(attr.id))
          .go({ response: 'updated_new' });
        return data.views ?? 0;
      } catch (error) {
        if (isConditionFailure(error)) return undefined;
        throw error;
      }
    },
  };
}

import { message, adminCustomPage, customPage, pageModule, type AdminCustomPage, type PageModule, type SiteRoutes } from '@lm/shared';
import { Service } from 'electrodb';
import { ConflictError, NotFoundError } from '../errors.js';
import { PathTakenError } from '../site/errors.js';
import type { ModuleList, PageEditor, PageStore, RoutesChange } from '../site/ports.js';
import { unlessRefused } from './conditions.js';
import type { Database } from './database.js';

type PageDb = Pick<Database, 'customPages' | 'pageModules' | 'pagePaths' | 'settings'>;

/** The setting item holding ../shared/SPEC.md §2's configured route lists. */
const ROUTES = 'routes';
/** TransactWriteItems takes at most 100 actions. */
const TRANSACTION_LIMIT = 100;
/** A route list written by someone else between our read and our write is read again this many times. */
const ROUTE_ATTEMPTS = 3;

const CONDITION_FAILED = 'ConditionalCheckFailed';

class RoutesChangedError extends Error {}

/** The answer of an ElectroDB transaction: whether it was canceled, and each action's reason. */
type TransactionAnswer = { canceled: boolean; data: ({ code?: string } | undefined)[] };

const failed = (answer: TransactionAnswer, index: number) => answer.data[index]?.code === CONDITION_FAILED;

function toAdminPage(item: Record<string, unknown>): AdminCustomPage {
  return adminCustomPage.parse({ ...item, views: item.views ?? 0, created_at: item.created_at ?? '', updated_at: item.updated_at ?? '' });
}

/** A module's place in the table: its sort key holds the ordering. */
const keyOf = (module: Pick<PageModule, 'ordering' | 'id'>) => `${module.ordering}/${module.id}`;
const sameModule = (a: PageModule, b: PageModule) =>
  a.type === b.type && a.name === b.name && a.custom_name === b.custom_name && JSON.stringify(a.data) === JSON.stringify(b.data);

export function createPageStore(db: PageDb): PageStore & PageEditor {
  const service = new Service({ customPages: db.customPages, pageModules: db.pageModules, pagePaths: db.pagePaths, settings: db.settings });
  // The schema drops what the table holds beyond the API's fields (the view counter).
  const toPage = (item: unknown) => (item ? customPage.parse(item) : undefined);

  async function modulesOf(pageId: string): Promise<PageModule[]> {
    return (await db.pageModules.query.byPage({ page_id: pageId }).go({ pages: 'all' })).data.map(
      (item): PageModule => pageModule.parse({ ...item, data: item.data ?? null }),
    );
  }

  type Tx = Parameters<Parameters<typeof service.transaction.write>[0]>[0];
  /** The route lists to store, and the item they replace; undefined when they stay as they are. */
  type RoutesWrite = { stored: { value: unknown; updatedAt?: string } | null; next: SiteRoutes } | undefined;

  /** The action storing the next route lists, on condition that nobody changed them since they were read. */
  const routesActions = (tx: Tx, write: RoutesWrite) => {
    if (!write) return [];
    const { stored, next } = write;
    if (!stored) return [tx.settings.create({ name: ROUTES, value: next }).commit()];
    return [
      tx.settings
        .put({ name: ROUTES, value: next })
        .where((attr, op) => (stored.updatedAt ? op.eq(attr.updatedAt, stored.updatedAt) : op.notExists(attr.updatedAt)))
        .commit(),
    ];
  };

  /**
   * Runs a transaction with the route lists `routes` works out from the stored ones; when someone
   * changed them between the read and the write, reads them again. `routeIndex` says where the
   * routes action sits in the transaction.
   */
  async function withRoutes(routes: RoutesChange, run: (write: RoutesWrite) => Promise<{ answer: TransactionAnswer; routeIndex: number }>): Promise<TransactionAnswer> {
    for (let attempt = 1; ; attempt += 1) {
      const stored = (await db.settings.get({ name: ROUTES }).go({ consistent: true })).data;
      const next = routes(stored?.value);
      const write: RoutesWrite = stored !== null && JSON.stringify(stored.value) === JSON.stringify(next) ? undefined : { stored, next };
      const { answer, routeIndex } = await run(write);
      if (!(answer.canceled && write && failed(answer, routeIndex))) return answer;
      if (attempt === ROUTE_ATTEMPTS) throw new RoutesChangedError();
    }
  }

  const routesBusy = () => new ConflictError(message('siteRoutesBusy'));

  return {
    byPath: async (path) => toPage((await db.customPages.query.byPath({ path }).go({ limit: 1 })).data[0]),
    byId: async (id) => toPage((await db.customPages.get({ id }).go()).data),
    modules: modulesOf,
    countView: async (pageId) => {
      const written = await unlessRefused(
        db.customPages
          .update({ id: pageId })
          .add({ views: 1 })
          .where((attr, op) => op.exists(attr.id))
          .go({ response: 'updated_new' }),
      );
      return written && (written.data.views ?? 0);
    },

    list: async () => (await db.customPages.query.all({}).go({ pages: 'all' })).data.map(toAdminPage),
    get: async (id) => {
      const { data } = await db.customPages.get({ id }).go();
      return data ? toAdminPage(data) : undefined;
    },
    // Pages written before paths were claimed are found through the path index.
    pathOwner: async (path) =>
      (await db.pagePaths.get({ path }).go({ consistent: true })).data?.page_id ?? (await db.customPages.query.byPath({ path }).go({ limit: 1 })).data[0]?.id,

    async save(page, previous, routes) {
      const { id, path, name, views: _views, ...fields } = page;
      const moved = previous !== undefined && previous.path !== path;
      try {
        const answer = await withRoutes(routes, async (routesWrite) => {
          const answer = (await service.transaction
            .write((tx) => {
              const actions = previous
                ? [
                    // A patch keeps the view counter and the modules' version.
                    tx.customPages.patch({ id }).set({ path, name, ...fields }).commit(),
                    ...(moved
                      ? [
                          tx.pagePaths.create({ path, page_id: id }).commit(),
                          tx.pagePaths
                            .delete({ path: previous.path })
                            .where((attr, op) => `${op.notExists(attr.page_id)} OR ${op.eq(attr.page_id, id)}`)
                            .commit(),
                        ]
                      : [
                          // Also takes the path of a page written before paths were claimed.
                          tx.pagePaths
                            .put({ path, page_id: id })
                            .where((attr, op) => `${op.notExists(attr.page_id)} OR ${op.eq(attr.page_id, id)}`)
                            .commit(),
                        ]),
                  ]
                : [tx.customPages.create({ id, path, name, ...fields }).commit(), tx.pagePaths.create({ path, page_id: id }).commit()];
              return [...actions, ...routesActions(tx, routesWrite)];
            })
            .go()) as TransactionAnswer;
          return { answer, routeIndex: previous ? (moved ? 3 : 2) : 2 };
        });
        if (!answer.canceled) return;
        if (failed(answer, 0)) throw previous ? new NotFoundError(message('noneWithId', { what: 'page', id })) : new ConflictError(message('idTaken', { id }));
        if (failed(answer, 1)) throw new PathTakenError(path);
        throw new Error(`Saving page ${id} was canceled: ${answer.data.map((reason) => reason?.code ?? 'None').join(', ')}.`);
      } catch (error) {
        if (error instanceof RoutesChangedError) throw routesBusy();
        throw error;
      }
    },

    async remove(page, routes) {
      let modules = await modulesOf(page.id);
      // The page, its path and its route take three actions; modules beyond the rest go first.
      const room = TRANSACTION_LIMIT - 3;
      if (modules.length > room) {
        await db.pageModules.delete(modules.slice(room).map((module) => ({ page_id: page.id, ordering: module.ordering, id: module.id }))).go();
        modules = modules.slice(0, room);
      }
      try {
        const answer = await withRoutes(routes, async (routesWrite) => {
          const answer = (await service.transaction
            .write((tx) => {
              const actions = [
                tx.customPages.delete({ id: page.id }).commit(),
                tx.pagePaths
                  .delete({ path: page.path })
                  .where((attr, op) => `${op.notExists(attr.page_id)} OR ${op.eq(attr.page_id, page.id)}`)
                  .commit(),
                ...modules.map((module) => tx.pageModules.delete({ page_id: page.id, ordering: module.ordering, id: module.id }).commit()),
              ];
              return [...actions, ...routesActions(tx, routesWrite)];
            })
            .go()) as TransactionAnswer;
          return { answer, routeIndex: 2 + modules.length };
        });
        if (answer.canceled) throw new Error(`Deleting page ${page.id} was canceled: ${answer.data.map((reason) => reason?.code ?? 'None').join(', ')}.`);
      } catch (error) {
        if (error instanceof RoutesChangedError) throw routesBusy();
        throw error;
      }
    },

    async moduleList(pageId): Promise<ModuleList | undefined> {
      const [page, modules] = await Promise.all([db.customPages.get({ id: pageId }).go({ consistent: true }), modulesOf(pageId)]);
      if (!page.data) return undefined;
      return { version: page.data.modules_version ?? 0, modules };
    },

    async replaceModules(pageId, version, current, next) {
      const wanted = new Map(next.map((module) => [keyOf(module), module]));
      const existing = new Map(current.map((module) => [keyOf(module), module]));
      const removed = current.filter((module) => !wanted.has(keyOf(module)));
      const written = next.filter((module) => {
        const before = existing.get(keyOf(module));
        return !before || !sameModule(before, module);
      });
      if (1 + removed.length + written.length > TRANSACTION_LIMIT) {
        throw new Error(`Saving the modules of ${pageId} needs ${1 + removed.length + written.length} actions; the limit is ${TRANSACTION_LIMIT}.`);
      }
      const answer = (await service.transaction
        .write((tx) => [
          tx.customPages
            .patch({ id: pageId })
            .set({ modules_version: version + 1 })
            .where((attr, op) => (version === 0 ? op.notExists(attr.modules_version) : op.eq(attr.modules_version, version)))
            .commit(),
          ...removed.map((module) => tx.pageModules.delete({ page_id: pageId, ordering: module.ordering, id: module.id }).commit()),
          ...written.map((module) =>
            tx.pageModules
              .put({ id: module.id, page_id: pageId, type: module.type, ordering: module.ordering, name: module.name, custom_name: module.custom_name, data: module.data })
              .commit(),
          ),
        ])
        .go()) as TransactionAnswer;
      if (!answer.canceled) return;
      if (failed(answer, 0)) {
        if (!(await db.customPages.get({ id: pageId }).go({ consistent: true })).data) throw new NotFoundError(message('noneWithId', { what: 'page', id: pageId }));
        throw new ConflictError(message('pageModulesChanged'));
      }
      throw new Error(`Saving the modules of ${pageId} was canceled: ${answer.data.map((reason) => reason?.code ?? 'None').join(', ')}.`);
    },
  };
}

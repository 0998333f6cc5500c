import type { AdminPermissions } from '@lm/shared';
import { route } from '../app.js';
import {
  createRecord,
  deleteRecords,
  getRecord,
  listRecords,
  updateRecord,
  type CrudRoutes,
  type Fields,
  type MasterFile,
  type RecordClock,
  type Stamped,
} from '../master-files/master-file.js';
import type { Caller } from './caller.js';
import type { HttpRequest, RouteHandler } from './handler.js';

type Params = Record<string, string>;

export type { CrudRoutes };

/**
 * A master file, or the one a request names (categories of a `{type}`, the kind a delete's body
 * names).
 */
type FileOf<T extends Stamped, P extends RecordClock, I> = MasterFile<T, P, I> | ((request: { params?: Params; body?: unknown }) => MasterFile<T, P, I>);

/**
 * Every master file's admin handlers are alike: its routes in the table and its definition make
 * them (decision 0011). `afterCreate` runs once a record is stored (an announcement is pushed).
 */
export function crudHandlers<T extends Stamped, P extends RecordClock, I = Fields<T>>(
  fileOf: FileOf<T, P, I>,
  crud: CrudRoutes<T, I>,
  ports: () => P,
  hooks: {
    /** Refuses a change (create, update, delete) beyond what the route's screens allow (decision 0021); reads stay open. */
    guardChanges?: (request: { caller: Caller; permissions: () => Promise<AdminPermissions> }) => Promise<void>;
    afterCreate?: (record: T, request: HttpRequest<CrudRoutes<T, I>['create']>) => Promise<unknown>;
  } = {},
): RouteHandler[] {
  const file = (request: { params?: Params; body?: unknown }) => (typeof fileOf === 'function' ? fileOf(request) : fileOf);
  const handlers = [
    route(crud.list, (request) => listRecords(ports(), file(request), request.query)),
    route(crud.get, (request) => getRecord(ports(), file(request), request.params.id)),
    route(crud.create, async (request) => {
      await hooks.guardChanges?.(request);
      const record = await createRecord(ports(), file(request), request.body as I);
      await hooks.afterCreate?.(record, request);
      return record;
    }),
    route(crud.update, async (request) => {
      await hooks.guardChanges?.(request);
      return updateRecord(ports(), file(request), request.params.id, request.body as I);
    }),
  ];
  const { remove } = crud;
  if (remove) {
    handlers.push(
      route(remove, async (request) => {
        await hooks.guardChanges?.(request);
        return deleteRecords(ports(), file(request), (request.body as { ids: string[] }).ids);
      }),
    );
  }
  return handlers;
}

/**
 * The admin handlers of master files that carry their routes: a domain lists its files once
 * (decision 0028), and a new one is served without a line here.
 */
export function masterFileHandlers<P extends RecordClock>(
  // Each file has its own record type; the handlers are typed by its routes.
  files: readonly MasterFile<any, P, any>[], // eslint-disable-line @typescript-eslint/no-explicit-any
  ports: () => P,
): RouteHandler[] {
  return files.flatMap((file) => {
    if (!file.routes) throw new Error(`The ${file.what} master file names no routes.`);
    return crudHandlers(file, file.routes, ports);
  });
}

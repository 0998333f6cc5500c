import { message, type MessageCode, type RouteDefinition, type TableColumn, type TablePage, type TableQuery, type tableQuery } from '@lm/shared';
import type * as z from 'zod';
import { ConflictError, invalidField, NotFoundError } from '../errors.js';
import { tablePageOf } from '../tables/table-query.js';

/** What every master-file record carries (decision 0011). */
export type Stamped = { id: string; created_at: string; updated_at: string };

/** What a form sends: the record without its id and stamps. */
export type Fields<T> = Omit<T, keyof Stamped>;

/** One kind of master-file record, stored whole (the API's fields are the stored fields). */
export interface RecordStore<T extends { id: string }> {
  /** Every record, through the kind's listing index. */
  list(): Promise<T[]>;
  get(id: string): Promise<T | undefined>;
  /** Fails with a ConflictError when `create` and the id is taken, or `replace` and it is not. */
  put(record: T, mode: 'create' | 'replace'): Promise<void>;
  /** Deletes the records that exist; answers their ids. */
  delete(ids: readonly string[]): Promise<string[]>;
}

/** What every store answers a create whose id is taken, or a replace of a record gone. */
export const idConflict = (mode: 'create' | 'replace', id: string) => new ConflictError(mode === 'create' ? `The id ${id} is taken.` : `Nothing has the id ${id} any more.`);

/**
 * Fields of a kind's records no two may share, as a store keeps them (decision 0011, "Unique
 * fields"): what the claims are filed under, and the error a taken value is refused with.
 */
export interface UniqueValues {
  kind: string;
  fields: readonly string[];
  refuse(field: string): Error;
}

/** A kind kept in categories: its records of one category, through the category index. */
export interface CategorizedRecordStore<T extends { id: string }> extends RecordStore<T> {
  listInCategory(categoryId: string): Promise<T[]>;
  countInCategory(categoryId: string): Promise<number>;
}

/** What every master file's ports give: new ids and the time. */
export interface RecordClock {
  newId(): string;
  now(): Date;
}

/**
 * A kind of record kept whole under its ElectroDB model (`data/entities/<name>.ts`, on the shared
 * `recordAttributes` and `listedIndexes`). The model is all a store needs: the DynamoDB ports
 * make the entity from it when first asked, the memory ports keep a map per kind, so a new master
 * file is registered nowhere else.
 */
export interface RecordKind<T extends { id: string }> {
  readonly model: { readonly model: { readonly entity: string } };
  /** Fields the API answers null where the table keeps no attribute (DynamoDB attributes are never null here). */
  readonly nullable: readonly (keyof T & string)[];
  /**
   * For kinds read on every request and written seldom (what a cart is priced with): how long a
   * warm Lambda may answer its listing from memory, in ms. A write through the same Lambda
   * forgets it at once (decision 0030, "What a warm Lambda keeps").
   */
  readonly listKeptMs?: number;
  /**
   * Fields no two records may share (a coupon's code), each with the message a taken value is
   * refused with, naming the field: the store claims each value in the record's own write, so
   * two at once cannot both have it (decision 0011, "Unique fields").
   */
  readonly unique?: Readonly<Partial<Record<keyof T & string, MessageCode>>>;
  /** The record type, for inference only. */
  readonly record?: T;
}

/** A record kind's unique fields, refused with their messages naming the field (400). */
export function uniqueValuesOf<T extends { id: string }>(kind: RecordKind<T>): UniqueValues | undefined {
  const unique = kind.unique;
  if (!unique) return undefined;
  return { kind: kind.model.model.entity, fields: Object.keys(unique), refuse: (field) => invalidField(field, message(unique[field as keyof T & string] as never)) };
}

export const recordKind = <T extends { id: string }>(
  model: RecordKind<T>['model'],
  nullable: readonly (keyof T & string)[] = [],
  options: Pick<RecordKind<T>, 'listKeptMs' | 'unique'> = {},
): RecordKind<T> => ({ model, nullable, ...options });

/** Ports that keep any record kind: a master file's store is `ports.records(kind)`. */
export interface RecordPorts extends RecordClock {
  records<T extends { id: string }>(kind: RecordKind<T>): RecordStore<T>;
}

/** The store of a master file kept as a record kind. */
export const keptAs =
  <T extends { id: string }>(kind: RecordKind<T>) =>
  (ports: RecordPorts): RecordStore<T> =>
    ports.records(kind);

type Params = Record<string, string>;

/**
 * The admin routes of one master file (`adminCrud` and `adminDelete` in shared), typed by its
 * record so each handler's input and answer match the core.
 */
export interface CrudRoutes<T, I = Fields<T>> {
  list: RouteDefinition<z.ZodType<Params> | undefined, typeof tableQuery, undefined, z.ZodType<TablePage<T>>, 'admin'>;
  get: RouteDefinition<z.ZodType<{ id: string }>, undefined, undefined, z.ZodType<T>, 'admin'>;
  create: RouteDefinition<z.ZodType<Params> | undefined, undefined, z.ZodType<I>, z.ZodType<T>, 'admin'>;
  update: RouteDefinition<z.ZodType<{ id: string }>, undefined, z.ZodType<I>, z.ZodType<T>, 'admin'>;
  remove?: RouteDefinition<undefined, undefined, z.ZodType<{ ids: string[] }>, z.ZodType<{ success: true; ok: true; deleted: string[] }>, 'admin'>;
}

/** A column and its direction. */
export interface DefaultSort {
  column: string;
  order: 'asc' | 'desc';
}

/** The file's own ordering column, as the storefront lists them. */
export const byOrdering: DefaultSort = { column: 'ordering', order: 'asc' };
/** The newest first. */
export const newestFirst: DefaultSort = { column: 'created_at', order: 'desc' };

/**
 * A master file (decision 0011): where its records live, the columns of its admin table, what is
 * checked before a record is stored, and what follows a save or a delete. The same five
 * operations serve every one of them: a page of the table, one record, create, update, delete.
 */
export interface MasterFile<T extends Stamped, P extends RecordClock, I = Fields<T>> {
  /** What one record is called in messages ("No course has the id …"). */
  what: string;
  store(ports: P): RecordStore<T>;
  /** Its five admin routes, when the domain serves them as they are (`masterFileHandlers`). */
  routes?: CrudRoutes<T, I>;
  columns: readonly TableColumn[];
  /**
   * The admin table's order when it asks for none: the order the storefront shows them in
   * (`ordering`), or the newest first for what piles up (orders, subscribers, assessments).
   */
  sort?: DefaultSort;
  /**
   * Turns what the form sent (`I`) into the fields stored, refusing references to what does not
   * exist (naming the field); `id` is set on update. Needed when the form is not the fields.
   */
  prepare?(ports: P, input: I, id?: string): Promise<Fields<T>>;
  /** Runs after a record is stored (the search index…); a failure fails the request, so a retry mends it. */
  saved?(ports: P, record: T): Promise<void>;
  /** ../shared/SPEC.md §8 cannotDelete: throws CannotDeleteError before anything is deleted when one of `ids` may not go. */
  beforeDelete?(ports: P, ids: readonly string[]): Promise<void>;
  /** Runs after records are deleted, with the ids that were. */
  deleted?(ports: P, ids: readonly string[]): Promise<void>;
}

export async function requireRecord<T extends { id: string }>(store: RecordStore<T>, id: string, what: string): Promise<T> {
  const record = await store.get(id);
  if (!record) throw new NotFoundError(message('noneWithId', { what, id }));
  return record;
}

/** Creates or replaces a record, keeping its id and creation time on replace. */
export async function save<T extends Stamped>(clock: RecordClock, store: RecordStore<T>, fields: Fields<T>, existing?: T): Promise<T> {
  const now = clock.now().toISOString();
  const record = { ...fields, id: existing?.id ?? clock.newId(), created_at: existing?.created_at ?? now, updated_at: now } as T;
  await store.put(record, existing ? 'replace' : 'create');
  return record;
}

/** The query's sort, or the file's when it asks for none (`order=desc` alone turns the file's around). */
function withDefaultSort(query: TableQuery, sort: DefaultSort | undefined): TableQuery {
  if (query.sort || !sort) return query;
  const turned = sort.order === 'asc' ? 'desc' : 'asc';
  return { ...query, sort: sort.column, order: query.order === 'desc' ? turned : sort.order };
}

/** A page of the admin table: the records through the listing index, §5 filters and sort (the file's own when none is asked), 50 a page. */
export const listRecords = async <T extends Stamped, P extends RecordClock, I>(ports: P, file: MasterFile<T, P, I>, query: TableQuery): Promise<TablePage<T>> =>
  tablePageOf(await file.store(ports).list(), withDefaultSort(query, file.sort), file.columns);

export const getRecord = <T extends Stamped, P extends RecordClock, I>(ports: P, file: MasterFile<T, P, I>, id: string) => requireRecord(file.store(ports), id, file.what);

async function store<T extends Stamped, P extends RecordClock, I>(ports: P, file: MasterFile<T, P, I>, input: I, existing?: T): Promise<T> {
  const fields = file.prepare ? await file.prepare(ports, input, existing?.id) : (input as unknown as Fields<T>);
  const record = await save(ports, file.store(ports), fields, existing);
  await file.saved?.(ports, record);
  return record;
}

export const createRecord = <T extends Stamped, P extends RecordClock, I>(ports: P, file: MasterFile<T, P, I>, input: I) => store(ports, file, input);

export async function updateRecord<T extends Stamped, P extends RecordClock, I>(ports: P, file: MasterFile<T, P, I>, id: string, input: I): Promise<T> {
  return store(ports, file, input, await requireRecord(file.store(ports), id, file.what));
}

/** §7 deletes: all or nothing under the cannotDelete rule; answers the ids that existed. */
export async function deleteRecords<T extends Stamped, P extends RecordClock, I>(ports: P, file: MasterFile<T, P, I>, ids: readonly string[]) {
  await file.beforeDelete?.(ports, ids);
  const deleted = await file.store(ports).delete(ids);
  await file.deleted?.(ports, deleted);
  return { success: true as const, ok: true as const, deleted };
}

import type * as z from 'zod';
import type { AdminScreen } from '../admin-screens.js';
import type { PlanFlag } from '../plans.js';
import { defineRoute, type Domain, type HttpMethod, type RouteDefinition } from './route.js';
import { deletedAnswer, idParams } from './schemas/ids.js';
import { tableQuery } from './schemas/table.js';

type AnyObject = z.ZodType<Record<string, unknown>>;
type CrudAction = 'list' | 'get' | 'create' | 'update';

export interface AdminCrudOptions<
  N extends string,
  P extends string,
  Row extends z.ZodType,
  Input extends z.ZodType,
  Update extends z.ZodType,
  Table extends z.ZodType,
  Collection extends AnyObject | undefined,
  Item extends AnyObject,
> {
  /** The route ids' noun: `Article` gives listArticles, getArticle, createArticle, updateArticle. */
  noun: N;
  plural: P;
  domain: Domain;
  /** The collection's path (`/api/articles`); one record is `${path}/{id}`. */
  path: string;
  /** What one record is called in the summaries. */
  what: string;
  /** The admin screen that keeps the master file (decision 0021). */
  screen: AdminScreen;
  /** Screens beyond `screen` allowed each route: forms of other master files that read this one (a picker of courses…). */
  readers?: Partial<Record<CrudAction, readonly AdminScreen[]>>;
  /** The plan feature the master file belongs to (../shared/SPEC.md §6), if any. */
  feature?: PlanFlag;
  row: Row;
  input: Input;
  /** The update form, when it differs from the create form (an account's password is optional there). */
  update?: Update;
  table: Table;
  /** Path parameters beyond `{id}`: of the collection and of one record (categories have `{type}`). */
  params?: { collection: Collection; item: Item };
  summaries?: Partial<Record<CrudAction, string>>;
  /** A body the create route takes (the route's `example`). */
  example?: Record<string, unknown>;
}

/**
 * The four admin routes of a master file (decision 0011): a page of its table (50 rows, §5
 * filters and sort), one record for its edit form, create and update. Its delete is §7's,
 * made by `adminDelete` beside it. Every master file of every domain is described this way.
 */
export function adminCrud<
  const N extends string,
  const P extends string,
  Row extends z.ZodType,
  Input extends z.ZodType,
  Table extends z.ZodType,
  Update extends z.ZodType = Input,
  Collection extends AnyObject | undefined = undefined,
  Item extends AnyObject = typeof idParams,
>(options: AdminCrudOptions<N, P, Row, Input, Update, Table, Collection, Item>) {
  const { noun, plural, domain, path, what, screen, readers = {}, feature, row, input, table, summaries = {}, example } = options;
  const update = options.update ?? input;
  const item = options.params?.item ?? idParams;
  const collection = options.params?.collection;
  const base = (action: CrudAction) => ({ domain, access: 'admin', permission: [screen, ...(readers[action] ?? [])], ...(feature ? { feature } : {}) }) as const;
  return {
    [`list${plural}`]: defineRoute({
      ...base('list'),
      id: `list${plural}`,
      method: 'GET',
      path,
      summary: summaries.list ?? `A page of the ${what} table: 50 rows, sorted and filtered.`,
      ...(collection ? { params: collection } : {}),
      query: tableQuery,
      response: table,
    }),
    [`get${noun}`]: defineRoute({
      ...base('get'),
      id: `get${noun}`,
      method: 'GET',
      path: `${path}/{id}`,
      summary: summaries.get ?? `One ${what}, for its edit form.`,
      params: item,
      response: row,
    }),
    [`create${noun}`]: defineRoute({
      ...base('create'),
      id: `create${noun}`,
      method: 'POST',
      path,
      summary: summaries.create ?? `Create a ${what}.`,
      ...(collection ? { params: collection } : {}),
      body: input,
      response: row,
      ...(example ? { example } : {}),
    }),
    [`update${noun}`]: defineRoute({
      ...base('update'),
      id: `update${noun}`,
      method: 'PUT',
      path: `${path}/{id}`,
      summary: summaries.update ?? `Change a ${what}.`,
      params: item,
      body: update,
      response: row,
    }),
  } as { [K in `list${P}`]: RouteDefinition<Collection, typeof tableQuery, undefined, Table, 'admin'> } & {
    [K in `get${N}`]: RouteDefinition<Item, undefined, undefined, Row, 'admin'>;
  } & { [K in `create${N}`]: RouteDefinition<Collection, undefined, Input, Row, 'admin'> } & {
    [K in `update${N}`]: RouteDefinition<Item, undefined, Update, Row, 'admin'>;
  };
}

/** A master file's §7 delete: a body of ids (and what else the delete reads), answering the ids deleted. */
export function adminDelete<Body extends z.ZodType>(options: {
  id: string;
  method: Extract<HttpMethod, 'POST' | 'DELETE'>;
  path: string;
  domain: Domain;
  /** The screens that delete through it. */
  screens: readonly AdminScreen[];
  feature?: PlanFlag;
  summary: string;
  body: Body;
}) {
  const { screens, feature, ...route } = options;
  return defineRoute({ ...route, access: 'admin', permission: screens, ...(feature ? { feature } : {}), response: deletedAnswer }) as RouteDefinition<
    undefined,
    undefined,
    Body,
    typeof deletedAnswer,
    'admin'
  >;
}

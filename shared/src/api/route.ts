import type { z } from 'zod';
import type { AdminScreen } from '../admin-screens.js';
import type { PlanFlag } from '../plans.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The Lambda that serves a route (ARCHITECTURE §3). */
export const DOMAINS = ['identity', 'site', 'catalog', 'content', 'commerce', 'media', 'learning', 'live', 'reports', 'account', 'people', 'certificates'] as const;
export type Domain = (typeof DOMAINS)[number];

/**
 * Who may call a route. `public` routes have no authorizer; the others sit
 * behind the JWT authorizer and the handler then checks the role.
 */
export type Access = 'public' | 'signed-in' | 'student' | 'instructor' | 'admin';

type AnyObject = z.ZodType<Record<string, unknown>>;

/** Stand for the caller's own id and username in a route's `example` body. */
export const EXAMPLE_USER_ID = '{userId}';
export const EXAMPLE_USERNAME = '{username}';

/**
 * How a signed-in route keeps one caller's records from another's. The authorization matrix
 * (`functions/src/authorization-matrix.int.test.ts`) tries each route as someone else.
 */
export type Ownership =
  /**
   * `{id}` names one of the caller's records: the ids come from `list` (rows with `id`, narrowed to
   * those whose fields equal `where`), called as the owner with `listParams` (`{userId}` is the
   * owner's id). When there is none, `create` makes one with that route's `example`, as the owner or
   * as an administrator, and `remove` (a route taking `{id}`, or a body of `ids`) takes it away
   * afterwards. Another caller gets 403 or 404 and the owner's rows stay as they were. The owner is
   * a student unless `owner` says an instructor; the other caller holds the owner's role.
   */
  | {
      kind: 'record';
      list: string;
      owner?: 'student' | 'instructor';
      listParams?: Record<string, string>;
      where?: Record<string, string>;
      create?: { route: string; as: 'owner' | 'admin'; remove: string };
    }
  /** A field of the body names the caller: naming someone else answers 403 or 404. The route's `example` is the body. */
  | { kind: 'body'; field: string }
  /** `{id}` names a user: another caller sees only what an anonymous one sees. */
  | { kind: 'filtered' };

export interface RouteDefinition<
  Params extends AnyObject | undefined = AnyObject | undefined,
  Query extends AnyObject | undefined = AnyObject | undefined,
  Body extends z.ZodType | undefined = z.ZodType | undefined,
  Response extends z.ZodType = z.ZodType,
  A extends Access = Access,
> {
  /** camelCase verb-noun, unique. */
  id: string;
  method: HttpMethod;
  /** API Gateway syntax: `/public/announcement/{id}`. */
  path: string;
  domain: Domain;
  access: A;
  /** Public routes that read a token when one is sent (the Lambda verifies it). */
  optionalIdentity?: boolean;
  summary: string;
  params?: Params;
  query?: Query;
  body?: Body;
  /** The largest body the route takes, when it is not MAX_BODY_BYTES: a form carrying a file. */
  maxBodyBytes?: number;
  response: Response;
  feature?: PlanFlag;
  /**
   * Admin routes: the screens whose permission lets an administrator with a
   * custom user role call it (any one of them). Full administrators call
   * every admin route (decision 0021).
   */
  permission?: readonly AdminScreen[];
  /** How the route keeps callers' records apart; every signed-in route naming a record or a user says (routes.test.ts). */
  ownership?: Ownership;
  /** A body that passes validation, for tests and the docs; `{userId}` and `{username}` stand for the caller's own. */
  example?: Record<string, unknown>;
}

export type RouteKey = `${HttpMethod} ${string}`;

export function routeKey(route: Pick<RouteDefinition, 'method' | 'path'>): RouteKey {
  return `${route.method} ${route.path}`;
}

/** Keeps the literal types of a route's schemas. */
export function defineRoute<
  Params extends AnyObject | undefined = undefined,
  Query extends AnyObject | undefined = undefined,
  Body extends z.ZodType | undefined = undefined,
  Response extends z.ZodType = z.ZodType,
  const A extends Access = Access,
>(route: RouteDefinition<Params, Query, Body, Response, A>): RouteDefinition<Params, Query, Body, Response, A> {
  return route;
}

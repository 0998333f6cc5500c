import type { z } from 'zod';
import type { AdminScreen } from '../admin-screens.js';
import type { PlanFlag } from '../plans.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The Lambda that serves a route (ARCHITECTURE §3). */
export const DOMAINS = ['identity', 'site', 'catalog', 'content', 'commerce', 'media', 'learning', 'live', 'reports', 'account', 'people'] as const;
export type Domain = (typeof DOMAINS)[number];

/**
 * Who may call a route. `public` routes have no authorizer; the others sit
 * behind the JWT authorizer and the handler then checks the role.
 */
export type Access = 'public' | 'signed-in' | 'student' | 'instructor' | 'admin';

type AnyObject = z.ZodType<Record<string, unknown>>;

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
  response: Response;
  feature?: PlanFlag;
  /**
   * Admin routes: the screens whose permission lets an administrator with a
   * custom user role call it (any one of them). Full administrators call
   * every admin route (decision 0021).
   */
  permission?: readonly AdminScreen[];
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

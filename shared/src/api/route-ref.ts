import type { z } from 'zod';
import type { Access, HttpMethod, RouteDefinition } from './route.js';

/**
 * A route as a caller needs it at run time: its method, path and access, without its zod
 * schemas, which stay types (`RouteInput`, `RouteOutput`). The web calls through these
 * (`callRoute`), so a page carries no schema it does not validate with.
 */
export interface RouteRef<R extends RouteDefinition = RouteDefinition> {
  id: string;
  method: HttpMethod;
  path: string;
  access: Access;
  optionalIdentity?: boolean;
  /** Never set: carries the definition's schema types. */
  readonly definition?: R;
}

export type RouteRefs<T extends Record<string, RouteDefinition>> = { readonly [K in keyof T]: RouteRef<T[K]> };

/** A part's input type; a part the route may lack (its type admits undefined) is taken as absent. */
type Input<S> = [undefined] extends [S] ? never : S extends z.ZodType ? z.input<S> : never;
/** The schemas of a ref's route, as the type parameters of its definition (a part it lacks admits undefined). */
type Parts<Ref> = Ref extends RouteRef<RouteDefinition<infer P, infer Q, infer B, infer R>> ? { params: P; query: Q; body: B; response: R } : never;

/** What a call of the route sends: path parameters, query and body, as the schemas take them in. */
export type RouteInput<Ref extends RouteRef> = ([Input<Parts<Ref>['params']>] extends [never] ? { params?: undefined } : { params: Input<Parts<Ref>['params']> }) &
  ([Input<Parts<Ref>['query']>] extends [never] ? { query?: undefined } : { query?: Input<Parts<Ref>['query']> }) &
  ([Input<Parts<Ref>['body']>] extends [never] ? { body?: undefined } : { body: Input<Parts<Ref>['body']> });

/** What the route answers, as its response schema says. */
export type RouteOutput<Ref extends RouteRef> = z.output<Parts<Ref>['response'] & z.ZodType>;

/** The path of a route with its parameters filled in, each encoded. */
export function routePath(ref: Pick<RouteRef, 'path'>, params: Record<string, unknown> = {}): string {
  return ref.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === null || value === '') throw new Error(`${ref.path} needs ${name}.`);
    return encodeURIComponent(String(value));
  });
}

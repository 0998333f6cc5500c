import { routePath, type RouteInput, type RouteOutput, type RouteRef } from '@lm/shared';
import { call, type TokenKind } from './client';

export type RouteCall<Ref extends RouteRef> = RouteInput<Ref> & {
  /** Which session's token goes with the call; by default the one the route's access names (../shared/SPEC.md §6: admin otherwise). */
  token?: TokenKind | 'none';
  /** The default client variant of §7: a JSON body instead of form-data. */
  json?: boolean;
  signal?: AbortSignal;
  /** `include` for an answer whose cookies the browser must keep (`CallOptions.credentials`). */
  credentials?: RequestCredentials;
  /** The request outlives the page: a save as the visitor leaves it. */
  keepalive?: boolean;
};

const TOKEN_OF: Record<RouteRef['access'], TokenKind | 'none'> = { public: 'none', student: 'student', instructor: 'instructor', admin: 'admin', 'signed-in': 'admin' };

/** A route's query string: values as text, objects as JSON, what is left out left out. */
export function queryString(query: Record<string, unknown> | undefined): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    search.set(name, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/**
 * Calls a route of the table (`@lm/shared/api/route-refs`) through the call layer of §7: its
 * method and path, its parameters filled in, its query and body as its schemas take them, and the
 * answer typed as its response schema says.
 */
export function callRoute<Ref extends RouteRef>(ref: Ref, input: RouteCall<Ref>): Promise<RouteOutput<Ref>> {
  const { params, query, body, token, json, signal, credentials, keepalive } = input as RouteCall<Ref> & { params?: Record<string, unknown>; query?: Record<string, unknown>; body?: Record<string, unknown> };
  const path = `${routePath(ref, params)}${queryString(query)}`;
  return call<RouteOutput<Ref>>(ref.method, path, { body, token: token ?? TOKEN_OF[ref.access], json, signal, credentials, keepalive });
}

/** What a call of a route chosen at run time sends (a master file's routes come from its registry entry). */
export interface AnyRouteCall {
  params?: Record<string, string>;
  query?: Record<string, unknown>;
  body?: Record<string, unknown>;
  json?: boolean;
  signal?: AbortSignal;
}

/** Calls a route named at run time; its answer is what the caller's registry entry says the route answers. */
export const callAnyRoute = <T>(ref: RouteRef, input: AnyRouteCall): Promise<T> => callRoute(ref, input as unknown as RouteCall<RouteRef>) as Promise<T>;

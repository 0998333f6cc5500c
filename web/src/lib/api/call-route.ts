import { routePath, type RouteInput, type RouteOutput, type RouteRef } from '@lm/shared';
import { call, type TokenKind } from './client';

export type RouteCall<Ref extends RouteRef> = RouteInput<Ref> & {
  /** Which session's token goes with the call; by default the one the route's access names (SPEC §6: admin otherwise). */
  token?: TokenKind | 'none';
  /** The default client variant of SPEC §7: a JSON body instead of form-data. */
  json?: boolean;
  signal?: AbortSignal;
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
 * Calls a route of the table (`@lm/shared/api/route-refs`) through the call layer of SPEC §7: its
 * method and path, its parameters filled in, its query and body as its schemas take them, and the
 * answer typed as its response schema says.
 */
export function callRoute<Ref extends RouteRef>(ref: Ref, input: RouteCall<Ref>): Promise<RouteOutput<Ref>> {
  const { params, query, body, token, json, signal } = input as RouteCall<Ref> & { params?: Record<string, unknown>; query?: Record<string, unknown>; body?: Record<string, unknown> };
  const path = `${routePath(ref, params)}${queryString(query)}`;
  return call<RouteOutput<Ref>>(ref.method, path, { body, token: token ?? TOKEN_OF[ref.access], json, signal });
}

import type { RouteOutput, RouteRef } from '@lm/shared';
import { useQuery, type QueryKey } from '@tanstack/react-query';
import { callRoute, type RouteCall } from '../lib/api/call-route';
import { routeKey } from '../lib/query';

export type Resource<T> = { status: 'loading' } | { status: 'success'; data: T } | { status: 'error'; error: unknown };

/**
 * Reads what `key` names through the app's cache (`lib/query.ts`, decision 0025): coming back to
 * a page shows what it read at once, a new key loads (aborting the read it replaces), and `retry`
 * reads again after a failure. The answer is the three states the pages draw.
 */
export function useResource<T>(key: string | QueryKey, load: (signal: AbortSignal) => Promise<T>): Resource<T> & { retry(): void } {
  // Wrapped: a read may answer nothing (an item not found), which the cache does not hold on its own.
  const query = useQuery({ queryKey: typeof key === 'string' ? [key] : key, queryFn: async ({ signal }) => ({ value: await load(signal) }) });
  const retry = () => void query.refetch();
  if (query.status === 'success') return { status: 'success', data: query.data.value, retry };
  if (query.status === 'error') return { status: 'error', error: query.error, retry };
  return { status: 'loading', retry };
}

/** Reads a route of the table through the cache, as the three states the pages draw. */
export function useRouteResource<Ref extends RouteRef>(ref: Ref, input: Omit<RouteCall<Ref>, 'signal'>): Resource<RouteOutput<Ref>> & { retry(): void } {
  return useResource(routeKey(ref, input), (signal) => callRoute(ref, { ...input, signal } as RouteCall<Ref>));
}

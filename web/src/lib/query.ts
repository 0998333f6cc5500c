import { QueryClient, useMutation, useQuery, useQueryClient, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import type { RouteOutput, RouteRef } from '@lm/shared';
import { callRoute, type RouteCall } from './api/call-route';
import { ApiError } from './api/errors';

/**
 * The app's one cache of what it read (decision 0025): a page seen a moment ago shows at once
 * when the visitor comes back (and is read again in the background once it is a minute old), and
 * a change invalidates what it changed.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 60_000,
      // A refusal (404, 403…) is an answer: asking again does not change it.
      retry: (failures, error) => failures < 2 && !(error instanceof ApiError && error.status < 500 && error.status !== 408),
      refetchOnWindowFocus: false,
    },
  },
});

/** The cache key of a route's read: the route's id, then what it was called with. */
export const routeKey = (ref: RouteRef, input?: object): QueryKey => (input ? [ref.id, input] : [ref.id]);

type Input<Ref extends RouteRef> = Omit<RouteCall<Ref>, 'signal'>;

/** Reads a route through the cache. */
export function useRouteQuery<Ref extends RouteRef>(ref: Ref, input: Input<Ref>, options: Omit<UseQueryOptions<RouteOutput<Ref>>, 'queryKey' | 'queryFn'> = {}) {
  return useQuery<RouteOutput<Ref>>({ queryKey: routeKey(ref, input), queryFn: ({ signal }) => callRoute(ref, { ...input, signal } as RouteCall<Ref>), ...options });
}

/** Calls a route that changes something, then drops what the cache holds of the routes it changed. */
export function useRouteMutation<Ref extends RouteRef>(ref: Ref, options: { invalidates?: readonly RouteRef[] } = {}) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: Input<Ref>) => callRoute(ref, input as RouteCall<Ref>),
    onSuccess: () => Promise.all((options.invalidates ?? []).map((changed) => client.invalidateQueries({ queryKey: routeKey(changed) }))),
  });
}

import { ERRORS, routeKey, type Domain, type RouteDefinition } from '@lm/shared';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { errorResponse } from './error-mapper.js';
import type { RouteHandler } from './handler.js';

export type DomainHandler = (event: APIGatewayProxyEventV2, context: Context) => Promise<APIGatewayProxyStructuredResultV2>;

/**
 * The domain Lambda: dispatches `event.routeKey` to the route's handler.
 * Refuses to start unless it serves exactly its domain's routes (`<domain>/routes.ts`, which
 * `domains.test.ts` holds to the route table's entries of the domain), so the table and the
 * code cannot drift apart. It is given its own routes, not the whole table, so its bundle
 * carries only their schemas (decision 0008).
 */
export function domainRouter(domain: Domain, routes: Record<string, RouteDefinition>, handlers: readonly RouteHandler[]): DomainHandler {
  const byKey = new Map<string, RouteHandler>(handlers.map((handler) => [routeKey(handler.route), handler]));
  const expected = Object.values(routes).map(routeKey);
  const elsewhere = Object.values(routes).filter((route) => route.domain !== domain);
  if (elsewhere.length) throw new Error(`Domain ${domain} was given routes of other domains: [${elsewhere.map(routeKey).join(', ')}]`);
  const missing = expected.filter((key) => !byKey.has(key));
  const foreign = [...byKey.keys()].filter((key) => !expected.includes(key as never));
  if (missing.length || foreign.length) {
    throw new Error(`Domain ${domain} does not match the route table. Missing: [${missing.join(', ')}]; foreign: [${foreign.join(', ')}]`);
  }
  return async (event, context) => {
    const handler = byKey.get(event.routeKey);
    if (!handler) return errorResponse(404, { success: false, ok: false, message: ERRORS.notFound.message });
    return handler(event, context);
  };
}

import { ERRORS, routeKey, routeList, type Domain } from '@lm/shared';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { errorResponse } from './error-mapper.js';
import type { RouteHandler } from './handler.js';

export type DomainHandler = (event: APIGatewayProxyEventV2, context: Context) => Promise<APIGatewayProxyStructuredResultV2>;

/**
 * The domain Lambda: dispatches `event.routeKey` to the route's handler.
 * Refuses to start unless it serves exactly the route table's entries for
 * its domain, so the table and the code cannot drift apart.
 */
export function domainRouter(domain: Domain, handlers: readonly RouteHandler[]): DomainHandler {
  const byKey = new Map<string, RouteHandler>(handlers.map((handler) => [routeKey(handler.route), handler]));
  const expected = routeList.filter((route) => route.domain === domain).map(routeKey);
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

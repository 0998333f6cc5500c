import { routeKey, type RouteDefinition } from './route.js';
import { endpointShape, type SpecEndpoint } from './spec-endpoints.js';

export interface EndpointCoverage {
  /** ../shared/SPEC.md §7 endpoints the route table serves. */
  implemented: SpecEndpoint[];
  /** §7 endpoints still to build. */
  missing: SpecEndpoint[];
  /** Routes beyond §7 (admin CRUD, refresh, …): allowed, listed for review. */
  additional: RouteDefinition[];
}

export function endpointCoverage(routes: readonly RouteDefinition[], spec: readonly SpecEndpoint[]): EndpointCoverage {
  const served = new Set(routes.map((route) => endpointShape(route.method, route.path)));
  const specified = new Set(spec.map((endpoint) => endpointShape(endpoint.method, endpoint.path)));
  return {
    implemented: spec.filter((endpoint) => served.has(endpointShape(endpoint.method, endpoint.path))),
    missing: spec.filter((endpoint) => !served.has(endpointShape(endpoint.method, endpoint.path))),
    additional: routes.filter((route) => !specified.has(endpointShape(route.method, route.path))),
  };
}

export function formatCoverage(coverage: EndpointCoverage): string {
  const total = coverage.implemented.length + coverage.missing.length;
  const line = (e: { method: string; path: string }) => `  ${e.method.padEnd(6)} ${e.path}`;
  return [
    `SPEC §7 endpoints implemented: ${coverage.implemented.length} of ${total}`,
    ...coverage.implemented.map((e) => `${line(e)}`),
    '',
    `Not yet implemented: ${coverage.missing.length}`,
    ...coverage.missing.map(line),
    '',
    `Routes beyond SPEC §7: ${coverage.additional.length}`,
    ...coverage.additional.map((r) => `${line(r)}  (${r.access}; ${routeKey(r)})`),
  ].join('\n');
}

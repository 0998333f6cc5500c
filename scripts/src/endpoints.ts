import { SPEC_ENDPOINTS, endpointCoverage, formatCoverage, routeList } from '@lm/shared';

/** `npm run endpoints`: which ../shared/SPEC.md §7 endpoints the route table implements. */
console.log(formatCoverage(endpointCoverage(routeList, SPEC_ENDPOINTS)));

import { routeKey, routeList, type Domain, type RouteDefinition } from '@lm/shared';
import { describe, expect, it } from 'vitest';
import { routes as account } from './account/routes.js';
import { routes as catalog } from './catalog/routes.js';
import { routes as certificates } from './certificates/routes.js';
import { routes as commerce } from './commerce/routes.js';
import { routes as content } from './content/routes.js';
import { domainEntries } from './domains.js';
import { routes as identity } from './identity/routes.js';
import { routes as learning } from './learning/routes.js';
import { routes as live } from './live/routes.js';
import { routes as media } from './media/routes.js';
import { routes as people } from './people/routes.js';
import { routes as site } from './site/routes.js';

const DOMAIN_ROUTES: Partial<Record<Domain, Record<string, RouteDefinition>>> = { identity, site, catalog, content, account, people, commerce, media, learning, certificates, live };

describe('each domain Lambda’s own routes', () => {
  it.each(Object.entries(DOMAIN_ROUTES))('%s holds exactly the route table’s entries of its domain', (domain, routes) => {
    expect(Object.values(routes ?? {}).map(routeKey).sort()).toEqual(routeList.filter((route) => route.domain === domain).map(routeKey).sort());
  });

  it('covers every domain that serves a route, and each has a Lambda entry', () => {
    const served = [...new Set(routeList.map((route) => route.domain))].sort();
    expect(Object.keys(DOMAIN_ROUTES).sort()).toEqual(served);
    expect(Object.keys(domainEntries).sort()).toEqual(served);
  });
});

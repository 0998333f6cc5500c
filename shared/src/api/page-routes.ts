import { defineRoute, type RouteDefinition } from './route.js';
import { customPage, pageIdParams, pageModuleList, pagePathQuery, pageViews } from './schemas/pages.js';

/**
 * The storefront's custom pages (SPEC §2 "Custom page"): the page a site path names, its modules
 * in order, and a view counter (decision 0015).
 */
export const pageRoutes = {
  getCustomPageByPath: defineRoute({
    id: 'getCustomPageByPath',
    method: 'GET',
    path: '/public/custompage/by-path',
    domain: 'site',
    access: 'public',
    summary: 'The custom page a site path names (the SPA knows only the path); 404 when none does.',
    query: pagePathQuery,
    response: customPage,
  }),
  listPageModules: defineRoute({
    id: 'listPageModules',
    method: 'GET',
    path: '/public/custompage/module/{pageId}',
    domain: 'site',
    access: 'public',
    summary: 'The modules of a custom page in their ordering (SPEC §7); 404 when the page is unknown.',
    params: pageIdParams,
    response: pageModuleList,
  }),
  recordPageView: defineRoute({
    id: 'recordPageView',
    method: 'POST',
    path: '/public/custompage/{pageId}/view',
    domain: 'site',
    access: 'public',
    summary: 'Count one view of a custom page (SPEC §2: a pageview per render); answers the count.',
    params: pageIdParams,
    response: pageViews,
  }),
} as const satisfies Record<string, RouteDefinition>;

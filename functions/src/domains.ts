import type { Domain } from '@lm/shared';
import type { DomainHandler } from './http/router.js';

/** Entry points of the domain Lambdas that serve HTTP routes (infra bundles `src/<domain>/index.ts`). */
export const domainEntries: Partial<Record<Domain, () => Promise<{ handler: DomainHandler }>>> = {
  identity: () => import('./identity/index.js'),
  site: () => import('./site/index.js'),
  catalog: () => import('./catalog/index.js'),
  content: () => import('./content/index.js'),
  account: () => import('./account/index.js'),
  people: () => import('./people/index.js'),
  commerce: () => import('./commerce/index.js'),
  media: () => import('./media/index.js'),
  learning: () => import('./learning/index.js'),
  certificates: () => import('./certificates/index.js'),
  live: () => import('./live/index.js'),
};

import type { PageModule } from '@lm/shared';
import { routes } from '@lm/shared/api/route-refs';
import { useResource } from '../../../hooks/use-resource';
import { callRoute } from '../../../lib/api/call-route';
import type { TokenKind } from '../../../lib/api/client';
import { takeEarlyModules } from './early-page';

/** GET /public/custompage/module/{pageId}: the page's modules in their ordering (../shared/SPEC.md §7). */
export const listPageModules = (pageId: string, signal?: AbortSignal, token: TokenKind | 'none' = 'none') =>
  callRoute(routes.listPageModules, { params: { pageId }, signal, token });

/**
 * §5: the load succeeds only under 400. A failure is logged and the page shows no modules,
 * so a broken module list never hides the page itself.
 */
export function usePageModules(pageId: string, token: TokenKind | 'none' = 'none') {
  return useResource(['custompage/module', pageId, token], (signal) =>
    (takeEarlyModules(pageId) ?? listPageModules(pageId, signal, token)).catch((error: unknown) => {
      if (!signal.aborted) console.warn('[custom-page] modules could not be loaded', pageId, error);
      return [] as PageModule[];
    }),
  );
}

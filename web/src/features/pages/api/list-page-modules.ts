import type { PageModule } from '@lm/shared';
import { api, type TokenKind } from '../../../lib/api/client';
import { useResource } from '../../storefront/hooks/use-resource';
import { takeEarlyModules } from './early-page';

/** GET /public/custompage/module/{pageId}: the page's modules in their ordering (SPEC §7). */
export const listPageModules = (pageId: string, signal?: AbortSignal, token: TokenKind | 'none' = 'none') =>
  api.get<PageModule[]>(`/public/custompage/module/${encodeURIComponent(pageId)}`, { signal, token });

/**
 * SPEC §5: the load succeeds only under 400. A failure is logged and the page shows no modules,
 * so a broken module list never hides the page itself.
 */
export function usePageModules(pageId: string, token: TokenKind | 'none' = 'none') {
  return useResource(`custompage/module/${pageId}`, (signal) =>
    (takeEarlyModules(pageId) ?? listPageModules(pageId, signal, token)).catch((error: unknown) => {
      if (!signal.aborted) console.warn('[custom-page] modules could not be loaded', pageId, error);
      return [] as PageModule[];
    }),
  );
}

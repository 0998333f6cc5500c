import type { PageModule } from '@lm/shared';
import { api } from '../../../lib/api/client';
import { useResource } from '../../storefront/hooks/use-resource';
import { takeEarlyModules } from './early-page';

/** GET /public/custompage/module/{pageId}: the page's modules in their ordering (SPEC §7). */
export const listPageModules = (pageId: string, signal?: AbortSignal) =>
  api.get<PageModule[]>(`/public/custompage/module/${encodeURIComponent(pageId)}`, { signal, token: 'none' });

/**
 * SPEC §5: the load succeeds only under 400. A failure is logged and the page shows no modules,
 * so a broken module list never hides the page itself.
 */
export function usePageModules(pageId: string) {
  return useResource(`custompage/module/${pageId}`, (signal) =>
    (takeEarlyModules(pageId) ?? listPageModules(pageId, signal)).catch((error: unknown) => {
      if (!signal.aborted) console.warn('[custom-page] modules could not be loaded', pageId, error);
      return [] as PageModule[];
    }),
  );
}

import type { CustomPage } from '@lm/shared';
import { api, type TokenKind } from '../../../lib/api/client';
import { useResource } from '../../storefront/hooks/use-resource';
import { takeEarlyPage } from './early-page';

/** GET /public/custompage/by-path: the custom page a site path shows; 404 when none does. */
export const getCustomPageByPath = (path: string, signal?: AbortSignal, token: TokenKind | 'none' = 'none') =>
  api.get<CustomPage>(`/public/custompage/by-path?${new URLSearchParams({ path })}`, { signal, token });

/** A members' page is read with the visitor's session (`token`); a public one without, so it can be cached. */
export function useCustomPage(path: string, token: TokenKind | 'none' = 'none') {
  return useResource(`custompage?${path}`, (signal) => takeEarlyPage(path) ?? getCustomPageByPath(path, signal, token));
}

import type { CustomPage } from '@lm/shared';
import { api } from '../../../lib/api/client';
import { useResource } from '../../storefront/hooks/use-resource';
import { takeEarlyPage } from './early-page';

/** GET /public/custompage/by-path: the custom page a site path shows; 404 when none does. */
export const getCustomPageByPath = (path: string, signal?: AbortSignal) =>
  api.get<CustomPage>(`/public/custompage/by-path?${new URLSearchParams({ path })}`, { signal, token: 'none' });

export function useCustomPage(path: string) {
  return useResource(`custompage?${path}`, (signal) => takeEarlyPage(path) ?? getCustomPageByPath(path, signal));
}

import { routes } from '@lm/shared/api/route-refs';
import { useResource } from '../../../hooks/use-resource';
import { callRoute } from '../../../lib/api/call-route';
import type { TokenKind } from '../../../lib/api/client';
import { takeEarlyPage } from './early-page';

/** GET /public/custompage/by-path: the custom page a site path shows; 404 when none does. */
export const getCustomPageByPath = (path: string, signal?: AbortSignal, token: TokenKind | 'none' = 'none') =>
  callRoute(routes.getCustomPageByPath, { query: { path }, signal, token });

/** A members' page is read with the visitor's session (`token`); a public one without, so it can be cached. */
export function useCustomPage(path: string, token: TokenKind | 'none' = 'none') {
  return useResource(['custompage', path, token], (signal) => takeEarlyPage(path) ?? getCustomPageByPath(path, signal, token));
}

import { routePath } from '@lm/shared';
import { routes } from '@lm/shared/api/route-refs';
import { config } from '../../../config/env';

/** POST /user/token/refresh, sent raw: it must not itself trigger renewal or the expired modal. */
export async function refreshToken(refresh: string): Promise<string | undefined> {
  const response = await fetch(`${config().apiUrl}${routePath(routes.refreshToken)}`, {
    method: routes.refreshToken.method,
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({ refresh_token: refresh }),
  });
  if (!response.ok) return undefined;
  return ((await response.json()) as { id_token?: string }).id_token;
}

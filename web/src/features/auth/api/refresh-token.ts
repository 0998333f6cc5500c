import { config } from '../../../config/env';

/** POST /user/token/refresh, sent raw: it must not itself trigger renewal or the expired modal. */
export async function refreshToken(refresh: string): Promise<string | undefined> {
  const response = await fetch(`${config().apiUrl}/user/token/refresh`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({ refresh_token: refresh }),
  });
  if (!response.ok) return undefined;
  return ((await response.json()) as { id_token?: string }).id_token;
}

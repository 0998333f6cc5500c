import { result, type HttpResult } from '../http/handler.js';

/**
 * The storefront's answers are the same for every visitor: browsers and any shared cache may keep
 * them for a minute, so an edit in the back office shows within 60 s (decision 0013).
 */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=60';

export const cacheable = <T>(body: T): HttpResult<T> => result(200, body, { 'cache-control': PUBLIC_CACHE_CONTROL });

/** What only a signed-in visitor may read stays out of shared caches. */
export const personal = <T>(body: T): HttpResult<T> => result(200, body, { 'cache-control': 'private, no-store' });

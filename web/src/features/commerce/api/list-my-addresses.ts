import { routes } from '@lm/shared/api/route-refs';
import { useRouteQuery } from '../../../lib/query';

/**
 * GET /api/me/addresses: the signed-in student's address book, for where a parcel goes. Read again
 * each time the cart opens: the address book (another page, outside the cache) may have just added one.
 */
export const useMyAddresses = (enabled: boolean) => useRouteQuery(routes.listAddresses, { token: 'student' }, { enabled, staleTime: 0 });

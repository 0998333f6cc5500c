import type { AddressInput, ProfileInput } from '@lm/shared';
import { routes } from '@lm/shared/api/route-refs';
import { callRoute } from '../../../lib/api/call-route';
import type { TokenKind } from '../../../lib/api/client';

/** POST /user/edit: the stored profile with the login fields, to refresh the session of `kind` (../shared/SPEC.md §7). */
export const editUser = (username: string, kind: AccountKind = 'student') => callRoute(routes.editUser, { body: { username }, token: kind });

/** POST /user/ping: keeps the session of `kind` active (§9). */
export const pingActivity = (kind: TokenKind) => callRoute(routes.pingActivity, { token: kind });

/** A student's or an instructor's own account, each signed in with their own token. */
export type AccountKind = Exclude<TokenKind, 'admin'>;

export const getProfile = (kind: AccountKind = 'student') => callRoute(routes.getProfile, { token: kind });
export const updateProfile = (input: ProfileInput, kind: AccountKind = 'student') => callRoute(routes.updateProfile, { body: input, token: kind });

export const listAddresses = () => callRoute(routes.listAddresses, { token: 'student' });
export const createAddress = (input: AddressInput) => callRoute(routes.createAddress, { body: input, token: 'student' });
export const updateAddress = (id: string, input: AddressInput) => callRoute(routes.updateAddress, { params: { id }, body: input, token: 'student' });
export const deleteAddress = (id: string) => callRoute(routes.deleteAddress, { params: { id }, token: 'student' });

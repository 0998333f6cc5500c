import type { Address, AddressInput, EditUserResponse, Profile, ProfileInput } from '@lm/shared';
import { api, type TokenKind } from '../../../lib/api/client';

/** POST /user/edit: the stored profile with the login fields, to refresh the session (SPEC §7). */
export const editUser = (username: string) => api.post<EditUserResponse>('/user/edit', { username }, { token: 'student' });

/** POST /user/ping: keeps the session of `kind` active (SPEC §9). */
export const pingActivity = (kind: TokenKind) => api.post<{ success: true; ok: true }>('/user/ping', undefined, { token: kind });

export const getProfile = () => api.get<Profile>('/api/me/profile', { token: 'student' });
export const updateProfile = (input: ProfileInput) => api.put<Profile>('/api/me/profile', { ...input }, { token: 'student' });

export const listAddresses = () => api.get<Address[]>('/api/me/addresses', { token: 'student' });
export const createAddress = (input: AddressInput) => api.post<Address>('/api/me/addresses', { ...input }, { token: 'student' });
export const updateAddress = (id: string, input: AddressInput) =>
  api.put<Address>(`/api/me/addresses/${encodeURIComponent(id)}`, { ...input }, { token: 'student' });
export const deleteAddress = (id: string) => api.delete<{ success: true; ok: true }>(`/api/me/addresses/${encodeURIComponent(id)}`, undefined, { token: 'student' });

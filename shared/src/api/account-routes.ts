import { defineRoute, EXAMPLE_USERNAME } from './route.js';
import { okBody } from './schemas/common.js';
import {
  address,
  addressInput,
  addressList,
  addressParams,
  editUserRequest,
  editUserResponse,
  pingResponse,
  profile,
  profileInput,
} from './schemas/account.js';

const exampleAddress = {
  recipient_name: 'Somchai Jaidee',
  phone: '0812345678',
  line1: '99 Sukhumvit Road',
  line2: '',
  subdistrict: 'Khlong Toei',
  district: 'Khlong Toei',
  province: 'Bangkok',
  postal_code: '10110',
  is_default: false,
};

/** Address routes name one of the caller's addresses. */
const ownAddress = { kind: 'record', list: 'listAddresses', create: { route: 'createAddress', as: 'owner', remove: 'deleteAddress' } } as const;

/**
 * A signed-in person's own account: the session refresh and activity ping of ../shared/SPEC.md §7,
 * the profile and the address book of the student area (§2). The caller is always
 * the token's user; nothing here reads or changes another account (decision 0020).
 */
export const accountRoutes = {
  editUser: defineRoute({
    id: 'editUser',
    method: 'POST',
    path: '/user/edit',
    domain: 'account',
    access: 'signed-in',
    summary: "Answer the caller's stored profile with the login fields, so the SPA refreshes its session.",
    body: editUserRequest,
    response: editUserResponse,
    ownership: { kind: 'body', field: 'username' },
    example: { username: EXAMPLE_USERNAME },
  }),
  pingActivity: defineRoute({
    id: 'pingActivity',
    method: 'POST',
    path: '/user/ping',
    domain: 'account',
    access: 'signed-in',
    summary: "Keep the caller's session active (SPEC §9 ping every 5 minutes).",
    response: pingResponse,
  }),
  getProfile: defineRoute({
    id: 'getProfile',
    method: 'GET',
    path: '/api/me/profile',
    domain: 'account',
    access: 'signed-in',
    summary: "The caller's own profile.",
    response: profile,
  }),
  updateProfile: defineRoute({
    id: 'updateProfile',
    method: 'PUT',
    path: '/api/me/profile',
    domain: 'account',
    access: 'signed-in',
    summary: "Change the caller's name, phone and display image.",
    body: profileInput,
    response: profile,
  }),
  listAddresses: defineRoute({
    id: 'listAddresses',
    method: 'GET',
    path: '/api/me/addresses',
    domain: 'account',
    access: 'signed-in',
    summary: "The caller's address book, the default first.",
    response: addressList,
  }),
  createAddress: defineRoute({
    id: 'createAddress',
    method: 'POST',
    path: '/api/me/addresses',
    domain: 'account',
    access: 'signed-in',
    summary: "Add an address to the caller's book; a default one makes the others not default.",
    body: addressInput,
    response: address,
    example: exampleAddress,
  }),
  updateAddress: defineRoute({
    id: 'updateAddress',
    method: 'PUT',
    path: '/api/me/addresses/{id}',
    domain: 'account',
    access: 'signed-in',
    summary: "Change one of the caller's addresses.",
    params: addressParams,
    body: addressInput,
    response: address,
    ownership: ownAddress,
    example: exampleAddress,
  }),
  deleteAddress: defineRoute({
    id: 'deleteAddress',
    method: 'DELETE',
    path: '/api/me/addresses/{id}',
    domain: 'account',
    access: 'signed-in',
    summary: "Remove one of the caller's addresses.",
    params: addressParams,
    response: okBody,
    ownership: ownAddress,
  }),
};

import { defineRoute } from './route.js';
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

/**
 * A signed-in person's own account: the session refresh and activity ping of SPEC §7,
 * the profile and the address book of the student area (SPEC §2). The caller is always
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
  }),
};

import { domainRouter } from '../http/router.js';
import { handler as createAddress } from './create-address.js';
import { handler as deleteAddress } from './delete-address.js';
import { handler as editUser } from './edit-user.js';
import { handler as getProfile } from './get-profile.js';
import { handler as listAddresses } from './list-addresses.js';
import { handler as pingActivity } from './ping-activity.js';
import { handler as updateAddress } from './update-address.js';
import { handler as updateProfile } from './update-profile.js';

export const handler = domainRouter('account', [
  editUser,
  pingActivity,
  getProfile,
  updateProfile,
  listAddresses,
  createAddress,
  updateAddress,
  deleteAddress,
]);

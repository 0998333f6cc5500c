import { domainRouter } from '../http/router.js';
import { routes } from './routes.js';
import { handler as createAddress } from './create-address.js';
import { handler as deleteAddress } from './delete-address.js';
import { handler as editUser } from './edit-user.js';
import { handler as getNotificationKey } from './get-notification-key.js';
import { handler as getProfile } from './get-profile.js';
import { handler as listAddresses } from './list-addresses.js';
import { handler as pingActivity } from './ping-activity.js';
import { handler as subscribeNotifications } from './subscribe-notifications.js';
import { handler as unsubscribeNotifications } from './unsubscribe-notifications.js';
import { handler as updateAddress } from './update-address.js';
import { handler as updateProfile } from './update-profile.js';

export const handler = domainRouter('account', routes, [
  editUser,
  pingActivity,
  getProfile,
  updateProfile,
  listAddresses,
  createAddress,
  updateAddress,
  deleteAddress,
  getNotificationKey,
  subscribeNotifications,
  unsubscribeNotifications,
]);

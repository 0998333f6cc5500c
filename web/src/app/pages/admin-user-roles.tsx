import { masterFilePage } from './admin-workspace';

/** User roles, the sets of screens an administrator opens (admin path component `userRoles`). */
export default masterFilePage('UserRolesScreen');

import { masterFilePage } from './admin-workspace';

/** User groups of students (admin path component `userGroups`). */
export default masterFilePage('UserGroupsScreen');

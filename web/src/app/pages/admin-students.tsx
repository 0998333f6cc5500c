import { masterFilePage } from './admin-workspace';

/** Students' accounts (admin path component `students`). */
export default masterFilePage('StudentsScreen');

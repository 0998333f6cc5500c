import { masterFilePage } from './admin-workspace';

/** The courses master file (admin path component `courses`). */
export default masterFilePage('CoursesScreen');

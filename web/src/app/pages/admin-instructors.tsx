import { masterFilePage } from './admin-workspace';

/** Instructors' accounts (admin path component `instructors`). */
export default masterFilePage('InstructorsScreen');

import { masterFilePage } from './admin-workspace';

/** Instructors' public profiles (admin path component `instructorProfiles`). */
export default masterFilePage('InstructorProfilesScreen');

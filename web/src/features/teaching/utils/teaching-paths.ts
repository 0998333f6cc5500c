import { paths } from '../../../config/paths';

/** Where the instructor arranges one of their courses' curriculum. */
export const curriculumHref = (courseId: string) => `${paths.instructorCourses}/${encodeURIComponent(courseId)}/curriculum`;

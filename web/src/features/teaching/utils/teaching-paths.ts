import { paths } from '../../../config/paths';

/** Where the instructor arranges one of their courses' curriculum. */
export const curriculumHref = (courseId: string) => `${paths.instructorCourses}/${encodeURIComponent(courseId)}/curriculum`;

/** Where the instructor reads their assessments in one of their courses and assesses its students (decision 0043). */
export { instructorAssessmentHref as assessmentHref } from '../../../lib/assessment-paths';

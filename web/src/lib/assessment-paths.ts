/** The student's assessments in one of their courses (decision 0043: `{id}` is the course). */
export const studentAssessmentHref = (courseId: string) => `/myaccount/student/assessment/${encodeURIComponent(courseId)}`;

/** The instructor's assessments in one of the courses they teach, and its students to assess. */
export const instructorAssessmentHref = (courseId: string) => `/myaccount/instructor/assessment/${encodeURIComponent(courseId)}`;

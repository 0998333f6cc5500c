export const instructorSlotsHref = (instructorId: string) => `/private/instructors/${encodeURIComponent(instructorId)}`;
export const privateStudentHref = (studentId: string) => `/private/students/${encodeURIComponent(studentId)}`;
export const MY_PRIVATE_CLASSES = '/myaccount/student/course/private';

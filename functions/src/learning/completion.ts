import type { LearningPorts } from './ports.js';
import { courseProgressOf, requiredLessonsOf } from './service.js';

/** Whether a student finished a course, and how far they are in it. */
export interface CourseCompletion {
  complete: boolean;
  done: number;
  total: number;
  /** When the last required lesson was done ('' while the course is not complete). */
  completed_at: string;
}

/**
 * Whether a student finished a course (decision 0045): every required lesson of its curriculum as
 * it is now is done, each by its own rule (a video watched to 90 %, a reading lesson opened, a quiz
 * passed, homework accepted). A course with no required lesson is never complete. Certificates and
 * course assessments ask this, never the browser.
 */
export async function courseCompletion(ports: Pick<LearningPorts, 'courses' | 'progress'>, userId: string, courseId: string): Promise<CourseCompletion> {
  const [course, progress] = await Promise.all([ports.courses.get(courseId), ports.progress.ofCourse(userId, courseId)]);
  if (!course) return { complete: false, done: 0, total: 0, completed_at: '' };
  const { done, total } = courseProgressOf(course, progress);
  const complete = total > 0 && done === total;
  const required = new Set(requiredLessonsOf(course).map((lesson) => lesson.id));
  const completedAt = complete ? progress.filter((one) => required.has(one.lesson_id)).reduce((last, one) => (one.completed_at > last ? one.completed_at : last), '') : '';
  return { complete, done, total, completed_at: completedAt };
}

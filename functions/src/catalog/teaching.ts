import { message, type Course, type CurriculumSection, type TeachingCourse, type TeachingVideo, type Video } from '@lm/shared';
import { NotFoundError } from '../errors.js';
import { getCurriculum, saveCurriculum } from './curriculum.js';
import type { CatalogPorts } from './ports.js';

/**
 * An instructor's side of their courses (decision 0037). A course is the instructor's own when its
 * teacher (`instructor_id`) is an instructor profile of their account, as the learning domain
 * decides who teaches a course (decision 0034).
 */

const lessonCount = (course: Course) => course.curriculum.reduce((count, section) => count + section.lessons.length, 0);

/** Whether the account teaches the course: its teacher's profile belongs to the account. */
export async function teaches(ports: CatalogPorts, userId: string, course: Pick<Course, 'instructor_id'>): Promise<boolean> {
  if (!userId || !course.instructor_id) return false;
  return (await ports.instructors.accountOf(course.instructor_id)) === userId;
}

/** The account's own courses, newest first. */
async function ownCourses(ports: CatalogPorts, userId: string): Promise<Course[]> {
  const profiles = new Set(await ports.instructors.profilesOf(userId));
  if (profiles.size === 0) return [];
  const courses = await ports.courses.list();
  return courses.filter((course) => profiles.has(course.instructor_id)).sort((a, b) => b.created_at.localeCompare(a.created_at));
}

export async function listTeachingCourses(ports: CatalogPorts, userId: string): Promise<TeachingCourse[]> {
  return (await ownCourses(ports, userId)).map((course) => ({
    id: course.id,
    title: course.title,
    cover_image: course.cover_image,
    published: course.published,
    lesson_count: lessonCount(course),
  }));
}

/** Another's course is answered as one that does not exist: an instructor learns nothing of it. */
async function requireOwnCourse(ports: CatalogPorts, userId: string, courseId: string): Promise<void> {
  const course = await ports.courses.get(courseId);
  if (!course || !(await teaches(ports, userId, course))) throw new NotFoundError(message('noneWithId', { what: 'course', id: courseId }));
}

export async function getTeachingCurriculum(ports: CatalogPorts, userId: string, courseId: string) {
  await requireOwnCourse(ports, userId, courseId);
  return getCurriculum(ports, courseId);
}

/** Saved with the back office's rules and messages (decision 0033). */
export async function saveTeachingCurriculum(ports: CatalogPorts, userId: string, courseId: string, sections: readonly CurriculumSection[]) {
  await requireOwnCourse(ports, userId, courseId);
  return saveCurriculum(ports, courseId, sections);
}

/**
 * The videos the instructor may choose for a lesson: every ready video of the back office's
 * library, the videos they uploaded whatever their state (one still processing can be placed
 * already), and the videos their own courses show already whatever their state (so a lesson's
 * video is named, not lost, while it is processing). Another instructor's uploads are not offered.
 * By title.
 */
export async function listTeachingVideos(ports: CatalogPorts, userId: string): Promise<TeachingVideo[]> {
  const [videos, courses] = await Promise.all([ports.videos.list(), ownCourses(ports, userId)]);
  const shown = new Set(courses.flatMap((course) => course.curriculum.flatMap((section) => section.lessons.map((lesson) => lesson.video_id))));
  const offered = (video: Video) => (video.owner_id ? video.owner_id === userId : video.status === 'ready');
  return videos
    .filter((video) => offered(video) || shown.has(video.id))
    .map(({ id, title, status }) => ({ id, title, status }))
    .sort((a, b) => a.title.localeCompare(b.title) || a.id.localeCompare(b.id));
}

import * as z from 'zod';
import { VIDEO_STATUSES } from '../enums.js';

/**
 * One of an instructor's own courses (decision 0037): a course whose teacher is an instructor
 * profile of their account, published or still a draft.
 */
export const teachingCourse = z.object({
  id: z.string(),
  title: z.string(),
  cover_image: z.string(),
  published: z.boolean(),
  /** Lessons over all its sections. */
  lesson_count: z.number().int().min(0),
});
export type TeachingCourse = z.infer<typeof teachingCourse>;
export const teachingCourses = z.array(teachingCourse);

/** A video an instructor may show in a lesson of their courses: what its choice names. */
export const teachingVideo = z.object({ id: z.string(), title: z.string(), status: z.enum(VIDEO_STATUSES) });
export type TeachingVideo = z.infer<typeof teachingVideo>;
export const teachingVideos = z.array(teachingVideo);

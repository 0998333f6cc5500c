import type { Course, LessonProgress, Video } from '@lm/shared';
import type { PlaybackSigner } from './playback.js';

/** A lesson's progress with the course it belongs to. */
export type CourseLessonProgress = LessonProgress & { course_id: string };

/** What the learning domain reads and keeps (decision 0034). */
export interface LearningPorts {
  courses: { get(id: string): Promise<Course | undefined> };
  /** The account a course's instructor profile belongs to, if any. */
  instructorAccountOf(profileId: string): Promise<string | undefined>;
  enrollments: {
    get(userId: string, courseId: string): Promise<{ access_until: string } | undefined>;
    listByUser(userId: string): Promise<{ course_id: string; access_until: string; granted_at: string }[]>;
  };
  videos: { get(id: string): Promise<Video | undefined> };
  progress: {
    ofCourse(userId: string, courseId: string): Promise<LessonProgress[]>;
    ofUser(userId: string): Promise<CourseLessonProgress[]>;
    /** Keeps the position; `completed` only ever turns on. Answers what is kept. */
    save(userId: string, courseId: string, lessonId: string, change: { position_seconds: number; completed: boolean }, at: string): Promise<LessonProgress>;
  };
  /** Made when first needed: reading the signing key costs a call in AWS. */
  playback(): Promise<PlaybackSigner>;
  now(): Date;
}

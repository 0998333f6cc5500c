import { defineRoute } from './route.js';
import { learnCourse, lessonParams, lessonProgress, myLearning, openedLesson, progressInput, videoPreview } from './schemas/learning.js';
import { idParams } from './schemas/catalog.js';

/** The learning domain's routes (decision 0034): the learn page, its lessons, and progress. */
export const learningRoutes = {
  getLearnCourse: defineRoute({
    id: 'getLearnCourse',
    method: 'GET',
    path: '/public/courses/{id}/learn',
    domain: 'learning',
    access: 'public',
    optionalIdentity: true,
    summary: "The learn page's course: its outline, what the caller may open (every lesson, or the free previews), and their progress.",
    params: idParams,
    response: learnCourse,
  }),
  openLesson: defineRoute({
    id: 'openLesson',
    method: 'GET',
    path: '/public/courses/{id}/lessons/{lessonId}',
    domain: 'learning',
    access: 'public',
    optionalIdentity: true,
    summary: "One lesson's content for those entitled (a free preview for anyone): a video's playback comes with short-lived cookies for its files.",
    params: lessonParams,
    response: openedLesson,
  }),
  saveLessonProgress: defineRoute({
    id: 'saveLessonProgress',
    method: 'PUT',
    path: '/api/me/courses/{id}/lessons/{lessonId}/progress',
    domain: 'learning',
    access: 'signed-in',
    summary: 'Where the caller is in a lesson of a course they may open: the position, and whether it is done (a lesson done stays done).',
    params: lessonParams,
    body: progressInput,
    response: lessonProgress,
    ownership: { kind: 'record', list: 'listMyLearning' },
    example: { position_seconds: 12 },
  }),
  previewVideo: defineRoute({
    id: 'previewVideo',
    method: 'GET',
    path: '/api/videos/{id}/preview',
    domain: 'learning',
    access: 'admin',
    permission: ['videos'],
    summary: "A video of the library played in the back office: once it is ready, its playback, with short-lived cookies for its files as a lesson's.",
    params: idParams,
    response: videoPreview,
  }),
  listMyLearning: defineRoute({
    id: 'listMyLearning',
    method: 'GET',
    path: '/api/me/learning',
    domain: 'learning',
    access: 'student',
    summary: "The student's courses with their progress and last lesson, newest activity first.",
    response: myLearning,
  }),
} as const;

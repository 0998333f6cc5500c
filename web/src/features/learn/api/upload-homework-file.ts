import { routes } from '@lm/shared/api/route-refs';
import { callRoute } from '../../../lib/api/call-route';
import type { TokenKind } from '../../../lib/api/client';

/** POST /api/me/homework/files: keeps one file for the caller's submission to a homework lesson (the one-field upload's types and 4 MB). */
export const uploadHomeworkFile = (courseId: string, lessonId: string, file: File, token: TokenKind) =>
  callRoute(routes.uploadHomeworkFile, { body: { course_id: courseId, lesson_id: lessonId, file }, token });

import { routes } from '@lm/shared/api/route-refs';
import { callRoute } from '../../../lib/api/call-route';
import type { TokenKind } from '../../../lib/api/client';

/** GET …/quiz/attempts/{attemptId}: one of the caller's attempts, its score and (when the quiz reveals them) its answers once submitted. */
export const getQuizAttempt = (courseId: string, lessonId: string, attemptId: string, token: TokenKind) =>
  callRoute(routes.getQuizAttempt, { params: { id: courseId, lessonId, attemptId }, token });

import type { AnswerSheet } from '@lm/shared';
import { routes } from '@lm/shared/api/route-refs';
import { callRoute } from '../../../lib/api/call-route';
import type { TokenKind } from '../../../lib/api/client';

/** PUT …/quiz/attempts/{attemptId}/answers: the whole sheet as it stands, kept while the attempt is open and on time (409 after). */
export const saveQuizAnswers = (courseId: string, lessonId: string, attemptId: string, answers: AnswerSheet, token: TokenKind, keepalive = false) =>
  callRoute(routes.saveQuizAnswers, { params: { id: courseId, lessonId, attemptId }, body: { answers }, json: true, token, keepalive });

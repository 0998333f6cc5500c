import { ERRORS } from '@lm/shared';
import { ApiError, UnauthorizedError } from '../../../lib/api/errors';
import type { Notice } from '../../../lib/notifications';

/** What a delete request came to (../shared/SPEC.md §8 "Delete success", "cannotDelete", "Code active_user", "Status 203 or an error field", "Status 400 or above"). */
export type DeleteOutcome =
  | { kind: 'deleted' }
  | { kind: 'cannotDelete'; message: string }
  | { kind: 'activeUser'; message: string }
  | { kind: 'errorField'; message: string }
  | { kind: 'badResponse' }
  | { kind: 'unauthorized' };

type Body = { code?: unknown; msg?: unknown; message?: unknown; error?: unknown } | undefined;

const text = (value: unknown): string | undefined => {
  if (typeof value === 'string' && value) return value;
  if (value && typeof value === 'object' && typeof (value as { message?: unknown }).message === 'string') return (value as { message: string }).message;
  return undefined;
};

/** The refusals §8 words itself: cannotDelete (an item still in use) and active_user (an account signed in now). */
function refusal(body: Body): DeleteOutcome | undefined {
  if (body?.code === ERRORS.cannotDelete.code) return { kind: 'cannotDelete', message: text(body.message) ?? '' };
  if (body?.code === ERRORS.activeUser.code) return { kind: 'activeUser', message: text(body.msg) ?? text(body.message) ?? '' };
  return undefined;
}

/** A 2xx answer: deleted, unless it says cannotDelete or active_user, or is a 203 or carries an `error` field. */
export function outcomeOfAnswer(body: unknown, status = 200): DeleteOutcome {
  const answer = body as Body;
  const refused = refusal(answer);
  if (refused) return refused;
  if (answer?.error !== undefined && answer.error !== null && answer.error !== false) {
    return { kind: 'errorField', message: text(answer.error) ?? text(answer.message) ?? ERRORS.badResponse.message };
  }
  if (status === 203) return { kind: 'errorField', message: text(answer?.message) ?? ERRORS.badResponse.message };
  return { kind: 'deleted' };
}

/**
 * A refused or failed request: cannotDelete, active_user, or any other status of 400 and
 * above (a network failure is 408). A 401 is left to the session-expired
 * modal the call layer opens.
 */
export function outcomeOfError(error: unknown): DeleteOutcome {
  if (error instanceof UnauthorizedError) return { kind: 'unauthorized' };
  if (error instanceof ApiError) return refusal(error.body as Body) ?? { kind: 'badResponse' };
  return { kind: 'badResponse' };
}

/** The notice §8 shows for an outcome, with its duration (§9: 2 s, 3 s, 10 s). */
export function noticeOf(outcome: DeleteOutcome): Omit<Notice, 'id'> | undefined {
  switch (outcome.kind) {
    case 'deleted':
      return { level: 'info', message: ERRORS.deleted.message, durationMs: ERRORS.deleted.notice };
    case 'cannotDelete':
      return { level: 'error', message: ERRORS.cannotDelete.message.replace('{message}', outcome.message), durationMs: ERRORS.cannotDelete.notice };
    case 'activeUser':
      return { level: 'error', message: outcome.message, durationMs: ERRORS.activeUser.notice };
    case 'errorField':
      return { level: 'error', message: outcome.message, durationMs: ERRORS.errorField.notice };
    case 'badResponse':
      return { level: 'error', message: ERRORS.cannotConnect.message, durationMs: ERRORS.badResponse.notice };
    case 'unauthorized':
      return undefined;
  }
}

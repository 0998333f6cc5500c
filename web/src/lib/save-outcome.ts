import { ERRORS, NOTICE_MS } from '@lm/shared';
import { ApiError, ConnectionError, UnauthorizedError, messageOf } from './api/errors';
import { serverFieldsOf } from './form-messages';
import type { Notice } from './notifications';

/**
 * What a save came to, told as ../shared/SPEC.md §8 tells a delete's: a refusal the server
 * explained shows its text for 10 s ("an error field"), with the fields it names; a network failure
 * or a server error logs 'Bad response from server' and shows 'Cannot connect to the server' for 2
 * s; a 401 is left to the session-expired modal.
 */
export type SaveOutcome =
  | { kind: 'saved'; message: string }
  | { kind: 'refused'; message: string; fields: Record<string, string[]> }
  | { kind: 'badResponse' }
  | { kind: 'unauthorized' };

export function outcomeOfSaveError(error: unknown): SaveOutcome {
  if (error instanceof UnauthorizedError) return { kind: 'unauthorized' };
  if (error instanceof ConnectionError || !(error instanceof ApiError) || error.status >= 500) return { kind: 'badResponse' };
  return { kind: 'refused', message: messageOf(error, ERRORS.badResponse.message), fields: serverFieldsOf(error.body) ?? {} };
}

/** The notice for an outcome (§9 durations: 6 s for an admin's notice, 10 s and 2 s as for deletes). */
export function noticeOfSave(outcome: SaveOutcome): Omit<Notice, 'id'> | undefined {
  switch (outcome.kind) {
    case 'saved':
      return { level: 'success', message: outcome.message, durationMs: NOTICE_MS.admin };
    case 'refused':
      return { level: 'error', message: outcome.message, durationMs: ERRORS.errorField.notice };
    case 'badResponse':
      return { level: 'error', message: ERRORS.cannotConnect.message, durationMs: ERRORS.badResponse.notice };
    case 'unauthorized':
      return undefined;
  }
}

import { describe, expect, it } from 'vitest';
import { ApiError, ConnectionError, UnauthorizedError } from '../../../lib/api/errors';
import { noticeOf, outcomeOfAnswer, outcomeOfError } from './delete-outcome';

const noticeForAnswer = (body: unknown, status?: number) => noticeOf(outcomeOfAnswer(body, status));
const noticeForError = (error: unknown) => noticeOf(outcomeOfError(error));

describe('delete notices (SPEC §8)', () => {
  it('says " Item has been deleted." for 2 s as information', () => {
    expect(noticeForAnswer({ success: true, ok: true, deleted: ['a'] })).toEqual({ level: 'info', message: ' Item has been deleted.', durationMs: 2000 });
  });

  it('says "Cannot delete {message}" for 3 s on a cannotDelete refusal', () => {
    const refusal = new ApiError(409, 'course category Data: 2 courses still use it.', {
      success: false,
      ok: false,
      code: 'cannotDelete',
      message: 'course category Data: 2 courses still use it.',
    });
    expect(noticeForError(refusal)).toEqual({ level: 'error', message: 'Cannot delete course category Data: 2 courses still use it.', durationMs: 3000 });
    expect(noticeForAnswer({ code: 'cannotDelete', message: 'coupon X' })).toMatchObject({ message: 'Cannot delete coupon X', durationMs: 3000 });
  });

  it('shows the server’s msg for 3 s when an account to delete is signed in (code active_user)', () => {
    const refusal = new ApiError(409, 'somchai is signed in now.', {
      code: 'active_user',
      msg: 'somchai is signed in now: they must sign out first.',
      message: 'somchai is signed in now.',
    });
    expect(noticeForError(refusal)).toEqual({ level: 'error', message: 'somchai is signed in now: they must sign out first.', durationMs: 3000 });
    expect(noticeForAnswer({ code: 'active_user', msg: 'malee is signed in now.', message: 'x' })).toEqual({ level: 'error', message: 'malee is signed in now.', durationMs: 3000 });
    expect(noticeForError(new ApiError(409, 'Signed in.', { code: 'active_user', message: 'Signed in.' }))).toMatchObject({ message: 'Signed in.', durationMs: 3000 });
  });

  it('shows the error text for 10 s for an answer with an error field or status 203', () => {
    expect(noticeForAnswer({ error: 'Item is locked.' })).toEqual({ level: 'error', message: 'Item is locked.', durationMs: 10_000 });
    expect(noticeForAnswer({ error: { message: 'Nested text.' } })).toMatchObject({ message: 'Nested text.', durationMs: 10_000 });
    expect(noticeForAnswer({ message: 'Partly done.' }, 203)).toMatchObject({ message: 'Partly done.', durationMs: 10_000 });
  });

  it('says "Cannot connect to the server" for 2 s on any other status of 400 and above, and on a network failure', () => {
    const expected = { level: 'error', message: 'Cannot connect to the server', durationMs: 2000 };
    expect(noticeForError(new ApiError(500, 'Internal', { message: 'Internal' }))).toEqual(expected);
    expect(noticeForError(new ApiError(400, 'bad', { fields: { ids: ['ids must name at least one item.'] } }))).toEqual(expected);
    expect(noticeForError(new ConnectionError())).toEqual(expected);
  });

  it('leaves a 401 to the session-expired modal', () => {
    expect(noticeForError(new UnauthorizedError())).toBeUndefined();
  });
});

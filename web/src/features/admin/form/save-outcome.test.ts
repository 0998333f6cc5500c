import { describe, expect, it } from 'vitest';
import { ApiError, ConnectionError, UnauthorizedError } from '../../../lib/api/errors';
import { noticeOfSave, outcomeOfSaveError } from './save-outcome';

describe('save outcomes', () => {
  it("shows a refusal's own message for 10 s, with the fields it names", () => {
    const outcome = outcomeOfSaveError(new ApiError(400, 'The request is not valid.', { message: 'The request is not valid. (body) modules.0.data.body: Module 1 (text), body: required', fields: { 'modules.0.data.body': ['Module 1 (text), body: required'] } }));
    expect(outcome).toEqual({
      kind: 'refused',
      message: 'The request is not valid. (body) modules.0.data.body: Module 1 (text), body: required',
      fields: { 'modules.0.data.body': ['Module 1 (text), body: required'] },
    });
    expect(noticeOfSave(outcome)).toEqual({ level: 'error', message: outcome.kind === 'refused' ? outcome.message : '', durationMs: 10_000 });
    expect(noticeOfSave(outcomeOfSaveError(new ApiError(409, 'Conflict', { message: 'The path /a is already used by another page.' })))).toMatchObject({
      message: 'The path /a is already used by another page.',
    });
  });

  it("says 'Cannot connect to the server' for 2 s when the network or the server failed, and nothing on a 401", () => {
    for (const error of [new ConnectionError(), new ApiError(500, 'Internal'), new TypeError('x')]) {
      expect(noticeOfSave(outcomeOfSaveError(error))).toEqual({ level: 'error', message: 'Cannot connect to the server', durationMs: 2_000 });
    }
    expect(noticeOfSave(outcomeOfSaveError(new UnauthorizedError()))).toBeUndefined();
    expect(noticeOfSave({ kind: 'saved', message: 'Saved.' })).toEqual({ level: 'success', message: 'Saved.', durationMs: 6_000 });
  });
});

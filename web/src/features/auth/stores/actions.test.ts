import { ERRORS } from '@lm/shared';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api/errors';
import { refusalOf } from './actions';

describe('refusalOf', () => {
  it('shows SPEC §8’s message for a wrong password, whatever the server said', () => {
    expect(refusalOf('student', new ApiError(401, 'Incorrect Username or password.', { message: 'Incorrect Username or password.' }))).toEqual({
      title: ERRORS.incorrectCredentials.title,
      message: ERRORS.incorrectCredentials.message,
      durationMs: 4_000,
    });
  });

  it('shows how long to wait after too many failed sign-ins', () => {
    const message = 'Too many failed sign-ins. Please wait 2 minutes and try again.';
    expect(refusalOf('admin', new ApiError(429, message, { message }))).toEqual({ title: 'Permission Denied', message, durationMs: 6_000 });
  });

  it('says the password sign-in is turned off when the settings turned it off since the page opened', () => {
    const message = 'This way of signing in is turned off.';
    expect(refusalOf('student', new ApiError(403, message, { message }))).toEqual({ title: 'Permission Denied', message, durationMs: 4_000 });
  });
});

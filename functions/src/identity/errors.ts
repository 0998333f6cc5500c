import { ERRORS } from '@lm/shared';
import { ConflictError, DomainError, ForbiddenError, NotFoundError } from '../errors.js';

export class InvalidCredentialsError extends DomainError {
  constructor() {
    super('unauthenticated', ERRORS.incorrectCredentials.message);
  }
}

export class SessionActiveError extends ConflictError {
  constructor() {
    super(ERRORS.someoneIsActive.message, ERRORS.someoneIsActive.code);
  }
}

export class SelfLearningError extends ForbiddenError {
  constructor() {
    super(ERRORS.selfLearning.message, ERRORS.selfLearning.code);
  }
}

export class InstructorOnlyError extends ForbiddenError {
  constructor() {
    super(ERRORS.instructorNotPermitted.message);
  }
}

/** An account an administrator disabled; Cognito refuses it too, this holds wherever it does not. */
export class AccountDisabledError extends ForbiddenError {
  constructor() {
    super('This account is disabled. Please contact the site’s administrators.', 'account_disabled');
  }
}

/** A signed-in caller whose profile is missing from the table. */
export class ProfileNotFoundError extends NotFoundError {
  constructor() {
    super('Profile not found.');
  }
}

export class UsernameTakenError extends ConflictError {
  constructor() {
    super('This username is already taken.');
  }
}

export class EmailTakenError extends ConflictError {
  constructor() {
    super('This e-mail address is already registered.');
  }
}

export class InvalidResetLinkError extends DomainError {
  constructor() {
    super('invalid', 'This password reset link is invalid, was already used or has expired. Please ask for a new one.');
  }
}

export const VERIFIED_SIGN_IN_UNAVAILABLE =
  'Sign-in without a password needs Cognito custom authentication, which the local user pool does not offer.';

/** The user pool offers no custom authentication (cognito-local): no tokens can be issued without the password. */
export class VerifiedSignInUnavailableError extends DomainError {
  constructor() {
    super('not-implemented', VERIFIED_SIGN_IN_UNAVAILABLE);
  }
}

export const SIGN_IN_TURNED_OFF = 'This way of signing in is turned off.';

/** A provider switched off in settingLogin, or one nobody configured. */
export class SignInTurnedOffError extends ForbiddenError {
  constructor() {
    super(SIGN_IN_TURNED_OFF);
  }
}

/** A refused credential: missing, not verifiable, or not the account's. */
export class CredentialRefusedError extends DomainError {
  constructor(message: string) {
    super('unauthenticated', message);
  }
}

/** Too many failed sign-ins for the account or from the address (decision 0004): 429 with how long to wait. */
export class TooManySignInsError extends DomainError {
  constructor(waitMs: number) {
    const minutes = Math.max(1, Math.ceil(waitMs / 60_000));
    super('too-many', ERRORS.tooManySignIns.message.replace('{minutes}', minutes === 1 ? '1 minute' : `${minutes} minutes`), { code: ERRORS.tooManySignIns.code }, {
      'retry-after': String(Math.ceil(waitMs / 1000)),
    });
  }
}

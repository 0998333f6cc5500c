import { ERRORS, message } from '@lm/shared';
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
    super(message('accountDisabled'), 'account_disabled');
  }
}

/** A signed-in caller whose profile is missing from the table. */
export class ProfileNotFoundError extends NotFoundError {
  constructor() {
    super(message('profileNotFound'));
  }
}

export class UsernameTakenError extends ConflictError {
  constructor() {
    super(message('usernameTaken'));
  }
}

export class EmailTakenError extends ConflictError {
  constructor() {
    super(message('emailTaken'));
  }
}

export class InvalidResetLinkError extends DomainError {
  constructor() {
    super('invalid', message('invalidResetLink'));
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

export const SIGN_IN_TURNED_OFF = message('signInTurnedOff');

/** A provider switched off in settingLogin, or one nobody configured. */
export class SignInTurnedOffError extends ForbiddenError {
  constructor() {
    super(SIGN_IN_TURNED_OFF);
  }
}

/** settingLogin's registration switched off: nobody makes an account of their own. */
export class RegistrationClosedError extends ForbiddenError {
  constructor() {
    super(message('registrationClosed'));
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
    super('too-many', minutes === 1 ? message('tooManySignInsMinute') : message('tooManySignIns', { minutes }), { code: ERRORS.tooManySignIns.code }, {
      'retry-after': String(Math.ceil(waitMs / 1000)),
    });
  }
}

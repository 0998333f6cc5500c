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

/** A signed-in caller whose profile is missing from the table. */
export class ProfileNotFoundError extends NotFoundError {
  constructor() {
    super('Profile not found.');
  }
}

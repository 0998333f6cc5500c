import { message } from '@lm/shared';
import { ConflictError, ForbiddenError, invalidField } from '../errors.js';
import type { UniqueValues } from '../master-files/master-file.js';

/**
 * ../shared/SPEC.md §8 "Code active_user": the back office shows `msg` for 3 s. The answer carries
 * the text twice, as `msg` for that notice and as `message` like every error body.
 */
export class ActiveUserError extends ConflictError {
  constructor(username: string) {
    const message = `${username} is signed in now. Try again after they sign out.`;
    super(message, 'active_user');
    const details: { code: string; msg: string } = { code: 'active_user', msg: message };
    Object.assign(this.details, details);
  }
}

export class SubscriberEmailTakenError extends ConflictError {
  constructor() {
    super('A subscriber already uses this e-mail address.');
  }
}

/** A subscriber's e-mail address is theirs alone (decision 0011, "Unique fields"): a second is refused, 409. */
export const subscriberEmails: UniqueValues = { kind: 'subscriber', fields: ['email'], refuse: () => new SubscriberEmailTakenError() };

/** A user role is chosen by its name (an administrator's form): two may not share one. */
export const userRoleNames: UniqueValues = { kind: 'userRole', fields: ['name'], refuse: () => invalidField('name', message('userRoleNameTaken')) };

/** Decision 0021: administrators and user roles are managed by full administrators only. */
export class FullAdministratorOnlyError extends ForbiddenError {
  constructor() {
    super('Only a full administrator manages administrators and user roles.');
  }
}

export class OwnRoleError extends ForbiddenError {
  constructor() {
    super('Nobody changes their own user role.');
  }
}

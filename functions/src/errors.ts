/**
 * Domain errors. Services throw these; the HTTP error mapper turns each kind
 * into its status, and the message is the one of the error catalogue.
 */
export type ErrorKind = 'invalid' | 'unauthenticated' | 'forbidden' | 'not-found' | 'conflict' | 'too-large' | 'unsupported' | 'too-many' | 'not-implemented';

export class DomainError extends Error {
  constructor(
    readonly kind: ErrorKind,
    message: string,
    readonly details: { code?: string; fields?: Record<string, string[]> } = {},
    /** Headers the answer carries (Retry-After). */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class ValidationError extends DomainError {
  constructor(message: string, fields: Record<string, string[]>) {
    super('invalid', message, { fields });
  }
}

export class UnauthorizedError extends DomainError {
  constructor() {
    super('unauthenticated', 'Unauthorized');
  }
}

export class ForbiddenError extends DomainError {
  constructor(message: string, code?: string) {
    super('forbidden', message, code ? { code } : {});
  }
}

export class NotFoundError extends DomainError {
  constructor(message: string) {
    super('not-found', message);
  }
}

export class ConflictError extends DomainError {
  constructor(message: string, code?: string) {
    super('conflict', message, code ? { code } : {});
  }
}

/** ../shared/SPEC.md §8: "cannotDelete in the response" → the SPA shows 'Cannot delete {message}'. */
export class CannotDeleteError extends ConflictError {
  constructor(what: string) {
    super(what, 'cannotDelete');
  }
}

/** 429: too many tries of something that can be guessed; the answer says when to try again (Retry-After). */
export class TooManyTriesError extends DomainError {
  constructor(message: string, waitMs: number) {
    super('too-many', message, {}, { 'retry-after': String(Math.ceil(waitMs / 1000)) });
  }
}

/** A body field the rules refuse (a reference to nothing, a taken slug), named as the schema's refusals are. */
export function invalidField(field: string, problem: string): ValidationError {
  return new ValidationError(`The request is not valid. (body) ${field}: ${problem}`, { [field]: [problem] });
}

import { ERRORS } from '@lm/shared';

/** An answer outside 2xx, with the body the server sent (../shared/SPEC.md §7). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export class UnauthorizedError extends ApiError {
  constructor(body?: unknown) {
    super(401, ERRORS.unauthorized.message, body);
    this.name = 'UnauthorizedError';
  }
}

/** What a failed network request becomes: status 408, 'Cannot connect to the server'. */
export class ConnectionError extends ApiError {
  constructor() {
    super(ERRORS.cannotConnect.status, ERRORS.cannotConnect.message);
    this.name = 'ConnectionError';
  }
}

/** The message the server put in a refusal, or a plain fallback. */
export function messageOf(error: unknown, fallback: string): string {
  if (error instanceof ApiError) {
    const body = error.body as { message?: unknown } | undefined;
    if (typeof body?.message === 'string' && body.message) return body.message;
    return error.message || fallback;
  }
  return fallback;
}

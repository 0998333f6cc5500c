import { ConflictError } from '../errors.js';

/** SPEC §8: "cannotDelete in the response" → the SPA shows 'Cannot delete {message}'. */
export class CannotDeleteError extends ConflictError {
  constructor(what: string) {
    super(what, 'cannotDelete');
  }
}

import { DomainError } from '../errors.js';

/** A second page may not take a path a page already has; `fields` lets the form show why next to the path. */
export class PathTakenError extends DomainError {
  constructor(path: string) {
    const message = `The path ${path} is already used by another page.`;
    super('conflict', message, { code: 'path_taken', fields: { path: [message] } });
  }
}

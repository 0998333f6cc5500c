import { MESSAGES } from './messages.js';

/**
 * The error catalogue of ../shared/SPEC.md §8, kept once: the API answers with these
 * messages and codes, and the web shows them with these titles and durations.
 * §8's texts stay in English whatever the language; the others come from
 * the message catalogue (messages.ts), which the web translates.
 */
export const ERRORS = {
  incorrectCredentials: {
    message: 'Incorrect Username or password.',
    title: 'Error: You have entered incorrect.',
    status: 401,
    notice: { client: 4_000, admin: 6_000, instructor: 6_000 },
  },
  administrationNotPermitted: {
    message: 'Username administration not permitted.',
    title: 'Permission Denied',
    status: 403,
    notice: { client: 4_000, admin: 6_000 },
  },
  instructorNotPermitted: { message: 'Username instructor not permitted.', status: 403, notice: { instructor: 6_000 } },
  someoneIsActive: {
    code: 'someone_is_active',
    message: 'someone_is_active',
    text: 'Someone is currently logged into your account.',
    title: 'Permission Denied',
    status: 409,
    notice: { client: 4_000 },
  },
  selfLearning: {
    code: 'username_self_learning',
    message: 'username_self_learning',
    text: 'Username selflearning not permitted.',
    status: 403,
  },
  /** The message says how long to wait: MESSAGES.tooManySignIns or tooManySignInsMinute. */
  tooManySignIns: { code: 'too_many_sign_ins', status: 429 },
  cannotConnect: { message: 'Cannot connect to the server', status: 408 },
  unauthorized: { message: 'Unauthorized', status: 401 },
  forbidden: { message: MESSAGES.forbidden, status: 403 },
  notFound: { message: 'Not Found', status: 404 },
  deleted: { message: ' Item has been deleted.', notice: 2_000 },
  cannotDelete: { code: 'cannotDelete', message: 'Cannot delete {message}', notice: 3_000 },
  activeUser: { code: 'active_user', notice: 3_000 },
  errorField: { notice: 10_000 },
  badResponse: { message: 'Bad response from server', notice: 2_000 },
  validation: { message: MESSAGES.validation, status: 400 },
  malformedJson: { message: 'The request body is not valid JSON.', status: 400 },
  unsupportedMediaType: {
    message: 'Unsupported content type: send application/json, multipart/form-data or application/x-www-form-urlencoded.',
    status: 415,
  },
  payloadTooLarge: { message: 'The request body is too large (the limit is 1 MB).', status: 413 },
  internal: { message: MESSAGES.internal, status: 500 },
  chunkLoadFailed: { code: 'CHUNK_LOAD_FAILED' },
  cssChunkLoadFailed: { code: 'CSS_CHUNK_LOAD_FAILED' },
} as const;

/** Every error body the API sends has this shape (the SPA reads `ok` and `message`). */
export interface ErrorBody {
  success: false;
  ok: false;
  message: string;
  code?: string;
  fields?: Record<string, string[]>;
}

import { ERRORS, type ErrorBody } from '@lm/shared';
import type { Logger } from '@aws-lambda-powertools/logger';
import type middy from '@middy/core';
import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { DomainError, type ErrorKind } from '../errors.js';

const STATUS: Record<ErrorKind, number> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  'not-found': 404,
  conflict: 409,
  'too-large': 413,
  unsupported: 415,
  'too-many': 429,
  'not-implemented': 501,
};

/** Every answer is JSON, and says so in a way browsers may not second-guess. */
export const JSON_HEADERS = { 'content-type': 'application/json', 'x-content-type-options': 'nosniff' } as const;

/** A refusal or failure is about this request only: no cache keeps it. */
export function errorResponse(status: number, body: ErrorBody, headers: Record<string, string> = {}): APIGatewayProxyStructuredResultV2 {
  return { statusCode: status, headers: { ...JSON_HEADERS, 'cache-control': 'no-store', ...headers }, body: JSON.stringify(body) };
}

/** Maps a thrown error to the catalogue's status and message; never leaks a stack. */
export function toErrorResponse(error: unknown, logger: Logger): APIGatewayProxyStructuredResultV2 {
  if (error instanceof DomainError) {
    const status = STATUS[error.kind];
    logger.info('request refused', { status, reason: error.message });
    return errorResponse(status, { success: false, ok: false, message: error.message, ...error.details }, error.headers);
  }
  logger.error('unhandled error', error as Error);
  return errorResponse(500, { success: false, ok: false, message: ERRORS.internal.message });
}

export function errorMapper(logger: Logger): middy.MiddlewareObj {
  return {
    onError: async (request) => {
      request.response = toErrorResponse(request.error, logger);
    },
  };
}

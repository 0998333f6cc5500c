import { ERRORS, MAX_BODY_BYTES } from '@lm/shared';
import type middy from '@middy/core';
import multipartBodyParser from '@middy/http-multipart-body-parser';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { DomainError } from '../errors.js';

type Event = Omit<APIGatewayProxyEventV2, 'body'> & { body?: unknown; rawBody?: string };

/** The body as it came, before parsing: what a webhook's signature covers. */
export const rawBodyOf = (event: APIGatewayProxyEventV2): string => (event as unknown as Event).rawBody ?? '';

const defaultMultipart = multipartBodyParser({ disableContentTypeError: true, busboy: { limits: { fileSize: MAX_BODY_BYTES } } });

/**
 * Parses JSON, multipart form-data (what the SPA sends) and url-encoded
 * bodies into an object; anything else with a body is refused with 415.
 */
export function parseBody(maxBytes = MAX_BODY_BYTES): middy.MiddlewareObj<Event> {
  const multipart = maxBytes === MAX_BODY_BYTES ? defaultMultipart : multipartBodyParser({ disableContentTypeError: true, busboy: { limits: { fileSize: maxBytes } } });
  return {
    before: async (request) => {
      const { event } = request;
      const raw = event.body;
      if (raw === undefined || raw === null || raw === '') {
        event.body = undefined;
        return;
      }
      if (typeof raw !== 'string') return;
      const size = event.isBase64Encoded ? Math.floor((raw.length * 3) / 4) : Buffer.byteLength(raw);
      if (size > maxBytes) throw new DomainError('too-large', ERRORS.payloadTooLarge.message);

      const contentType = (event.headers['content-type'] ?? '').toLowerCase();
      const text = () => (event.isBase64Encoded ? Buffer.from(raw, 'base64').toString('utf8') : raw);
      event.rawBody = text();
      if (/^application\/(.+\+)?json\b/.test(contentType)) {
        try {
          event.body = JSON.parse(text());
        } catch {
          throw new DomainError('invalid', ERRORS.malformedJson.message);
        }
        return;
      }
      if (contentType.startsWith('application/x-www-form-urlencoded')) {
        event.body = Object.fromEntries(new URLSearchParams(text()));
        return;
      }
      if (contentType.startsWith('multipart/form-data')) {
        try {
          await multipart.before?.(request as never);
        } catch {
          throw new DomainError('invalid', 'The request body is not valid multipart/form-data.');
        }
        if (typeof event.body === 'string') throw new DomainError('invalid', 'The request body is not valid multipart/form-data.');
        return;
      }
      throw new DomainError('unsupported', ERRORS.unsupportedMediaType.message);
    },
  };
}

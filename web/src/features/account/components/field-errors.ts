import type { z } from 'zod';
import { ApiError } from '../../../lib/api/errors';

export type FieldErrors = Record<string, string>;

/** The first message of each field, from the shared schema's check in the browser. */
export function issuesOf(error: z.ZodError): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of error.issues) fields[String(issue.path[0] ?? 'form')] ??= issue.message;
  return fields;
}

/** The first message of each field the server refused (400 `fields`). */
export function refusedFields(error: unknown): FieldErrors {
  if (!(error instanceof ApiError)) return {};
  const fields = (error.body as { fields?: Record<string, string[]> } | undefined)?.fields ?? {};
  return Object.fromEntries(Object.entries(fields).map(([name, messages]) => [name, messages[0] ?? '']));
}

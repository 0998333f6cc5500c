import { ERRORS, message } from '@lm/shared';
import type { z } from 'zod';
import { ValidationError } from '../errors.js';

/**
 * Turns zod issues into `{field: [messages]}`; unknown fields are named too. Field names are the
 * caller's (`constructor`, `__proto__`…), so they are gathered in a map, never looked up on a
 * plain object.
 */
export function issuesToFields(error: z.ZodError): Record<string, string[]> {
  const fields = new Map<string, string[]>();
  const add = (key: string, message: string) => fields.set(key, [...(fields.get(key) ?? []), message]);
  for (const issue of error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) add([...issue.path, key].join('.'), message('notAccepted'));
    } else {
      add(issue.path.join('.') || 'body', issue.message);
    }
  }
  return Object.fromEntries(fields);
}

export function validate<T extends z.ZodType>(schema: T, value: unknown, part: string): z.output<T> {
  const result = schema.safeParse(value ?? {});
  if (result.success) return result.data;
  const fields = issuesToFields(result.error);
  const summary = Object.entries(fields)
    .map(([field, messages]) => `${field}: ${messages.join(' ')}`)
    .join('; ');
  throw new ValidationError(`${ERRORS.validation.message} (${part}) ${summary}`, fields);
}

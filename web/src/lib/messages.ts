import { ERRORS } from '@lm/shared';
import { fieldLabelKey, messageCode, thingKey } from '@lm/shared/api/messages';
import type { TFunction } from 'i18next';
import { ApiError, messageOf } from './api/errors';
import './messages-i18n';

// Messages of the server and of the shared schemas in the visitor's language (decision 0027): an
// English text of the message catalogue becomes its code and parameters, and is written again
// from the language's template. Anything else (../shared/SPEC.md §8's fixed texts among them) stays
// as it is.

/** A field's name inside a message, translated when it is one of the catalogue's labels. */
function localLabel(t: TFunction, label: string): string {
  const key = fieldLabelKey(label);
  return key ? t(`messages.labels.${key}`, { defaultValue: label }) : label;
}

/** A thing's name inside a message (`{what}`), translated when it is one of the catalogue's things. */
function localThing(t: TFunction, name: string): string {
  const key = thingKey(name);
  return key ? t(`messages.things.${key}`, { defaultValue: name }) : name;
}

/** One message in the current language; a text the catalogue does not know is answered as it is. */
export function localMessage(t: TFunction, text: string): string {
  const coded = messageCode(text);
  if (!coded) return text;
  const params: Record<string, string> = { ...coded.params };
  if (params.label !== undefined) params.label = localLabel(t, params.label);
  if (params.what !== undefined) params.what = localThing(t, params.what);
  return t(`messages.codes.${coded.code}`, { ...params, defaultValue: text });
}

/** The first message of each field, each in the current language. */
export function localFields<T extends Record<string, string | undefined>>(t: TFunction, fields: T): T {
  return Object.fromEntries(Object.entries(fields).map(([name, text]) => [name, text === undefined ? text : localMessage(t, text)])) as T;
}

const fieldsOf = (error: unknown) => (error instanceof ApiError ? (error.body as { fields?: Record<string, string[]> } | undefined)?.fields : undefined);

/**
 * `messageOf` in the current language. A 400 of the schemas ("The request is not valid. (body)
 * field: …") is told as the refusal and its fields' messages, each translated.
 */
export function localMessageOf(t: TFunction, error: unknown, fallback: string): string {
  const text = messageOf(error, fallback);
  const fields = fieldsOf(error);
  if (fields && text.startsWith(`${ERRORS.validation.message} (`)) {
    const problems = [...new Set(Object.values(fields).flat())].map((problem) => localMessage(t, problem));
    return [localMessage(t, ERRORS.validation.message), ...problems].join(' ');
  }
  return localMessage(t, text);
}

import type { TFunction } from 'i18next';
import { localMessage } from './messages';

/** Zod issues as `{path: [messages]}`, the shape of the API's 400 `fields`. */
export function issuesOf(error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] }): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  for (const issue of error.issues) (fields[issue.path.map(String).join('.') || 'body'] ??= []).push(issue.message);
  return fields;
}

/** The `fields` of a 400 answer (../shared/SPEC.md §8 error body), if any. */
export function serverFieldsOf(body: unknown): Record<string, string[]> | undefined {
  const fields = (body as { fields?: unknown } | undefined)?.fields;
  if (!fields || typeof fields !== 'object') return undefined;
  return Object.fromEntries(
    Object.entries(fields as Record<string, unknown>).map(([key, value]) => [key, Array.isArray(value) ? value.map(String) : [String(value)]]),
  );
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A schema's message in the words of the form: the field names it holds ("category_id is
 * required.", "sale_price cannot be more than price.") become the labels the reader sees
 * ("Category is required.", "Sale price cannot be more than price."); mid-sentence an English
 * label starts in lower case.
 */
export function withLabels(message: string, labels: Readonly<Record<string, string>>): string {
  const names = Object.keys(labels).sort((a, b) => b.length - a.length);
  if (names.length === 0) return message;
  return message.replace(new RegExp(`(?<![\\w.])(${names.map(escape).join('|')})(?![\\w])`, 'g'), (name: string, _: string, offset: number) => {
    const label = labels[name] ?? name;
    // Mid-sentence in English an English label starts in lower case; Thai has no case.
    const english = !/[\u0E00-\u0E7F]/.test(message);
    return offset === 0 || !english || !/^[A-Z][a-z]/.test(label) ? label : label.charAt(0).toLowerCase() + label.slice(1);
  });
}

/** A schema's or the server's message in the reader's language (decision 0027), the fields it names worded as the form labels them. */
export const formMessage = (t: TFunction, message: string, labels: Readonly<Record<string, string>>) => withLabels(localMessage(t, message), labels);

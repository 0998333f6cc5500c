import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { fieldsOf } from './fields';
import { errorsOf, payloadOf, shownFields, valuesOf } from './values';

const schema = z.object({
  kind: z.enum(['note', 'link']).default('note'),
  url: z.string().optional(),
  text: z.object({ th: z.string(), en: z.string() }),
});
const fields = fieldsOf(schema, {
  labels: 'test',
  overrides: { url: { shownWhen: { field: 'kind', values: ['link'] } }, text: { kind: 'custom', editor: () => null } },
});

describe('custom fields and fields shown by another’s value', () => {
  it('holds a custom field’s value as the schema takes it, and sends it as it is', () => {
    const values = valuesOf(fields, { kind: 'note', text: { th: 'ก', en: 'a' } });
    expect(values.text).toEqual({ edited: { th: 'ก', en: 'a' } });
    expect(payloadOf(fields, { ...values, text: { edited: { th: '', en: 'b' } } })).toEqual({ kind: 'note', text: { th: '', en: 'b' } });
    // Nothing edited yet sends nothing, so the schema says it is required.
    expect(payloadOf(fields, valuesOf(fields))).toEqual({ kind: 'note' });
  });

  it('shows and sends a field only while the other field holds one of its values, whatever the record held', () => {
    const values = valuesOf(fields, { kind: 'link', url: 'https://example.com', text: { th: '', en: 'a' } });
    expect(shownFields(fields, values).map((field) => field.name)).toEqual(['kind', 'url', 'text']);
    expect(payloadOf(fields, values)).toHaveProperty('url', 'https://example.com');
    const note = { ...values, kind: 'note' };
    expect(shownFields(fields, note).map((field) => field.name)).toEqual(['kind', 'text']);
    expect(payloadOf(fields, note, { url: 'https://example.com' })).not.toHaveProperty('url');
  });

  it('keeps the messages about a custom field’s parts by their path, the field’s own first', () => {
    expect(errorsOf({ 'text.en': ['English is too long.'], text: ['text is required.'], kind: ['kind is wrong.'] }, fields)).toEqual({
      'text.en': 'English is too long.',
      text: 'text is required.',
      kind: 'kind is wrong.',
    });
    expect(errorsOf({ 'text.th': ['Thai is too long.'] }, fields)).toEqual({ 'text.th': 'Thai is too long.', text: 'Thai is too long.' });
  });
});

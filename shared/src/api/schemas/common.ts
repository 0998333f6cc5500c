import * as z from 'zod';
import { message } from '../messages.js';

/** A non-empty trimmed string; form-data sends everything as text. */
export const text = (label: string, max = 256) =>
  z
    .string({ error: message('required', { label }) })
    .trim()
    .min(1, message('required', { label }))
    .max(max, message('tooLong', { label }));

/** Free text that may be left empty (''), at most `max` characters. */
export const optionalText = (label: string, max: number) =>
  z.string({ error: message('notText', { label }) }).trim().max(max, message('tooLong', { label })).default('');

/** One language's text of a field kept in Thai and English (`…_th`, `…_en`): may be left empty (''). */
export const languageText = (label: string, max: number) => z.string({ error: message('notText', { label }) }).trim().max(max, message('tooLongAtMost', { label, max })).default('');

/** A whole number from `min` to `max`; form-data sends it as text. */
export const wholeNumber = (label: string, min: number, max: number) =>
  z.coerce
    .number({ error: message('notNumber', { label }) })
    .int(message('notWholeNumber', { label }))
    .min(min, message('atLeast', { label, min }))
    .max(max, message('atMost', { label, max }));

export const okBody = z.object({ success: z.literal(true), ok: z.literal(true) });

/** Money is integer satang (ARCHITECTURE §4); form-data sends it as text. */
export const satang = (label: string) =>
  z.coerce
    .number({ error: message('notSatang', { label }) })
    .int(message('wholeSatang', { label }))
    .min(0, message('negative', { label }))
    .max(100_000_000_00, message('tooLarge', { label }));

export const flag = z.union([z.boolean(), z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1')], {
  error: message('notFlag'),
});

export const slug = z
  .string({ error: message('required', { label: 'slug' }) })
  .trim()
  .min(1, message('required', { label: 'slug' }))
  .max(120, message('tooLong', { label: 'slug' }))
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, message('slugChars', { label: 'slug' }));

/** Form-data sends structured fields as JSON text. */
export const json = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => {
    if (typeof value !== 'string') return value;
    try {
      return JSON.parse(value) as unknown;
    } catch {
      return value;
    }
  }, schema);

export const stamps = { id: z.string(), created_at: z.string(), updated_at: z.string() };

/** A list of ids (form-data sends it as JSON), at most 100. */
export const ids = (label: string) => json(z.array(z.string().trim().min(1).max(64), { error: `${label} must be a list of ids.` }).max(100, `${label} holds at most 100 ids.`)).default([]);

/** A day, YYYY-MM-DD. */
export const day = (label: string) =>
  z
    .string({ error: message('required', { label }) })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${label} must be a date (YYYY-MM-DD).`)
    .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), `${label} is not a real date.`);

import * as z from 'zod';

/** A non-empty trimmed string; form-data sends everything as text. */
export const text = (label: string, max = 256) =>
  z.string({ error: `${label} is required.` }).trim().min(1, `${label} is required.`).max(max, `${label} is too long.`);

export const okBody = z.object({ success: z.literal(true), ok: z.literal(true) });

/** Money is integer satang (ARCHITECTURE §4); form-data sends it as text. */
export const satang = (label: string) =>
  z.coerce
    .number({ error: `${label} must be a number of satang.` })
    .int(`${label} must be whole satang.`)
    .min(0, `${label} cannot be negative.`)
    .max(100_000_000_00, `${label} is too large.`);

export const flag = z.union([z.boolean(), z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1')], {
  error: 'Must be true or false.',
});

export const slug = z
  .string({ error: 'slug is required.' })
  .trim()
  .min(1, 'slug is required.')
  .max(120, 'slug is too long.')
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'slug may hold lowercase letters, digits and single dashes.');

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

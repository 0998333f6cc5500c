import * as z from 'zod';

/** A non-empty trimmed string; form-data sends everything as text. */
export const text = (label: string, max = 256) =>
  z.string({ error: `${label} is required.` }).trim().min(1, `${label} is required.`).max(max, `${label} is too long.`);

export const okBody = z.object({ success: z.literal(true), ok: z.literal(true) });

import * as z from 'zod';
import { message } from '../messages.js';

/** Spaces and dashes people type inside a number are not part of it. */
const compact = (value: unknown) => (typeof value === 'string' ? value.replace(/[\s-]/g, '') : value);

/** A Thai phone number: 0 and 8–9 digits (landline or mobile), or the same without the 0 after +66. */
export const thaiPhone = (label: string) =>
  z.preprocess(
    compact,
    z
      .string({ error: message('required', { label }) })
      .min(1, message('required', { label }))
      .regex(/^(?:0\d{8,9}|\+66\d{8,9})$/, message('thaiPhone', { label })),
  );

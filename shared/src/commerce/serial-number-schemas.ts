import * as z from 'zod';
import { message } from '../api/messages.js';
import { day, flag, stamps, text } from '../api/schemas/common.js';
import { column, stampColumns, tablePage, type TableColumn } from '../api/schemas/table.js';

/**
 * Serial numbers (../shared/SPEC.md §2 "Admin", decision 0061): one-time codes that give a course,
 * printed in a book or handed out. Their letters leave out those read as others (0 O, 1 I L).
 */
export const SERIAL_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const SERIAL_LENGTH = 12;

/** A code as printed, `7KQM-4XTP-9BRW`, from its twelve characters. */
export const serialCodeOf = (characters: string) => characters.match(/.{4}/g)!.join('-');

/**
 * A code as a student types it: any case, with or without dashes and spaces, made the printed
 * form; twelve letters and digits or a plain sentence saying what a code looks like.
 */
export const serialCode = z
  .string({ error: message('required', { label: 'code' }) })
  .transform((typed, context) => {
    const code = typedSerialCode(typed);
    if (!code) context.addIssue({ code: 'custom', message: message('serialMalformed') });
    return code ?? z.NEVER;
  });

/** The printed form of a code as typed, or undefined when it is not twelve letters and digits. */
export function typedSerialCode(typed: string): string | undefined {
  const characters = typed.toUpperCase().replace(/[\s-]/g, '');
  return new RegExp(`^[A-Z0-9]{${SERIAL_LENGTH}}$`).test(characters) ? serialCodeOf(characters) : undefined;
}

const months = z.coerce
  .number({ error: message('notNumber', { label: 'access_months' }) })
  .int(message('notWholeNumber', { label: 'access_months' }))
  .min(1, message('atLeast', { label: 'access_months', min: 1 }))
  .max(60, message('atMost', { label: 'access_months', max: 60 }));

/** What an administrator may change of a serial number: never its code or what it gave. */
export const serialNumberUpdate = z.strictObject({
  batch: text('batch', 100),
  /** The last day (Bangkok) it can be used; null: no end. */
  redeem_until: day('redeem_until').nullable().default(null),
  /** How long the course is open to the one who uses it. */
  access_months: months.default(12),
  /** Off: it can no longer be used (a lost or leaked batch). */
  active: flag.default(true),
});

/** A batch of new codes for one course. */
export const serialBatchInput = z.strictObject({
  course_id: text('course_id', 64),
  quantity: z.coerce
    .number({ error: message('notNumber', { label: 'quantity' }) })
    .int(message('notWholeNumber', { label: 'quantity' }))
    .min(1, message('atLeast', { label: 'quantity', min: 1 }))
    .max(1000, message('atMost', { label: 'quantity', max: 1000 })),
  ...serialNumberUpdate.omit({ active: true }).shape,
});

/** At most this many of a request's lines are named in its message; the rest are counted. */
const NAMED_LINES = 5;
const linesOf = (lines: { line: number; code: string }[]) =>
  lines
    .slice(0, NAMED_LINES)
    .map(({ line, code }) => `${line} (${code})`)
    .join(', ') + (lines.length > NAMED_LINES ? ` +${lines.length - NAMED_LINES}` : '');

/**
 * Codes made elsewhere (a printer's file), one per line as typed or pasted, blank lines left out:
 * each written as a code is printed, or a message naming the lines (counted from 1, blank ones
 * too) that are not codes, or that repeat one above them.
 */
const importedCodes = z
  .array(z.string({ error: message('notText', { label: 'codes' }) }), { error: message('required', { label: 'codes' }) })
  .min(1, message('required', { label: 'codes' }))
  .max(1000, message('atMost', { label: 'codes', max: 1000 }))
  .transform((typed, context) => {
    const codes = new Set<string>();
    const malformed: { line: number; code: string }[] = [];
    const repeated: { line: number; code: string }[] = [];
    typed.forEach((text, index) => {
      if (!text.trim()) return;
      const code = typedSerialCode(text);
      if (!code) malformed.push({ line: index + 1, code: text.trim().slice(0, 40) });
      else if (codes.has(code)) repeated.push({ line: index + 1, code });
      else codes.add(code);
    });
    // One message naming every kind of wrong line, so the file is mended in one go.
    const wrong = [
      ...(malformed.length ? [message('serialImportMalformed', { lines: linesOf(malformed) })] : []),
      ...(repeated.length ? [message('serialImportRepeated', { lines: linesOf(repeated) })] : []),
    ];
    if (wrong.length) context.addIssue({ code: 'custom', message: wrong.join(' ') });
    if (!codes.size && !malformed.length) context.addIssue({ code: 'custom', message: message('required', { label: 'codes' }) });
    return malformed.length || repeated.length || !codes.size ? z.NEVER : [...codes];
  });

/** A batch of codes made elsewhere, for one course: kept as they are, never made anew. */
export const serialImportInput = z.strictObject({
  course_id: text('course_id', 64),
  codes: importedCodes,
  ...serialNumberUpdate.omit({ active: true }).shape,
});

export const serialNumber = z.object({
  ...stamps,
  code: z.string(),
  course_id: z.string(),
  ...serialNumberUpdate.shape,
  /** Who used it, and when; null while unused. */
  redeemed_by: z.string().nullable(),
  redeemed_email: z.string().nullable(),
  redeemed_at: z.string().nullable(),
});
export type SerialNumber = z.infer<typeof serialNumber>;

export const SERIAL_NUMBER_COLUMNS: readonly TableColumn[] = [
  ...stampColumns,
  column('code', 'string'),
  column('course_id', 'string'),
  column('batch', 'string'),
  column('redeem_until', 'string'),
  column('access_months', 'number'),
  column('active', 'boolean'),
  column('redeemed_email', 'string'),
  column('redeemed_at', 'string'),
];
export const serialNumberTable = tablePage(serialNumber);

/** The batch made: its codes, in the order made. */
export const serialBatch = z.object({ batch: z.string(), course_id: z.string(), serial_numbers: z.array(serialNumber) });
export type SerialBatch = z.infer<typeof serialBatch>;

export const redeemSerialInput = z.strictObject({ code: serialCode });

/** Switching a whole batch's unused codes off (a leaked batch) or back on. */
export const serialBatchSwitchInput = z.strictObject({ batch: text('batch', 100), active: flag });
export const serialBatchSwitched = z.object({ batch: z.string(), active: z.boolean(), changed: z.number() });

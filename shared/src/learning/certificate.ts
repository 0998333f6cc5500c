import * as z from 'zod';

/**
 * Certificates of completion (../shared/SPEC.md §1 certificates; decision 0042): the template a
 * certificate category keeps, where its fields land on the page, the certificate's number, and
 * the dates it shows in Thai (Buddhist era) and English. Pure: the PDF, the back office's preview
 * and the tests draw from the same layout.
 */

/** What a placed field shows. `text` is fixed wording of the template; the others come from the certificate. */
export const CERTIFICATE_FIELD_KINDS = ['text', 'student_name', 'course_title', 'date_th', 'date_en', 'instructor', 'certificate_number', 'qr'] as const;
export type CertificateFieldKind = (typeof CERTIFICATE_FIELD_KINDS)[number];

export const CERTIFICATE_ALIGNS = ['left', 'center', 'right'] as const;
export const CERTIFICATE_PAGE_SIZES = ['A4', 'Letter'] as const;
export const CERTIFICATE_ORIENTATIONS = ['landscape', 'portrait'] as const;

/** Page sizes in PDF points (1/72 inch), portrait. */
export const PAGE_POINTS: Record<(typeof CERTIFICATE_PAGE_SIZES)[number], { width: number; height: number }> = {
  A4: { width: 595.28, height: 841.89 },
  Letter: { width: 612, height: 792 },
};

const percent = (label: string) =>
  z.coerce
    .number({ error: `${label} must be a number.` })
    .min(0, `${label} must be at least 0.`)
    .max(100, `${label} must be at most 100.`);

const hexColor = (label: string) =>
  z
    .string({ error: `${label} must be text.` })
    .trim()
    .regex(/^#[0-9a-fA-F]{6}$/, `${label} must be a colour such as #1f2937.`);

/**
 * One field placed on the page. `x` and `y` are percent of the page's width and height: `x` is
 * where the text starts, is centred or ends (by `align`), `y` where its first line's top is. A QR
 * code is a square `size` percent of the page's width, its top-left corner at `x`, `y`.
 */
export const certificateField = z.strictObject({
  kind: z.enum(CERTIFICATE_FIELD_KINDS, { error: `kind must be one of ${CERTIFICATE_FIELD_KINDS.join(', ')}.` }),
  text: z.string({ error: 'text must be text.' }).trim().max(300, 'text is too long (at most 300 characters).').default(''),
  x: percent('x'),
  y: percent('y'),
  font_size: z.coerce.number({ error: 'font_size must be a number.' }).min(6, 'font_size must be at least 6.').max(96, 'font_size must be at most 96.').default(18),
  align: z.enum(CERTIFICATE_ALIGNS, { error: 'align must be left, center or right.' }).default('center'),
  bold: z.boolean({ error: 'bold must be true or false.' }).default(false),
  color: hexColor('color').default('#1f2937'),
  /** A QR code's side, in percent of the page's width. */
  size: z.coerce.number({ error: 'size must be a number.' }).min(5, 'size must be at least 5.').max(40, 'size must be at most 40.').default(12),
});
export type CertificateField = z.output<typeof certificateField>;

export const certificateTemplate = z
  .strictObject({
    page_size: z.enum(CERTIFICATE_PAGE_SIZES, { error: 'page_size must be A4 or Letter.' }).default('A4'),
    orientation: z.enum(CERTIFICATE_ORIENTATIONS, { error: 'orientation must be landscape or portrait.' }).default('landscape'),
    background_color: hexColor('background_color').default('#fffdf7'),
    border_color: hexColor('border_color').default('#b08d3c'),
    fields: z.array(certificateField, { error: 'fields must be a list.' }).max(30, 'A template holds at most 30 fields.'),
  })
  .refine((template) => template.fields.some((field) => field.kind === 'student_name'), { path: ['fields'], message: "A template must place the student's name." })
  .refine((template) => template.fields.some((field) => field.kind === 'certificate_number' || field.kind === 'qr'), {
    path: ['fields'],
    message: 'A template must place the certificate number or its QR code, so the certificate can be verified.',
  })
  .refine((template) => template.fields.every((field) => field.kind !== 'text' || field.text !== ''), { path: ['fields'], message: 'A text field needs its text.' });
export type CertificateTemplate = z.output<typeof certificateTemplate>;

/** A template that reads well in Thai and English: what a new category starts from and the demo's. */
export const DEFAULT_CERTIFICATE_TEMPLATE: CertificateTemplate = {
  page_size: 'A4',
  orientation: 'landscape',
  background_color: '#fffdf7',
  border_color: '#b08d3c',
  fields: [
    { kind: 'text', text: 'ประกาศนียบัตร', x: 50, y: 12, font_size: 40, align: 'center', bold: true, color: '#7a5c1e', size: 12 },
    { kind: 'text', text: 'Certificate of Completion', x: 50, y: 23, font_size: 20, align: 'center', bold: false, color: '#7a5c1e', size: 12 },
    { kind: 'text', text: 'มอบให้เพื่อแสดงว่า / This certifies that', x: 50, y: 32, font_size: 14, align: 'center', bold: false, color: '#374151', size: 12 },
    { kind: 'student_name', text: '', x: 50, y: 39, font_size: 30, align: 'center', bold: true, color: '#111827', size: 12 },
    { kind: 'text', text: 'ได้ผ่านการเรียนหลักสูตร / has completed the course', x: 50, y: 52, font_size: 14, align: 'center', bold: false, color: '#374151', size: 12 },
    { kind: 'course_title', text: '', x: 50, y: 58, font_size: 22, align: 'center', bold: true, color: '#111827', size: 12 },
    { kind: 'date_th', text: '', x: 50, y: 69, font_size: 14, align: 'center', bold: false, color: '#374151', size: 12 },
    { kind: 'date_en', text: '', x: 50, y: 74, font_size: 12, align: 'center', bold: false, color: '#374151', size: 12 },
    { kind: 'instructor', text: '', x: 28, y: 82, font_size: 14, align: 'center', bold: true, color: '#111827', size: 12 },
    { kind: 'text', text: 'ผู้สอน / Instructor', x: 28, y: 87, font_size: 11, align: 'center', bold: false, color: '#4b5563', size: 12 },
    { kind: 'certificate_number', text: '', x: 90, y: 91, font_size: 10, align: 'right', bold: false, color: '#4b5563', size: 12 },
    { kind: 'qr', text: '', x: 78, y: 72, font_size: 18, align: 'center', bold: false, color: '#111827', size: 12 },
  ],
};

/** What a certificate shows in its fields. */
export interface CertificateValues {
  number: string;
  student_name: string;
  course_title: string;
  instructor: string;
  /** When the course was completed (ISO); the dates show the day in Bangkok. */
  completed_at: string;
  /** The public verification page, which the QR code opens. */
  verify_url: string;
}

/** A length on the page, in points: no page of the templates is wider than this. */
const points = z.number().min(0).max(2000);

/** One thing to draw: text at a point with its alignment, or a QR code's square. Points, from the page's top-left. */
export const certificateDrawing = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('text'),
    field: z.enum(CERTIFICATE_FIELD_KINDS),
    text: z.string().min(1).max(1000),
    x: points,
    y: points,
    font_size: z.number().min(6).max(96),
    align: z.enum(CERTIFICATE_ALIGNS),
    bold: z.boolean(),
    color: hexColor('color'),
  }),
  z.strictObject({ kind: z.literal('qr'), value: z.string().min(1).max(2000), x: points, y: points, size: points, color: hexColor('color') }),
]);
export type CertificateDrawing = z.output<typeof certificateDrawing>;

/** A certificate laid out on its page: what the PDF renderer draws, checked where it arrives. */
export const certificateLayout = z.strictObject({
  width: points,
  height: points,
  background_color: hexColor('background_color'),
  border_color: hexColor('border_color'),
  drawings: z.array(certificateDrawing).max(30),
});
export type CertificateLayout = z.output<typeof certificateLayout>;

const THAI_MONTHS = ['มกราคม', 'กุมภาพันธ์', 'มีนาคม', 'เมษายน', 'พฤษภาคม', 'มิถุนายน', 'กรกฎาคม', 'สิงหาคม', 'กันยายน', 'ตุลาคม', 'พฤศจิกายน', 'ธันวาคม'];
const ENGLISH_MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
/** Thailand keeps UTC+7 all year. */
const BANGKOK_OFFSET_MS = 7 * 60 * 60 * 1000;

function bangkokDay(iso: string): { day: number; month: number; year: number } {
  const at = new Date(Date.parse(iso) + BANGKOK_OFFSET_MS);
  return { day: at.getUTCDate(), month: at.getUTCMonth(), year: at.getUTCFullYear() };
}

/** The day in Bangkok, Buddhist era: `26 พฤศจิกายน พ.ศ. 2569`. */
export function thaiDate(iso: string): string {
  const { day, month, year } = bangkokDay(iso);
  return `${day} ${THAI_MONTHS[month]} พ.ศ. ${year + 543}`;
}

/** The day in Bangkok: `26 November 2026`. */
export function englishDate(iso: string): string {
  const { day, month, year } = bangkokDay(iso);
  return `${day} ${ENGLISH_MONTHS[month]} ${year}`;
}

/** Letters and digits that cannot be taken for one another when read aloud or typed (no 0/O, 1/I/L, U/V). */
export const CERTIFICATE_NUMBER_ALPHABET = '23456789ABCDEFGHJKMNPQRSTWXYZ';
const NUMBER_PATTERN = new RegExp(`^LM-\\d{4}-[${CERTIFICATE_NUMBER_ALPHABET}]{4}-[${CERTIFICATE_NUMBER_ALPHABET}]{4}$`);

/**
 * A certificate's number: `LM-<year>-XXXX-XXXX`, eight symbols of a 29-letter alphabet drawn from
 * `randomIndex` (a cryptographic source on the server): about 5·10¹¹ numbers a year, so one cannot
 * be guessed, and easy to read out.
 */
export function certificateNumber(issuedAt: string, randomIndex: (below: number) => number): string {
  const symbols = Array.from({ length: 8 }, () => CERTIFICATE_NUMBER_ALPHABET[randomIndex(CERTIFICATE_NUMBER_ALPHABET.length)]).join('');
  return `LM-${new Date(issuedAt).getUTCFullYear()}-${symbols.slice(0, 4)}-${symbols.slice(4)}`;
}

/** Whether a text is written as a certificate number is (any case; spaces around it ignored). */
export const isCertificateNumber = (value: string): boolean => NUMBER_PATTERN.test(value.trim().toUpperCase());

/** A number as it is kept: upper case, trimmed. */
export const normalCertificateNumber = (value: string): string => value.trim().toUpperCase();

/**
 * Thai text as a shaper expects it: SARA AM (U+0E33) split into NIKHAHIT (U+0E4D) and SARA AA
 * (U+0E32), the nikhahit moved before the tone marks and vowels above that precede it, as
 * HarfBuzz's Thai shaper does. "น้ำ" then stacks the tone mark over the nikhahit with any font.
 */
export function thaiShapingOrder(value: string): string {
  return value.replace(/([\u0E31\u0E34-\u0E37\u0E47-\u0E4C\u0E4E]*)\u0E33/g, '\u0E4D$1\u0E32');
}

function textOf(field: CertificateField, values: CertificateValues): string {
  switch (field.kind) {
    case 'text':
      return field.text;
    case 'student_name':
      return values.student_name;
    case 'course_title':
      return values.course_title;
    case 'date_th':
      return `${field.text ? `${field.text} ` : ''}${thaiDate(values.completed_at)}`;
    case 'date_en':
      return `${field.text ? `${field.text} ` : ''}${englishDate(values.completed_at)}`;
    case 'instructor':
      return values.instructor ? `${field.text ? `${field.text} ` : ''}${values.instructor}` : '';
    case 'certificate_number':
      return `${field.text || 'No.'} ${values.number}`;
    case 'qr':
      return values.verify_url;
  }
}

/** Where each field of a template lands on its page, in points, with the certificate's values filled in. Empty fields are left out. */
export function layoutCertificate(template: CertificateTemplate, values: CertificateValues): CertificateLayout {
  const portrait = PAGE_POINTS[template.page_size];
  const [width, height] = template.orientation === 'landscape' ? [portrait.height, portrait.width] : [portrait.width, portrait.height];
  const drawings = template.fields.flatMap((field): CertificateDrawing[] => {
    const x = (field.x / 100) * width;
    const y = (field.y / 100) * height;
    if (field.kind === 'qr') return [{ kind: 'qr', value: values.verify_url, x, y, size: (field.size / 100) * width, color: field.color }];
    const text = textOf(field, values).trim();
    return text ? [{ kind: 'text', field: field.kind, text, x, y, font_size: field.font_size, align: field.align, bold: field.bold, color: field.color }] : [];
  });
  return { width, height, background_color: template.background_color, border_color: template.border_color, drawings };
}

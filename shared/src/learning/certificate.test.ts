import { describe, expect, it } from 'vitest';
import { certificateCategoryInput, certificateNumberParams, issueCertificateInput } from '../api/schemas/certificates.js';
import {
  CERTIFICATE_NUMBER_ALPHABET,
  certificateNumber,
  certificateTemplate,
  DEFAULT_CERTIFICATE_TEMPLATE,
  englishDate,
  isCertificateNumber,
  layoutCertificate,
  PAGE_POINTS,
  thaiDate,
  thaiShapingOrder,
} from './certificate.js';

const values = {
  number: 'LM-2026-ABCD-2345',
  student_name: 'สมชาย ใจดี',
  course_title: 'Python for beginners',
  instructor: 'Somchai Teacher',
  completed_at: '2026-11-26T03:00:00.000Z',
  verify_url: 'https://shop.example.com/certificate/LM-2026-ABCD-2345',
};

describe('certificate numbers', () => {
  it('are LM-<year>-XXXX-XXXX from the readable alphabet, drawn from the random source', () => {
    let next = 0;
    const number = certificateNumber('2026-11-26T03:00:00.000Z', (below) => next++ % below);
    expect(number).toBe(`LM-2026-${CERTIFICATE_NUMBER_ALPHABET.slice(0, 4)}-${CERTIFICATE_NUMBER_ALPHABET.slice(4, 8)}`);
    expect(isCertificateNumber(number)).toBe(true);
  });

  it('never hold letters read as others (0/O, 1/I/L)', () => {
    for (const letter of ['0', 'O', '1', 'I', 'L']) expect(CERTIFICATE_NUMBER_ALPHABET).not.toContain(letter);
    const numbers = new Set(Array.from({ length: 200 }, () => certificateNumber('2026-01-01T00:00:00.000Z', (below) => Math.floor(Math.random() * below))));
    for (const number of numbers) expect(number).toMatch(/^LM-2026-[2-9A-HJKMNP-TW-Z]{4}-[2-9A-HJKMNP-TW-Z]{4}$/);
  });

  it('are read from a path in any case, and anything else is refused with an example', () => {
    expect(certificateNumberParams.parse({ number: ' lm-2026-abcd-2345 ' })).toEqual({ number: 'LM-2026-ABCD-2345' });
    const refused = certificateNumberParams.safeParse({ number: 'LM-2026-0000' });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe('A certificate number looks like LM-2026-ABCD-2345.');
  });
});

describe('the dates a certificate shows', () => {
  it('are the day in Bangkok, in the Buddhist era in Thai', () => {
    expect(thaiDate('2026-11-26T03:00:00.000Z')).toBe('26 พฤศจิกายน พ.ศ. 2569');
    expect(englishDate('2026-11-26T03:00:00.000Z')).toBe('26 November 2026');
  });

  it('move to the next day after 17:00 UTC, midnight in Bangkok', () => {
    expect(thaiDate('2026-12-31T17:30:00.000Z')).toBe('1 มกราคม พ.ศ. 2570');
    expect(englishDate('2026-12-31T16:59:00.000Z')).toBe('31 December 2026');
  });
});

describe('Thai text for the shaper', () => {
  it('splits SARA AM and puts the nikhahit before the tone mark, as HarfBuzz does', () => {
    expect(thaiShapingOrder('น้ำ')).toBe('น\u0E4D\u0E49\u0E32');
    expect(thaiShapingOrder('ทำ')).toBe('ท\u0E4D\u0E32');
    expect(thaiShapingOrder('ที่ ผู้เรียน ประกาศนียบัตร')).toBe('ที่ ผู้เรียน ประกาศนียบัตร');
  });
});

describe('a template laid out on its page', () => {
  it('places each field at its percent of a landscape A4 page, in points, with the values filled in', () => {
    const layout = layoutCertificate(DEFAULT_CERTIFICATE_TEMPLATE, values);
    expect([layout.width, layout.height]).toEqual([PAGE_POINTS.A4.height, PAGE_POINTS.A4.width]);
    const name = layout.drawings.find((drawing) => drawing.kind === 'text' && drawing.field === 'student_name');
    expect(name).toMatchObject({ text: 'สมชาย ใจดี', align: 'center', bold: true, x: layout.width / 2 });
    expect(name?.y).toBeCloseTo(0.39 * layout.height);
    const texts = layout.drawings.flatMap((drawing) => (drawing.kind === 'text' ? [drawing.text] : []));
    expect(texts).toEqual(expect.arrayContaining(['ประกาศนียบัตร', 'Python for beginners', '26 พฤศจิกายน พ.ศ. 2569', '26 November 2026', 'No. LM-2026-ABCD-2345', 'Somchai Teacher']));
    expect(layout.drawings.find((drawing) => drawing.kind === 'qr')).toMatchObject({ value: values.verify_url, size: 0.12 * layout.width });
  });

  it('leaves out a field with nothing to show (a course without an instructor)', () => {
    const layout = layoutCertificate(DEFAULT_CERTIFICATE_TEMPLATE, { ...values, instructor: '' });
    expect(layout.drawings.some((drawing) => drawing.kind === 'text' && drawing.field === 'instructor')).toBe(false);
  });

  it('is refused without the student name, or without the number or QR code that verifies it', () => {
    const withoutName = certificateTemplate.safeParse({ ...DEFAULT_CERTIFICATE_TEMPLATE, fields: DEFAULT_CERTIFICATE_TEMPLATE.fields.filter((field) => field.kind !== 'student_name') });
    expect(withoutName.error?.issues.map((issue) => issue.message)).toEqual(["A template must place the student's name."]);
    const unverifiable = certificateTemplate.safeParse({ ...DEFAULT_CERTIFICATE_TEMPLATE, fields: DEFAULT_CERTIFICATE_TEMPLATE.fields.filter((field) => field.kind !== 'qr' && field.kind !== 'certificate_number') });
    expect(unverifiable.error?.issues.map((issue) => issue.message)).toEqual(['A template must place the certificate number or its QR code, so the certificate can be verified.']);
    const off = certificateTemplate.safeParse({ ...DEFAULT_CERTIFICATE_TEMPLATE, fields: [{ kind: 'student_name', x: 120, y: 10 }, { kind: 'qr', x: 1, y: 1 }] });
    expect(off.error?.issues.map((issue) => issue.message)).toEqual(['x must be at most 100.']);
  });
});

describe('the forms', () => {
  it('take a category with the default template when none is sent, and its courses as JSON from form-data', () => {
    const category = certificateCategoryInput.parse({ name: 'Programming', course_ids: '["course-a","course-b"]' });
    expect(category.course_ids).toEqual(['course-a', 'course-b']);
    expect(category.template).toEqual(DEFAULT_CERTIFICATE_TEMPLATE);
  });

  it('refuse a certificate issued by hand without a reason', () => {
    const refused = issueCertificateInput.safeParse({ user_id: 'u-1', course_id: 'c-1', reason: '  ' });
    expect(refused.error?.issues.map((issue) => issue.message)).toEqual(['A reason is required to issue a certificate by hand (at least 5 characters).']);
  });
});

import * as z from 'zod';
import { certificateTemplate, DEFAULT_CERTIFICATE_TEMPLATE, isCertificateNumber, normalCertificateNumber } from '../../learning/certificate.js';
import { ids, json, optionalText, stamps, text } from './common.js';
import { column, stampColumns, tablePage, type TableColumn } from './table.js';

/**
 * Certificates of completion (../shared/SPEC.md §1, §3 "certificate and category", §7
 * `DELETE /api/certificate` and `DELETE /api/certificatecatagory`; decision 0042).
 */

/** A certificate category: its name, the courses it certifies and the template their certificates are drawn with. */
export const certificateCategoryInput = z.strictObject({
  name: text('name', 120),
  description: optionalText('description', 2000),
  /** The courses whose certificates this category draws; a course is in one category at most. */
  course_ids: ids('course_ids'),
  template: json(certificateTemplate).default(DEFAULT_CERTIFICATE_TEMPLATE),
});
export const certificateCategory = z.object({ ...certificateCategoryInput.shape, ...stamps });
export type CertificateCategory = z.infer<typeof certificateCategory>;
export const CERTIFICATE_CATEGORY_COLUMNS: readonly TableColumn[] = [...stampColumns, column('name', 'string')];
export const certificateCategoryTable = tablePage(certificateCategory);

/** How a certificate came to be: the course completed, or an administrator issued it with a reason. */
export const CERTIFICATE_ISSUES = ['completion', 'admin'] as const;

/** An issued certificate. Its id is its number; what it shows is kept as it was on the day it was issued. */
export const certificate = z.object({
  ...stamps,
  number: z.string(),
  user_id: z.string(),
  student_name: z.string(),
  course_id: z.string(),
  course_title: z.string(),
  instructor: z.string(),
  category_id: z.string(),
  issued_at: z.string(),
  /** The day the certificate shows: when the course's last required lesson was done, or the issue when by hand. */
  completed_at: z.string(),
  issued_by: z.enum(CERTIFICATE_ISSUES),
  /** Why an administrator issued it by hand; '' for a completion. */
  reason: z.string(),
  /** The administrator who issued it by hand; '' for a completion. */
  admin_id: z.string(),
});
export type Certificate = z.infer<typeof certificate>;
export const CERTIFICATE_COLUMNS: readonly TableColumn[] = [
  ...stampColumns,
  column('number', 'string'),
  column('student_name', 'string'),
  column('course_title', 'string'),
  column('issued_at', 'string'),
  column('issued_by', 'string'),
];
export const certificateTable = tablePage(certificate);

/** An administrator's certificate issued by hand: to whom, for which course, and why (kept with it). */
export const issueCertificateInput = z.strictObject({
  user_id: text('user_id', 64),
  course_id: text('course_id', 64),
  reason: z
    .string({ error: 'A reason is required to issue a certificate by hand.' })
    .trim()
    .min(5, 'A reason is required to issue a certificate by hand (at least 5 characters).')
    .max(500, 'The reason is too long (at most 500 characters).'),
});

/** A certificate in the student's own list. */
export const myCertificate = z.object({
  /** The certificate's number. */
  id: z.string(),
  number: z.string(),
  course_id: z.string(),
  course_title: z.string(),
  issued_at: z.string(),
  completed_at: z.string(),
});
export type MyCertificate = z.infer<typeof myCertificate>;
export const myCertificates = z.array(myCertificate);

/** The student's certificate of a course, once issued (the learn page's button). */
export const claimedCertificate = z.object({ certificate: myCertificate, issued_now: z.boolean() });

export const certificateNumberParams = z.strictObject({
  number: z
    .string()
    .trim()
    .max(40)
    .refine(isCertificateNumber, 'A certificate number looks like LM-2026-ABCD-2345.')
    .transform(normalCertificateNumber),
});

/** What anyone may read of a certificate on its verification page: nothing private (no e-mail, no account id). */
export const publicCertificate = z.object({
  number: z.string(),
  student_name: z.string(),
  course_title: z.string(),
  instructor: z.string(),
  issued_at: z.string(),
  completed_at: z.string(),
  valid: z.literal(true),
});
export type PublicCertificate = z.infer<typeof publicCertificate>;

/** The public verification page of a certificate: its path on the web app. */
export const certificateVerifyPath = (number: string) => `/certificate/${encodeURIComponent(number)}`;

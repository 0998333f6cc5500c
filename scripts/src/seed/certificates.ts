import { createCertificateStore } from '@lm/functions/data/certificate-repository';
import type { Database } from '@lm/functions/data/database';
import type { DataOptions } from '@lm/functions/data/options';
import { entityRecords } from '@lm/functions/data/record-kinds';
import { certificateCategoryRecords } from '@lm/functions/data/records/certificate-category';
import { DEFAULT_CERTIFICATE_TEMPLATE, type Certificate, type CertificateCategory } from '@lm/shared';
import { ASSESSED_COURSE_ID } from './assessments.js';
import { DEMO_COURSES } from './catalog.js';

export const DEMO_CERTIFICATE_CATEGORY_ID = 'cert-cat-standard';
/** The demo student's certificate of the Git course they finished: its verification page is `/certificate/LM-2026-GT7K-4QXM`. */
export const DEMO_CERTIFICATE_NUMBER = 'LM-2026-GT7K-4QXM';

const SEEDED_AT = '2026-11-01T08:00:00.000Z';

/** Every demo course gives the standard certificate, drawn with the default template in Thai and English. */
export const DEMO_CERTIFICATE_CATEGORY: CertificateCategory = {
  id: DEMO_CERTIFICATE_CATEGORY_ID,
  name: 'ประกาศนียบัตรมาตรฐาน / Standard certificate',
  description: 'The certificate of completion of every course of the shop.',
  course_ids: DEMO_COURSES.map((course) => course.id),
  template: DEFAULT_CERTIFICATE_TEMPLATE,
  created_at: SEEDED_AT,
  updated_at: SEEDED_AT,
};

/**
 * Certificates for the demo (decision 0042): the standard category and its template, and the
 * certificate the demo student was issued when they finished the Git course (the assessments'
 * seed completes it). Python for beginners stays unfinished for them to finish and claim.
 */
export async function seedCertificates(db: Database, options: DataOptions, { studentId }: { studentId: string }): Promise<void> {
  const categories = entityRecords(options)(certificateCategoryRecords);
  if (!(await categories.get(DEMO_CERTIFICATE_CATEGORY_ID))) await categories.put(DEMO_CERTIFICATE_CATEGORY, 'create');
  const course = DEMO_COURSES.find((one) => one.id === ASSESSED_COURSE_ID);
  if (!studentId || !course) return;
  const instructor = course.instructor_id ? ((await db.instructorProfiles.get({ id: course.instructor_id }).go()).data?.name ?? '') : '';
  const issuedAt = '2026-02-14T10:35:00.000Z';
  const certificate: Certificate = {
    id: DEMO_CERTIFICATE_NUMBER,
    number: DEMO_CERTIFICATE_NUMBER,
    user_id: studentId,
    student_name: 'Somchai Jaidee',
    course_id: course.id,
    course_title: course.title,
    instructor,
    category_id: DEMO_CERTIFICATE_CATEGORY_ID,
    issued_at: issuedAt,
    completed_at: '2026-02-14T10:30:00.000Z',
    issued_by: 'completion',
    reason: '',
    admin_id: '',
    created_at: issuedAt,
    updated_at: issuedAt,
  };
  // Issued once: a student holds one certificate per course.
  await createCertificateStore(options).issue(certificate);
}

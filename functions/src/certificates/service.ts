import {
  CERTIFICATE_CATEGORY_COLUMNS,
  CERTIFICATE_COLUMNS,
  certificateNumber,
  certificateTemplate,
  certificateVerifyPath,
  layoutCertificate,
  message,
  type Certificate,
  type CertificateCategory,
  type CertificateLayout,
  type certificateCategoryInput,
  type MyCertificate,
  type PublicCertificate,
} from '@lm/shared';
import type * as z from 'zod';
import { certificateCategoryRecords } from '../data/records/certificate-category.js';
import { CannotDeleteError, ConflictError, ForbiddenError, invalidField, NotFoundError } from '../errors.js';
import type { Caller } from '../http/caller.js';
import { keptAs, type MasterFile } from '../master-files/master-file.js';
import type { CertificatePorts } from './ports.js';
import { routes } from './routes.js';

type CategoryInput = z.output<typeof certificateCategoryInput>;

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** How long a certificate's download link lasts: long enough to start the download, not to share it. */
export const DOWNLOAD_LINK_SECONDS = 300;

/** Where a certificate's PDF is kept in the uploads bucket. */
export const certificatePdfKey = (number: string) => `certificates/${number}.pdf`;

/** The category whose template a course's certificates are drawn with; a course is in one at most. */
async function categoryOf(ports: CertificatePorts, courseId: string): Promise<CertificateCategory | undefined> {
  return (await ports.records(certificateCategoryRecords).list()).find((category) => category.course_ids.includes(courseId));
}

/**
 * Certificate categories (../shared/SPEC.md §7 DELETE /api/certificatecatagory): a template and
 * the courses it certifies, each course in one category at most. One that certificates were issued
 * under, or that courses still use, is not deleted, nor any other of the request.
 */
export const certificateCategories: MasterFile<CertificateCategory, CertificatePorts, CategoryInput> = {
  what: 'certificate category',
  store: keptAs(certificateCategoryRecords),
  routes: {
    list: routes.listCertificateCategories,
    get: routes.getCertificateCategory,
    create: routes.createCertificateCategory,
    update: routes.updateCertificateCategory,
    remove: routes.deleteCertificateCategories,
  },
  columns: CERTIFICATE_CATEGORY_COLUMNS,
  async prepare(ports, input, id) {
    const courseIds = [...new Set(input.course_ids)];
    const [courses, categories] = await Promise.all([Promise.all(courseIds.map((courseId) => ports.courses.get(courseId))), ports.records(certificateCategoryRecords).list()]);
    for (const [index, courseId] of courseIds.entries()) {
      const course = courses[index];
      if (!course) throw invalidField(`course_ids.${index}`, message('noneWithId', { what: 'course', id: courseId }));
      const other = categories.find((category) => category.id !== id && category.course_ids.includes(courseId));
      if (other) throw invalidField(`course_ids.${index}`, message('courseHasOtherCertificate', { title: course.title, category: other.name }));
    }
    return { ...input, course_ids: courseIds, template: certificateTemplate.parse(input.template) };
  },
  async beforeDelete(ports, ids) {
    const issued = await ports.certificates.list();
    for (const id of ids) {
      const category = await ports.records(certificateCategoryRecords).get(id);
      if (!category) continue;
      const certificates = issued.filter((one) => one.category_id === id).length;
      const courses = category.course_ids.length;
      if (!certificates && !courses) continue;
      const users = [certificates ? plural(certificates, 'certificate was issued under it', 'certificates were issued under it') : '', courses ? plural(courses, 'course still uses it', 'courses still use it') : '']
        .filter(Boolean)
        .join(' and ');
      throw new CannotDeleteError(`certificate category ${category.name}: ${users}.`);
    }
  },
};

/** Issued certificates: listed, read and withdrawn by the back office; issued by completion or by hand. */
export const certificates: MasterFile<Certificate, CertificatePorts, never> = {
  what: 'certificate',
  store: (ports) => ({
    list: () => ports.certificates.list(),
    get: (id) => ports.certificates.get(id),
    put: () => Promise.reject(new Error('Certificates are issued, never saved through a form.')),
    delete: (ids) => ports.certificates.delete(ids),
  }),
  columns: CERTIFICATE_COLUMNS,
  async deleted(ports, numbers) {
    // A withdrawn certificate's PDF goes with it; a certificate issued again gets a new number.
    if (numbers.length) await ports.files.remove(numbers.map(certificatePdfKey));
  },
};

interface IssueRequest {
  userId: string;
  courseId: string;
  completedAt: string;
  by: { kind: 'completion' } | { kind: 'admin'; adminId: string; reason: string };
}

/** Issues the student's certificate of the course, or answers the one they hold already. */
async function issue(ports: CertificatePorts, request: IssueRequest): Promise<{ certificate: Certificate; issued: boolean }> {
  const course = await ports.courses.get(request.courseId);
  if (!course) throw new NotFoundError(message('noneWithId', { what: 'course', id: request.courseId }));
  const held = (await ports.certificates.ofStudent(request.userId)).find((claim) => claim.course_id === course.id);
  if (held) {
    const kept = await ports.certificates.get(held.number);
    if (kept) return { certificate: kept, issued: false };
  }
  const category = await categoryOf(ports, course.id);
  if (!category) throw new ConflictError(message('noCertificateForCourse', { title: course.title }));
  const [studentName, instructor] = await Promise.all([ports.studentName(request.userId), course.instructor_id ? ports.instructorName(course.instructor_id) : '']);
  if (studentName === undefined) throw invalidField('user_id', message('noneWithId', { what: 'student', id: request.userId }));
  const now = ports.now().toISOString();
  const number = certificateNumber(now, ports.randomIndex);
  const certificate: Certificate = {
    id: number,
    number,
    user_id: request.userId,
    student_name: studentName,
    course_id: course.id,
    course_title: course.title,
    instructor,
    category_id: category.id,
    issued_at: now,
    completed_at: request.completedAt || now,
    issued_by: request.by.kind,
    reason: request.by.kind === 'admin' ? request.by.reason : '',
    admin_id: request.by.kind === 'admin' ? request.by.adminId : '',
    created_at: now,
    updated_at: now,
  };
  const { issued, number: kept } = await ports.certificates.issue(certificate);
  if (issued) return { certificate, issued };
  const existing = await ports.certificates.get(kept);
  if (!existing) throw new ConflictError(message('certificateIssuing'));
  return { certificate: existing, issued: false };
}

const mine = (certificate: Certificate): MyCertificate => ({
  id: certificate.number,
  number: certificate.number,
  course_id: certificate.course_id,
  course_title: certificate.course_title,
  issued_at: certificate.issued_at,
  completed_at: certificate.completed_at,
});

/**
 * A student's certificate of a course: only once every required lesson is done (the learning
 * domain's `courseCompletion`), never earlier. The first call issues it; later calls answer it.
 */
export async function claimCertificate(ports: CertificatePorts, caller: Caller, courseId: string): Promise<{ certificate: MyCertificate; issued_now: boolean }> {
  const course = await ports.courses.get(courseId);
  if (!course || !course.published) throw new NotFoundError(message('noneWithId', { what: 'course', id: courseId }));
  if (!(await ports.enrollments.get(caller.userId, course.id))) throw new ForbiddenError(message('notEnrolled'));
  const held = (await listMyCertificates(ports, caller.userId)).find((one) => one.course_id === course.id);
  if (held) return { certificate: held, issued_now: false };
  const completion = await ports.completion(caller.userId, course.id);
  if (!completion.complete) {
    throw new ConflictError(message('certificateNotEarned', { title: course.title, done: completion.done, total: completion.total }));
  }
  const { certificate, issued } = await issue(ports, { userId: caller.userId, courseId: course.id, completedAt: completion.completed_at ?? '', by: { kind: 'completion' } });
  return { certificate: mine(certificate), issued_now: issued };
}

/** An administrator's certificate issued by hand, with the reason kept beside it. A student who holds one for the course keeps it. */
export async function issueCertificateByHand(ports: CertificatePorts, caller: Caller, input: { user_id: string; course_id: string; reason: string }): Promise<Certificate> {
  if (!(await ports.courses.get(input.course_id))) throw invalidField('course_id', message('noneWithId', { what: 'course', id: input.course_id }));
  if (!(await categoryOf(ports, input.course_id))) throw invalidField('course_id', message('courseNeedsCertificateCategory'));
  const { certificate } = await issue(ports, { userId: input.user_id, courseId: input.course_id, completedAt: '', by: { kind: 'admin', adminId: caller.userId, reason: input.reason } });
  return certificate;
}

/** The student's certificates, newest first. */
export async function listMyCertificates(ports: CertificatePorts, userId: string): Promise<MyCertificate[]> {
  const claims = await ports.certificates.ofStudent(userId);
  const kept = await Promise.all(claims.map((claim) => ports.certificates.get(claim.number)));
  return kept
    .filter((certificate): certificate is Certificate => certificate !== undefined && certificate.user_id === userId)
    .map(mine)
    .sort((a, b) => (a.issued_at < b.issued_at ? 1 : -1));
}

/** The verification page's address of a certificate, which its QR code opens. */
export const verifyUrlOf = (ports: Pick<CertificatePorts, 'siteUrl'>, number: string) => `${ports.siteUrl.replace(/\/$/, '')}${certificateVerifyPath(number)}`;

/** A certificate laid out on its page by its category's template: what its PDF in Thai and English draws. */
export async function certificateLayoutOf(ports: CertificatePorts, certificate: Certificate): Promise<CertificateLayout> {
  const category = await ports.records(certificateCategoryRecords).get(certificate.category_id);
  if (!category) throw new NotFoundError(message('noneWithId', { what: 'certificate category', id: certificate.category_id }));
  return layoutCertificate(category.template, {
    number: certificate.number,
    student_name: certificate.student_name,
    course_title: certificate.course_title,
    instructor: certificate.instructor,
    completed_at: certificate.completed_at,
    verify_url: verifyUrlOf(ports, certificate.number),
  });
}

/**
 * A short link that downloads one of the student's certificates. The PDF is drawn the first time
 * and kept; another student's number is not found.
 */
export async function downloadMyCertificate(ports: CertificatePorts, caller: Caller, number: string) {
  const certificate = await ports.certificates.get(number.toUpperCase());
  if (!certificate || certificate.user_id !== caller.userId) throw new NotFoundError(message('noneWithId', { what: 'certificate', id: number }));
  const key = certificatePdfKey(certificate.number);
  await ports.files.draw(key, await certificateLayoutOf(ports, certificate));
  const fileName = `certificate-${certificate.number}.pdf`;
  return {
    url: await ports.files.downloadUrl(key, fileName, DOWNLOAD_LINK_SECONDS),
    file_name: fileName,
    expires_at: new Date(ports.now().getTime() + DOWNLOAD_LINK_SECONDS * 1000).toISOString(),
  };
}

/** What anyone may read of a certificate by its number: who, which course, when. */
export async function verifyCertificate(ports: CertificatePorts, number: string): Promise<PublicCertificate> {
  const certificate = await ports.certificates.get(number);
  if (!certificate) throw new NotFoundError(message('noCertificateNumber', { number }));
  return {
    number: certificate.number,
    student_name: certificate.student_name,
    course_title: certificate.course_title,
    instructor: certificate.instructor,
    issued_at: certificate.issued_at,
    completed_at: certificate.completed_at,
    valid: true,
  };
}

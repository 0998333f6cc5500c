import { adminCrud, adminDelete } from './admin-crud.js';
import { defineRoute } from './route.js';
import { deleteIds, idParams } from './schemas/ids.js';
import {
  certificate,
  certificateCategory,
  certificateCategoryInput,
  certificateCategoryTable,
  certificateNumberParams,
  certificateTable,
  claimedCertificate,
  issueCertificateInput,
  myCertificates,
  publicCertificate,
} from './schemas/certificates.js';
import { fileDownload } from './schemas/files.js';
import { tableQuery } from './schemas/table.js';

const admin = { domain: 'certificates', access: 'admin', permission: ['certificateCategories'], feature: 'CERTIFICATE' } as const;

/**
 * The certificates domain's routes (decision 0042): its own Lambda, which alone carries the PDF
 * renderer and its fonts. Certificate categories and their templates, issued certificates, a
 * student's claim once their course is complete, their PDF, and the public verification.
 */
export const certificateRoutes = {
  ...adminCrud({
    domain: 'certificates',
    noun: 'CertificateCategory',
    plural: 'CertificateCategories',
    path: '/api/certificatecatagory',
    what: 'certificate category',
    screen: 'certificateCategories',
    feature: 'CERTIFICATE',
    row: certificateCategory,
    input: certificateCategoryInput,
    table: certificateCategoryTable,
    summaries: { create: 'Create a certificate category: its template (fields placed on the page) and the courses whose certificates it draws.' },
  }),
  deleteCertificateCategories: adminDelete({
    id: 'deleteCertificateCategories',
    method: 'DELETE',
    path: '/api/certificatecatagory',
    domain: 'certificates',
    screens: ['certificateCategories'],
    feature: 'CERTIFICATE',
    summary: 'Delete certificate categories; one that certificates were issued under or that courses still use is refused (cannotDelete), with the others of the request (../shared/SPEC.md §7).',
    body: deleteIds,
  }),
  listCertificates: defineRoute({
    ...admin,
    id: 'listCertificates',
    method: 'GET',
    path: '/api/certificate',
    summary: 'A page of the issued certificates: 50 rows, sorted and filtered.',
    query: tableQuery,
    response: certificateTable,
  }),
  getCertificate: defineRoute({
    ...admin,
    id: 'getCertificate',
    method: 'GET',
    path: '/api/certificate/{id}',
    summary: 'One issued certificate, with how it was issued and, when by hand, why.',
    params: idParams,
    response: certificate,
  }),
  issueCertificate: defineRoute({
    ...admin,
    id: 'issueCertificate',
    method: 'POST',
    path: '/api/certificate',
    summary: "Issue a student's certificate of a course by hand, with the reason kept beside it. A student who has one for the course keeps it (200, the same certificate).",
    body: issueCertificateInput,
    response: certificate,
    example: { user_id: '{userId}', course_id: 'course-none', reason: 'Completed the course in the classroom.' },
  }),
  deleteCertificates: adminDelete({
    id: 'deleteCertificates',
    method: 'DELETE',
    path: '/api/certificate',
    domain: 'certificates',
    screens: ['certificateCategories'],
    feature: 'CERTIFICATE',
    summary: 'Withdraw issued certificates (../shared/SPEC.md §7): their verification page then says no such certificate, and the student may be issued one again.',
    body: deleteIds,
  }),
  listMyCertificates: defineRoute({
    id: 'listMyCertificates',
    method: 'GET',
    path: '/api/me/certificates',
    domain: 'certificates',
    access: 'student',
    feature: 'CERTIFICATE',
    summary: "The student's certificates, newest first.",
    response: myCertificates,
  }),
  claimCertificate: defineRoute({
    id: 'claimCertificate',
    method: 'POST',
    path: '/api/me/courses/{id}/certificate',
    domain: 'certificates',
    access: 'student',
    feature: 'CERTIFICATE',
    summary: "The student's certificate of a course they completed: issued the first time (once per course), the same one after. Before every required lesson is done: 409.",
    params: idParams,
    response: claimedCertificate,
    // `{id}` is the course: another student is not enrolled in it, or has not completed it.
    ownership: { kind: 'record', list: 'listMyLearning' },
  }),
  downloadMyCertificate: defineRoute({
    id: 'downloadMyCertificate',
    method: 'GET',
    path: '/api/me/certificates/{id}/pdf',
    domain: 'certificates',
    access: 'student',
    feature: 'CERTIFICATE',
    summary: "A short link that downloads one of the student's certificates as a PDF in Thai and English.",
    params: idParams,
    response: fileDownload,
    ownership: { kind: 'record', list: 'listMyCertificates' },
  }),
  verifyCertificate: defineRoute({
    id: 'verifyCertificate',
    method: 'GET',
    path: '/public/certificates/{number}',
    domain: 'certificates',
    access: 'public',
    feature: 'CERTIFICATE',
    summary: 'The public verification of a certificate by its number: who, which course, when. Nothing private; an unknown or withdrawn number is 404.',
    params: certificateNumberParams,
    response: publicCertificate,
  }),
} as const;

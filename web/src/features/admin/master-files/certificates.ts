import { CERTIFICATE_CATEGORY_COLUMNS, CERTIFICATE_COLUMNS, CERTIFICATE_ISSUES, certificateCategoryInput, DEFAULT_CERTIFICATE_TEMPLATE, routes } from '@lm/shared';
import { lazy, type ComponentType } from 'react';
import type { CustomInputProps } from '../form/fields';
import { masterFile, TEXTAREA } from './define';

/** The certificate editors, loaded with the first form that draws one. */
const editor = (name: 'CoursesPicker' | 'CertificateTemplateEditor'): ComponentType<CustomInputProps> =>
  lazy(() => import('../components/certificate-editors').then((editors) => ({ default: editors[name] })));

/**
 * Certificate categories (../shared/SPEC.md §7 DELETE /api/certificatecatagory; decision 0042): a
 * template of fields placed on the page, designed beside a live preview, and the courses whose
 * certificates it draws. One that certificates were issued under or courses use is not deleted.
 */
export const certificateCategories = masterFile({
  key: 'certificateCategories',
  endpoints: {
    list: routes.listCertificateCategories,
    get: routes.getCertificateCategory,
    create: routes.createCertificateCategory,
    update: routes.updateCertificateCategory,
    remove: routes.deleteCertificateCategories,
  },
  json: true,
  columns: CERTIFICATE_CATEGORY_COLUMNS,
  shown: ['name', 'updated_at'],
  named: 'name',
  schema: certificateCategoryInput,
  fields: ['name', 'description', 'course_ids', 'template'],
  overrides: {
    description: TEXTAREA,
    course_ids: { kind: 'custom', editor: editor('CoursesPicker'), hint: 'masterFiles.certificateCategories.coursesHint' },
    template: { kind: 'custom', editor: editor('CertificateTemplateEditor'), initial: DEFAULT_CERTIFICATE_TEMPLATE },
  },
});

/**
 * Issued certificates (../shared/SPEC.md §7 DELETE /api/certificate): read in their view, issued by
 * hand with a reason from the toolbar, withdrawn by a delete.
 */
export const certificates = masterFile({
  key: 'certificates',
  endpoints: { list: routes.listCertificates, get: routes.getCertificate, remove: routes.deleteCertificates },
  columns: CERTIFICATE_COLUMNS,
  shown: ['number', 'student_name', 'course_title', 'issued_at', 'issued_by'],
  named: 'number',
  columnOverrides: { issued_by: { choices: { values: CERTIFICATE_ISSUES, labels: 'masterFiles.certificates.issuedBy' } } },
  detail: () => import('../components/certificate-view'),
  toolbar: () => import('../components/certificate-issue-toolbar'),
});

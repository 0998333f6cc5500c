import { redeemSerialInput, serialBatch, serialBatchInput, serialBatchSwitched, serialBatchSwitchInput, serialImportInput, serialNumber, serialNumberTable, serialNumberUpdate } from '../commerce/serial-number-schemas.js';
import { adminCrud, adminDelete } from './admin-crud.js';
import { defineRoute } from './route.js';
import { deleteIds } from './schemas/ids.js';
import { ownedCourse } from './schemas/commerce.js';

// Serial numbers are made in batches, never one by one through a form: the master file's create is not served.
const { createSerialNumber: _made, ...serialNumberFile } = adminCrud({
  noun: 'SerialNumber',
  plural: 'SerialNumbers',
  domain: 'commerce',
  path: '/api/serialnumbers',
  what: 'serial number',
  screen: 'serialNumbers',
  feature: 'SALES',
  row: serialNumber,
  input: serialNumberUpdate,
  table: serialNumberTable,
  summaries: { update: "Change a serial number's batch, last day of use, months of access or whether it can be used; never its code or course." },
});

/**
 * Serial numbers (../shared/SPEC.md §2 "Admin", decision 0061): one-time codes giving a course,
 * made in batches by an administrator and used by a signed-in student.
 */
export const serialNumberRoutes = {
  ...serialNumberFile,
  createSerialBatch: defineRoute({
    id: 'createSerialBatch',
    method: 'POST',
    path: '/api/serialnumbers/batch',
    domain: 'commerce',
    access: 'admin',
    permission: ['serialNumbers'],
    feature: 'SALES',
    summary: 'Make a batch of new serial numbers for a course (1 to 1,000 codes), answered in the order made.',
    body: serialBatchInput,
    response: serialBatch,
    example: { course_id: 'course-python-basics', batch: 'Python book, first print', quantity: 3, redeem_until: null, access_months: 12 },
  }),
  importSerialBatch: defineRoute({
    id: 'importSerialBatch',
    method: 'POST',
    path: '/api/serialnumbers/import',
    domain: 'commerce',
    access: 'admin',
    permission: ['serialNumbers'],
    feature: 'SALES',
    summary: 'Keep a batch of codes made elsewhere (a printer\'s file, 1 to 1,000, one per line) for a course, answered in their order. A line that is not a code, a repeated one, or a code already kept refuses the whole batch.',
    body: serialImportInput,
    response: serialBatch,
    example: { course_id: 'course-python-basics', batch: 'Python book, second print', codes: ['7KQM-4XTP-9BRW', 'H3CV-8NDA-2KPX'], redeem_until: null, access_months: 12 },
  }),
  switchSerialBatch: defineRoute({
    id: 'switchSerialBatch',
    method: 'POST',
    path: '/api/serialnumbers/batch/switch',
    domain: 'commerce',
    access: 'admin',
    permission: ['serialNumbers'],
    feature: 'SALES',
    summary: "Switch every unused code of a batch off (a leaked batch) or back on; answers how many changed. Used codes stay as they are.",
    body: serialBatchSwitchInput,
    response: serialBatchSwitched,
    example: { batch: 'Python book, first print', active: false },
  }),
  deleteSerialNumbers: adminDelete({
    id: 'deleteSerialNumbers',
    method: 'DELETE',
    path: '/api/serialnumbers',
    domain: 'commerce',
    screens: ['serialNumbers'],
    feature: 'SALES',
    summary: 'Delete unused serial numbers; one that was used is refused with cannotDelete (switch it off instead).',
    body: deleteIds,
  }),
  redeemSerialNumber: defineRoute({
    id: 'redeemSerialNumber',
    method: 'POST',
    path: '/api/me/serialnumbers',
    domain: 'commerce',
    access: 'student',
    summary: 'Use a serial number: its course is the student\'s for its months of access, and the code is used up, in one transaction.',
    body: redeemSerialInput,
    response: ownedCourse,
    example: { code: '7KQM-4XTP-9BRW' },
  }),
};

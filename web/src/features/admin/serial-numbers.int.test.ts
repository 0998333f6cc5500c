import type {} from '@lm/functions/testing/provided-context';
import { localDatabase, signIn as apiSignIn, signOut as apiSignOut } from '@lm/functions/testing/api';
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PATIENT } from '../../testing/admin-table';
import { screenshot } from '../../testing/browser';
import { browserSuite } from '../../testing/browser-suite';

const suite = browserSuite();
const stamp = Date.now().toString(36);
/** A course sold only through its serial numbers: no student holds it. */
const COURSE = { id: `course-serial-web-${stamp}`, title: `Thai cooking book course ${stamp}` };
const BATCH = `Cookbook, first print ${stamp}`;
const db = () => localDatabase();
let studentId = '';
let seededConsent: number | undefined;

beforeAll(async () => {
  const at = new Date().toISOString();
  await db().courses.create({ id: COURSE.id, title: COURSE.title, slug: `serial-web-${stamp}`, price: 90_000, category_id: 'cat-programming', status: 'open', published: false, curriculum: [], created_at: at, updated_at: at }).go();
  const student = await apiSignIn('student');
  studentId = student.user.id;
  await apiSignOut(student);
  // The privacy notice is not this test's subject: the student has accepted it.
  seededConsent = (await db().users.get({ userId: studentId }).go()).data?.pdpaApproved;
  await db().users.patch({ userId: studentId }).set({ pdpaApproved: 1 }).go();
});

afterAll(async () => {
  const { data } = await db().serialNumbers.query.all({}).go({ pages: 'all' });
  for (const serial of data.filter((one) => one.course_id === COURSE.id)) await db().serialNumbers.delete({ id: serial.id }).go();
  if (studentId) {
    await db().enrollments.delete({ user_id: studentId, course_id: COURSE.id }).go();
    await db().users.patch({ userId: studentId }).set({ pdpaApproved: seededConsent }).go();
  }
  await db().courses.delete({ id: COURSE.id }).go();
});

describe('serial numbers in Chromium against the local stack', () => {
  it('are made in a batch by an administrator, downloaded as CSV, and give a student the course once', { timeout: 150_000 }, async () => {
    const admin = await suite.backOffice();
    await admin.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Serial numbers', exact: true }).click();
    await admin.waitForURL(suite.url('/admin/serial-numbers'));
    await expect.poll(() => admin.getByRole('heading', { level: 1 }).textContent(), PATIENT).toBe('Serial numbers');
    // Codes are made in batches, never one by one.
    expect(await admin.getByRole('button', { name: /^New / }).count()).toBe(0);

    const maker = admin.getByRole('region', { name: 'Make a batch of serial numbers' });
    const course = maker.getByLabel('Course', { exact: true });
    await expect.poll(() => course.locator('option', { hasText: COURSE.title }).count(), PATIENT).toBe(1);
    await maker.getByRole('button', { name: 'Make serial numbers' }).click();
    await expect.poll(() => maker.getByText('Course is required.').isVisible(), PATIENT).toBe(true);

    await course.selectOption({ label: COURSE.title });
    await maker.getByLabel('Batch', { exact: true }).fill(BATCH);
    await maker.getByLabel('How many', { exact: true }).fill('2');
    await maker.getByRole('button', { name: 'Make serial numbers' }).click();
    await expect.poll(() => maker.getByRole('status').textContent(), PATIENT).toBe(`2 serial numbers made for ${COURSE.title}.`);

    // The table shows the batch alone, the course by its title.
    const table = admin.getByRole('table', { name: 'Serial numbers' });
    const rows = table.locator('tbody tr');
    await expect.poll(async () => (await rows.allTextContents()).filter((text) => text.includes(BATCH) && text.includes(COURSE.title)).length, PATIENT).toBe(2);
    expect(await rows.count()).toBe(2);

    const saved = admin.waitForEvent('download');
    await maker.getByRole('button', { name: 'Download the codes (CSV)' }).click();
    const download = await saved;
    expect(download.suggestedFilename()).toBe(`Cookbook-first-print-${stamp}.csv`);
    const lines = (await readFile(await download.path())).toString('utf8').slice(1).split('\r\n');
    expect(lines[0]).toBe('Serial number,Course,Batch,Usable until,Months of access');
    const codes = lines.slice(1, 3).map((line) => line.split(',')[0]!);
    for (const line of lines.slice(1, 3)) expect(line).toMatch(new RegExp(`^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4},${COURSE.title},"?${BATCH}"?,,12$`));
    expect(lines.slice(3)).toEqual(['']);
    await screenshot(admin, 'serial-numbers-batch');

    // A printer's file is imported as it is; the batch's own file again is refused whole.
    const importer = admin.getByRole('region', { name: "Import a printer's codes" });
    // The rarer tasks are folded under their titles, so a phone reaches the table sooner.
    expect(await importer.getByLabel('Codes, one per line').isVisible()).toBe(false);
    await importer.getByText("Import a printer's codes").click();
    await importer.getByLabel('Course', { exact: true }).selectOption({ label: COURSE.title });
    await importer.getByLabel('Batch', { exact: true }).fill(`${BATCH}, printer`);
    await importer.locator('input[type=file]').setInputFiles(await download.path());
    await expect.poll(() => importer.getByLabel('Codes, one per line').inputValue(), PATIENT).toBe(codes.join('\n'));
    // The file input is emptied once read, so the same file chosen again (corrected and saved) is read again.
    expect(await importer.locator('input[type=file]').inputValue()).toBe('');
    await importer.getByRole('button', { name: 'Import the codes' }).click();
    await expect.poll(() => importer.getByRole('alert').textContent(), PATIENT).toBe(`Already serial numbers here: ${[...codes].sort().join(', ')}. Nothing was imported.`);
    const printed = [`PRNA${stamp}`, `PRNB${stamp}`].map((code) => code.toUpperCase().slice(0, 12).padEnd(12, 'X'));
    await importer.getByLabel('Codes, one per line').fill(`${printed[0]}\nnot a code\n${printed[0]}\n`);
    await importer.getByRole('button', { name: 'Import the codes' }).click();
    // Every wrong line at once: not a code, and a code listed twice.
    await expect.poll(() => importer.getByText('These lines are not serial numbers').textContent(), PATIENT).toBe(
      `These lines are not serial numbers (12 letters and digits, such as 7KQM-4XTP-9BRW): 2 (not a code). These lines repeat a code listed above them: 3 (${printed[0]!.replace(/(.{4})(.{4})(.{4})/, '$1-$2-$3')}).`,
    );
    await importer.getByLabel('Codes, one per line').fill(printed.join('\n'));
    await importer.getByRole('button', { name: 'Import the codes' }).click();
    await expect.poll(() => importer.getByRole('status').filter({ hasText: 'imported' }).textContent(), PATIENT).toBe(`2 serial numbers imported for ${COURSE.title}.`);
    await expect.poll(async () => (await rows.allTextContents()).filter((text) => text.includes(`${BATCH}, printer`)).length, PATIENT).toBe(2);
    // Back to the first batch.
    await admin.getByRole('button', { name: 'Clear filter' }).click();
    await admin.getByLabel('Column', { exact: true }).selectOption({ label: 'Batch' });
    await admin.getByLabel('Operator', { exact: true }).selectOption({ label: 'equals' });
    await admin.getByLabel('Value', { exact: true }).fill(BATCH);
    await admin.getByRole('button', { name: 'Add filter' }).click();
    await expect.poll(async () => (await rows.allTextContents()).filter((text) => text.includes(BATCH) && !text.includes('printer')).length, PATIENT).toBe(2);

    // The student types the first code as they read it: lower case, no dashes.
    const page = await suite.page();
    await page.addInitScript(() => localStorage.setItem('lm.language', 'en'));
    await page.goto(suite.url('/signin?from=%2Fmyaccount%2Fstudent%2Fcourse'));
    await suite.signIn(page, 'student');
    await page.waitForURL(suite.url('/myaccount/student/course'));
    const code = page.getByLabel('Have a serial number?');
    await code.fill('abc');
    await page.getByRole('button', { name: 'Use it' }).click();
    await expect.poll(() => page.getByRole('alert').textContent(), PATIENT).toBe('A serial number is 12 letters and digits, such as 7KQM-4XTP-9BRW.');

    await code.fill(codes[0]!.replaceAll('-', '').toLowerCase());
    await page.getByRole('button', { name: 'Use it' }).click();
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'is yours until' }).textContent(), PATIENT).toMatch(new RegExp(`^${COURSE.title} is yours until \\d{1,2} \\w{3} \\d{4}\\.$`));
    const card = page.locator(`[data-course-id="${COURSE.id}"]`);
    await expect.poll(() => card.getByRole('heading', { name: COURSE.title }).isVisible(), PATIENT).toBe(true);
    await screenshot(page, 'serial-number-used');

    // A code is used once.
    await code.fill(codes[0]!);
    await page.getByRole('button', { name: 'Use it' }).click();
    await expect.poll(() => page.getByRole('alert').textContent(), PATIENT).toBe(`The serial number ${codes[0]} has already been used.`);

    // The back office sees who used it; the batch leaks, and its unused code is switched off.
    await admin.reload();
    await expect.poll(async () => (await rows.allTextContents()).filter((text) => text.includes(codes[0]!) && text.includes('@')).length, PATIENT).toBe(1);
    const switcher = admin.getByRole('region', { name: 'Switch a batch off or on' });
    await switcher.getByText('Switch a batch off or on').click();
    await switcher.getByLabel('Batch', { exact: true }).fill(BATCH);
    await switcher.getByRole('button', { name: 'Switch its unused codes off' }).click();
    await expect.poll(() => switcher.getByRole('status').textContent(), PATIENT).toBe(`1 unused code of ${BATCH} switched off.`);
    await expect.poll(async () => (await rows.allTextContents()).filter((text) => text.includes(codes[1]!) && text.includes('No')).length, PATIENT).toBe(1);
    await code.fill(codes[1]!);
    await page.getByRole('button', { name: 'Use it' }).click();
    await expect.poll(() => page.getByRole('alert').textContent(), PATIENT).toBe(`The serial number ${codes[1]} is no longer valid.`);
  });
});

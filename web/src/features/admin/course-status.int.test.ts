import type {} from '@lm/functions/testing/provided-context';
import { api, signIn as apiSignIn, signOut as apiSignOut } from '@lm/functions/testing/api';
import type { MyLearningCourse } from '@lm/shared';
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { bangkokStamp } from '../../testing/admin-table';
import { browserSuite } from '../../testing/browser-suite';

const suite = browserSuite();
/** The demo student's bought course (scripts/src/seed/commerce.ts): seven lessons, the last a quiz. */
const COURSE = { id: 'course-python-basics', title: 'Python for beginners' };
const PATIENT = { timeout: 15_000 };

/** A table cell as the CSV writes its value: empty where the table shows a dash, quoted when it holds a comma, a quote or a line break. */
function csvCell(text = ''): string {
  const value = text === '—' ? '' : text;
  return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

/** What the demo student's own area says of the course, the report's numbers to match. */
async function studentsOwnProgress(): Promise<MyLearningCourse> {
  const student = await apiSignIn('student');
  try {
    const mine = (await api('/api/me/learning', { token: student.id_token })).body as unknown as MyLearningCourse[];
    const course = mine.find((one) => one.id === COURSE.id);
    if (!course) throw new Error(`The demo student does not hold ${COURSE.id}.`);
    return course;
  } finally {
    await apiSignOut(student);
  }
}

describe('the course status screen in Chromium against the local stack', () => {
  it('shows an administrator the demo student’s progress in a course, and saves the rows as CSV', { timeout: 120_000 }, async () => {
    const own = await studentsOwnProgress();
    const page = await suite.backOffice();

    // The screen is on the menu: the stack's plan has course status (decision 0039).
    await page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Course status', exact: true }).click();
    await page.waitForURL(suite.url('/admin/course-status'));
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent(), PATIENT).toBe('Course status');
    // A report: nothing to create, select or delete.
    expect(await page.getByRole('button', { name: 'Delete selected' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^New / }).count()).toBe(0);

    const course = page.getByLabel('Course', { exact: true });
    await expect.poll(() => course.locator('option', { hasText: COURSE.title }).count(), PATIENT).toBe(1);
    await course.selectOption({ label: COURSE.title });
    await page.getByLabel('Student', { exact: true }).fill('somchai');
    await page.getByRole('button', { name: 'Find', exact: true }).click();

    const table = page.getByRole('table', { name: 'Course status' });
    const rows = table.locator('tbody tr');
    await expect.poll(async () => (await rows.allTextContents()).map((text) => text.includes('Somchai Jaidee') && text.includes(COURSE.title)), PATIENT).toEqual([true]);
    await expect.poll(() => table.getAttribute('aria-busy'), PATIENT).toBe('false');
    const row = rows.first();
    const cells = async () => (await row.locator('td').allTextContents()).map((text) => text.trim());
    expect(await cells()).toEqual([
      'Somchai Jaidee',
      'student@example.com',
      COURSE.title,
      expect.any(String),
      '8',
      `${own.percent}%`,
      bangkokStamp(own.last_opened_at),
      own.last_lesson_title,
      // The quiz, homework and certificate as other suites left them.
      expect.any(String),
      expect.stringMatching(/^(Homework|.*: (waiting for review|accepted|returned))/),
      expect.any(String),
      '2026-01-10 10:02',
      '2027-01-10 10:02',
      'No',
    ]);
    const [quiz, homework, certificate] = (await cells()).slice(8, 11);
    const done = Number((await cells())[3]);
    expect(done).toBeGreaterThanOrEqual(1);
    expect(own.percent).toBe(Math.round((100 * done) / 8));
    const bar = row.getByRole('progressbar', { name: `Progress (%) of Somchai Jaidee, ${COURSE.title}` });
    expect(await bar.getAttribute('value')).toBe(String(own.percent));

    // The rows as CSV: Excel's UTF-8 mark, the columns as the table names them, the row as it shows it.
    const saved = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV', exact: true }).click();
    const download = await saved;
    expect(download.suggestedFilename()).toMatch(/^course-status-\d{4}-\d{2}-\d{2}\.csv$/);
    const bytes = await readFile(await download.path());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.toString('utf8').slice(1).split('\r\n');
    expect(lines).toEqual([
      'Student,E-mail,Course,Lessons done,Lessons,Progress (%),Last activity,Last lesson,Quiz scores,Homework,Certificate,Enrolled,Access until,Expired',
      `Somchai Jaidee,student@example.com,${COURSE.title},${done},8,${own.percent},${bangkokStamp(own.last_opened_at)},${own.last_lesson_title},${[quiz, homework, certificate].map(csvCell).join(',')},2026-01-10 10:02,2027-01-10 10:02,No`,
      '',
    ]);

    // Another course the student did not buy shows no row of theirs.
    await course.selectOption({ label: 'UI design fundamentals' });
    await expect.poll(() => table.getByRole('row').filter({ hasText: 'Somchai Jaidee' }).count(), PATIENT).toBe(0);
  });
});

import type {} from '@lm/functions/testing/provided-context';
import { api, localDatabase, signIn as apiSignIn, signOut as apiSignOut } from '@lm/functions/testing/api';
import { assessmentId } from '@lm/functions/learning/assessments';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { browserSuite } from '../../testing/browser-suite';

const suite = browserSuite();
const { url } = suite;
const db = localDatabase();

/** The demo student finished the demo instructor's Git course, which both assessed (scripts/src/seed/assessments.ts). */
const COURSE = 'course-git';
const STUDENT = 'student';
const SEEDED_REVIEW = 'เข้าใจ branch และ pull request ได้จริง ตัวอย่างใช้กับงานทีมได้ทันที / Finally understood branches and pull requests; the examples work for a real team.';
const userId = () => inject('userIds')[STUDENT] as string;
const stamp = Date.now().toString(36);
let pdpaBefore: number | undefined;

beforeAll(async () => {
  // The consent dialog would cover the page; its own test lives in the shell suite.
  pdpaBefore = (await db.users.get({ userId: userId() }).go()).data?.pdpaApproved;
  await db.users.patch({ userId: userId() }).set({ pdpaApproved: 1 }).go();
  // The student assesses the course afresh: the seeded assessment goes first.
  const admin = await apiSignIn('admin');
  await api('/api/assessment/course/delete', { method: 'POST', json: { ids: [assessmentId('course', COURSE, userId())] }, token: admin.id_token });
  await apiSignOut(admin);
});

afterAll(async () => {
  await db.users.patch({ userId: userId() }).set({ pdpaApproved: pdpaBefore }).go();
  // As seeded again.
  const student = await apiSignIn(STUDENT);
  await api(`/api/me/courses/${COURSE}/assessments/course`, { method: 'PUT', json: { rating: 5, review: SEEDED_REVIEW }, token: student.id_token });
  await apiSignOut(student);
});

async function englishPage(path: string): Promise<Page> {
  const page = await suite.page();
  await page.addInitScript(() => localStorage.setItem('lm.language', 'en'));
  await page.goto(url(path));
  return page;
}

describe('assessments in the browser', () => {
  it('shows the student the instructor’s rubric, takes their course assessment and shows it on the course page', { timeout: 120_000 }, async () => {
    const mine = `/myaccount/student/assessment/${COURSE}`;
    const page = await englishPage(`/signin?from=${encodeURIComponent(mine)}`);
    await suite.signIn(page, STUDENT);
    await page.waitForURL(url(mine));
    await expect.poll(() => page.getByRole('heading', { level: 1, name: 'My assessment: Git and GitHub for teams' }).count(), { timeout: 20_000 }).toBe(1);

    // The instructor's rubric: each criterion's score, the average and the comment.
    const rubric = page.getByRole('table', { name: 'Scores out of 5 for each criterion' });
    await expect.poll(() => rubric.isVisible(), { timeout: 20_000 }).toBe(true);
    expect(await rubric.getByRole('row', { name: /Participation/ }).textContent()).toContain('5 / 5');
    expect(await rubric.getByRole('row', { name: /Assignments/ }).textContent()).toContain('4 / 5');
    expect(await rubric.getByRole('row', { name: /Average/ }).textContent()).toContain('4.3 / 5');
    expect(await page.getByText('By Ines Teacher').isVisible()).toBe(true);
    expect(await page.getByText('Handed in every exercise and reviewed classmates’ code well.', { exact: false }).isVisible()).toBe(true);

    // The course assessment: stars and a review are both asked for.
    const course = page.getByRole('form', { name: 'My assessment of the course' });
    await course.getByRole('button', { name: 'Send my assessment' }).click();
    expect(await course.getByRole('alert').textContent()).toBe('Choose from 1 to 5 stars.');
    await course.getByRole('radio', { name: '4 stars' }).check();
    const review = `Clear steps from commits to code review (${stamp})`;
    await course.getByLabel('Your review').fill(review);
    await course.getByRole('button', { name: 'Send my assessment' }).click();
    await expect.poll(() => page.getByText('Your assessment of the course was saved. It shows on the course page.').count(), { timeout: 20_000 }).toBeGreaterThan(0);
    await expect.poll(() => page.getByRole('button', { name: 'Update my assessment' }).count(), { timeout: 20_000 }).toBeGreaterThan(0);

    // The course page shows it under the student's public name, with the average.
    await page.goto(url(`/courses/${COURSE}`));
    const section = page.getByRole('region', { name: 'Student assessments' });
    await expect.poll(() => section.getByText(review).count(), { timeout: 20_000 }).toBe(1);
    const item = section.getByRole('listitem').filter({ hasText: review });
    expect(await item.getByText('Somchai J.').count()).toBe(1);
    expect(await item.getByRole('img', { name: '4 out of 5' }).count()).toBe(1);
    expect(await section.textContent()).not.toMatch(/student@example\.com|Jaidee/);
  });

  it('lets the instructor read what students said and assess a student on the rubric', { timeout: 120_000 }, async () => {
    const path = `/myaccount/instructor/assessment/${COURSE}`;
    const page = await englishPage(`/signininstructor?from=${encodeURIComponent(path)}`);
    await suite.signIn(page, 'instructor');
    await page.waitForURL(url(path));
    await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Assessments: Git and GitHub for teams' }).count(), { timeout: 20_000 }).toBe(1);
    await expect.poll(() => page.getByText(/out of 5 from \d+ ratings? in this course/).count(), { timeout: 20_000 }).toBe(1);
    expect(await page.getByRole('region', { name: 'What students said of me' }).textContent()).not.toContain('Somchai');

    const student = page.locator(`[data-student-id="${userId()}"]`);
    await expect.poll(() => student.isVisible(), { timeout: 20_000 }).toBe(true);
    await student.getByRole('button', { name: 'Edit the assessment of Somchai Jaidee' }).click();
    const form = page.getByRole('form', { name: 'Assessment of Somchai Jaidee' });
    expect(await form.getByRole('group', { name: 'Participation' }).getByRole('radio', { name: '5 stars' }).isChecked()).toBe(true);
    await form.getByRole('group', { name: 'Understanding' }).getByRole('radio', { name: '5 stars' }).check();
    await form.getByRole('button', { name: 'Save assessment' }).click();
    await expect.poll(() => student.getByText('Average 4.7 / 5').count(), { timeout: 20_000 }).toBe(1);

    // As seeded again.
    await student.getByRole('button', { name: 'Edit the assessment of Somchai Jaidee' }).click();
    await form.getByRole('group', { name: 'Understanding' }).getByRole('radio', { name: '4 stars' }).check();
    await form.getByRole('button', { name: 'Save assessment' }).click();
    await expect.poll(() => student.getByText('Average 4.3 / 5').count(), { timeout: 20_000 }).toBe(1);
  });
});

import type {} from '@lm/functions/testing/provided-context';
import { localDatabase } from '@lm/functions/testing/api';
import { addBangkokDays, bangkokDate } from '@lm/shared';
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { browserSuite } from '../../testing/browser-suite';

const suite = browserSuite();
const { url } = suite;
const db = localDatabase();
const run = randomUUID().slice(0, 8);
/** A profile of this run, the demo `instructor2`'s account's only one while the test runs. */
const PROFILE = `a-private-web-${run}`;
const PASSWORD = 'Private#2026pass';
const username = `pcweb${run}`;
const PATIENT = { timeout: 20_000 };
const userId = (name: string) => inject('userIds')[name] as string;
let studentId = '';
let unlinked: { id: string; user_id: string }[] = [];

beforeAll(async () => {
  const stamp = new Date().toISOString();
  // Other profiles of the account step aside, so the teaching-time page edits this one.
  const { data } = await db.instructorProfiles.query.all({}).go({ pages: 'all', attributes: ['id', 'user_id'] });
  unlinked = data.filter((profile) => profile.user_id === userId('instructor2')).map((profile) => ({ id: profile.id, user_id: profile.user_id ?? '' }));
  for (const profile of unlinked) await db.instructorProfiles.patch({ id: profile.id }).set({ user_id: '' }).go();
  await db.instructorProfiles.put({ id: PROFILE, name: `Khru Niran ${run}`, slug: PROFILE, published: true, user_id: userId('instructor2'), created_at: stamp, updated_at: stamp }).go();

  const registered = await fetch(`${inject('apiUrl')}/user/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, email: `${username}@example.com`, password: PASSWORD, firstname: 'Dao', lastname: 'Rattana' }),
  });
  expect(registered.status).toBe(200);
  const session = (await registered.json()) as { id_token: string; user: { id: string } };
  studentId = session.user.id;
  // Registration signs the student in: that session ends, so the browser signs in afresh.
  await fetch(`${inject('apiUrl')}/user/logout`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${session.id_token}` },
    body: JSON.stringify({ user_id: studentId }),
  });
  // The consent dialog would cover the page; its own test lives in the shell suite.
  await db.users.patch({ userId: studentId }).set({ pdpaApproved: 1 }).go();
  // One hour bought with this instructor.
  await db.privateHours.put({ user_id: studentId, instructor_id: PROFILE, minutes: 60, updated_at: stamp }).go();
}, 60_000);

afterAll(async () => {
  await db.instructorProfiles.patch({ id: PROFILE }).set({ user_id: '' }).go();
  for (const profile of unlinked) await db.instructorProfiles.patch({ id: profile.id }).set({ user_id: profile.user_id }).go();
});

async function englishPage(path: string): Promise<Page> {
  const page = await suite.page();
  await page.addInitScript(() => localStorage.setItem('lm.language', 'en'));
  await page.goto(url(path));
  return page;
}

describe('private classes in Chromium against the local stack', () => {
  // Three days ahead, past any booking lead up to 48 hours.
  const date = addBangkokDays(bangkokDate(new Date()), 3);

  it('lets the instructor publish teaching time and the student book a slot of it', { timeout: 150_000 }, async () => {
    const instructor = await englishPage(`/signininstructor?from=${encodeURIComponent('/myaccount/instructor/manageteachingtime')}`);
    await suite.signIn(instructor, 'instructor2');
    await instructor.waitForURL(url('/myaccount/instructor/manageteachingtime'));
    await expect.poll(() => instructor.getByRole('heading', { level: 1, name: 'Teaching time' }).isVisible(), PATIENT).toBe(true);

    await instructor.getByRole('button', { name: 'Add extra hours' }).click();
    await instructor.getByLabel('Date', { exact: true }).fill(date);
    await instructor.getByLabel('From').fill('10:00');
    await instructor.getByLabel('To').fill('12:00');
    await instructor.getByLabel('Price of one hour (baht)').fill('700');
    await instructor.getByRole('button', { name: 'Save teaching time' }).click();
    await expect.poll(() => instructor.getByRole('status').filter({ hasText: 'Your teaching time is saved.' }).count(), PATIENT).toBe(1);
    const stored = (await db.instructorAvailability.get({ instructor_id: PROFILE }).go()).data;
    expect(stored).toMatchObject({ price_per_hour: 70_000, extra_hours: [{ date, start: '10:00', end: '12:00' }] });

    const student = await englishPage(`/signin?from=${encodeURIComponent(`/private/instructors/${PROFILE}`)}`);
    await suite.signIn(student, username, PASSWORD);
    await student.waitForURL(url(`/private/instructors/${PROFILE}`));
    await expect.poll(() => student.getByRole('heading', { level: 2, name: `Private classes with Khru Niran ${run}` }).isVisible(), PATIENT).toBe(true);
    await expect.poll(() => student.getByText('You have 1 hour left with this instructor.').isVisible(), PATIENT).toBe(true);
    expect(await student.getByText('฿700 an hour', { exact: false }).isVisible()).toBe(true);

    // The chosen date is within the week shown from today: its two slots, 10:00 and 11:00 Bangkok time.
    const slots = student.getByRole('button', { name: /^Book / });
    await expect.poll(() => slots.count(), PATIENT).toBe(2);
    await slots.first().click();
    await expect.poll(() => student.getByRole('status').filter({ hasText: /^Booked:/ }).count(), PATIENT).toBe(1);
    await expect.poll(() => slots.count(), PATIENT).toBe(1);
    expect(await student.getByText('You have no hours left with this instructor: buy hours first.').isVisible()).toBe(true);

    await student.getByRole('link', { name: 'My private classes' }).click();
    await student.waitForURL(url('/myaccount/student/course/private'));
    const row = student.getByTestId('private-class');
    await expect.poll(() => row.count(), PATIENT).toBe(1);
    expect(await row.textContent()).toContain(`Khru Niran ${run}`);
    expect(await row.textContent()).toContain('10:00');
    const [session] = (await db.sessionSeats.query.byUser({ user_id: studentId }).go()).data;
    expect(session?.starts_at).toBe(new Date(`${date}T10:00:00+07:00`).toISOString());
    // Days ahead the room is not open: the row says when it opens (settingLiveroom's 10 minutes before), not "Join".
    expect(await row.getByRole('link', { name: 'Join' }).count()).toBe(0);
    expect(await row.getByText(/^Opens at .*09:50$/).isVisible()).toBe(true);
    expect(await student.getByText(`Khru Niran ${run}: 0 hours left`).isVisible()).toBe(true);
  });
});

import type {} from '@lm/functions/testing/provided-context';
import { createAttendanceStore } from '@lm/functions/data/attendance-repository';
import { createSessionStore } from '@lm/functions/data/class-session-repository';
import { localDatabase } from '@lm/functions/testing/api';
import { bangkokDay, type ClassSession } from '@lm/shared';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { browserSuite, DEMO_PASSWORD } from '../../testing/browser-suite';

const suite = browserSuite();
const db = localDatabase();
const sessions = createSessionStore(db);
const attendance = createAttendanceStore(db);
const userId = (username: string) => inject('userIds')[username] as string;
const PATIENT = { timeout: 20_000 };
const MINUTE = 60_000;
const stamp = Date.now().toString(36);

/** A class of the demo instructor's profile (scripts/src/seed/content.ts links it to `instructor`). */
function classOf(id: string, title: string, startsAt: Date, minutes: number): ClassSession {
  const now = new Date().toISOString();
  return {
    id,
    kind: 'private',
    title_th: `${title} (ไทย)`,
    title_en: title,
    instructor_id: 'instructor-ines',
    instructor_user_id: userId('instructor'),
    course_id: null,
    source_id: null,
    starts_at: startsAt.toISOString(),
    ends_at: new Date(startsAt.getTime() + minutes * MINUTE).toISOString(),
    room_kind: 'room',
    capacity: 1,
    booked: 0,
    status: 'scheduled',
    created_at: now,
    updated_at: now,
  };
}

// Now, to the minute: on today's Bangkok date when the pages load.
const current = classOf(`session-now-${stamp}`, `Calendar class ${stamp}`, new Date(Math.floor(Date.now() / MINUTE) * MINUTE), 45);
const ended = classOf(`session-ended-${stamp}`, `Attended class ${stamp}`, new Date(Math.floor(Date.now() / MINUTE) * MINUTE - 3 * 60 * MINUTE), 60);
const seat = (session: ClassSession) => ({ session_id: session.id, user_id: userId('student2'), kind: session.kind, starts_at: session.starts_at, ends_at: session.ends_at, source: 'admin' as const, order_id: null, booked_at: new Date().toISOString() });

beforeAll(async () => {
  await sessions.save([current, ended]);
  await sessions.book(seat(current));
  await sessions.book(seat(ended));
  const at = (minutes: number) => new Date(Date.parse(ended.starts_at) + minutes * MINUTE).toISOString();
  for (const event of [
    { user_id: userId('instructor'), role: 'instructor' as const, event: 'join' as const, at: at(0), connection_id: `ti-${stamp}` },
    { user_id: userId('instructor'), role: 'instructor' as const, event: 'leave' as const, at: at(60), connection_id: `ti-${stamp}` },
    { user_id: userId('student2'), role: 'student' as const, event: 'join' as const, at: at(10), connection_id: `ts-${stamp}` },
    { user_id: userId('student2'), role: 'student' as const, event: 'leave' as const, at: at(47), connection_id: `ts-${stamp}` },
  ])
    await attendance.record({ session_id: ended.id, ...event });
});

afterAll(async () => {
  await sessions.remove([current.id, ended.id]);
});

async function instructorPage(path: string): Promise<Page> {
  const page = await suite.page();
  await page.addInitScript(() => localStorage.setItem('lm.language', 'en'));
  await page.goto(suite.url(`/signininstructor?from=${encodeURIComponent(path)}`));
  await suite.signIn(page, 'instructor');
  await page.waitForURL(suite.url(path), PATIENT);
  return page;
}

describe('the schedules in Chromium against the local stack', () => {
  it('shows the instructor a class of today on their home page and on the calendar, in each view', { timeout: 120_000 }, async () => {
    const page = await instructorPage('/myaccount/instructor/home');
    const today = page.getByRole('region', { name: 'Today’s classes' });
    await expect.poll(() => today.getByRole('article', { name: current.title_en }).isVisible(), PATIENT).toBe(true);
    expect(await today.getByRole('link', { name: current.title_en }).getAttribute('href')).toBe(`/privateclass/open/${current.id}`);
    expect(await today.getByRole('article', { name: current.title_en }).getByText('1 of 1 seats booked').isVisible()).toBe(true);

    await page.goto(suite.url('/myaccount/instructor/schedule'));
    await expect.poll(() => page.getByRole('article', { name: current.title_en }).isVisible(), PATIENT).toBe(true);
    expect(await page.getByRole('button', { name: 'Week', pressed: true }).isVisible()).toBe(true);

    // The month shows today's classes in today's cell (a few, then how many more); its date opens the day.
    await page.getByRole('button', { name: 'Month' }).click();
    const cell = page.getByRole('table').locator(`td[data-day="${bangkokDay(new Date(current.starts_at))}"]`);
    await expect.poll(() => cell.getByRole('article').count(), PATIENT).toBeGreaterThan(0);
    await cell.getByRole('button').first().click();
    await expect.poll(() => page.getByRole('button', { name: 'Day', pressed: true }).isVisible(), PATIENT).toBe(true);
    await expect.poll(() => page.getByRole('article', { name: current.title_en }).isVisible(), PATIENT).toBe(true);
    // The day three days later shows nothing of today.
    for (let step = 0; step < 3; step++) await page.getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => page.getByRole('article', { name: current.title_en }).count(), PATIENT).toBe(0);

    // The income's wide table scrolls inside the page on a 390 px phone; the page itself does not.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(suite.url('/myaccount/instructor/income'));
    await expect.poll(() => page.getByRole('table').isVisible(), PATIENT).toBe(true);
    // Money is written as everywhere else on the site: ฿1,800, not "THB 1,800.00".
    expect(await page.getByRole('table').textContent()).toMatch(/฿\d/);
    expect(await page.getByRole('table').textContent()).not.toContain('THB');
    // A month with no class and no sale is one line, not six zeros; a month with some shows its figures.
    expect(await page.getByRole('row').filter({ hasText: 'No classes taught and no course sales.' }).count()).toBeGreaterThan(0);
    expect(await page.locator('tr[data-month] td[data-label="Total"]').count()).toBeGreaterThan(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.setViewportSize({ width: 1280, height: 800 });
  });

  it('shows the student the day’s class to join, and one that has ended as ended, with nothing to join', { timeout: 120_000 }, async () => {
    const page = await suite.page();
    await page.addInitScript(() => localStorage.setItem('lm.language', 'en'));
    const dashboard = (session: ClassSession) => `/myaccount/student/dashboard?scheduleDate=${bangkokDay(new Date(session.starts_at))}`;
    await page.goto(suite.url(`/signin?from=${encodeURIComponent(dashboard(current))}`));
    await suite.signIn(page, 'student2');
    await page.waitForURL(suite.url(dashboard(current)), PATIENT);
    const schedule = page.getByRole('region', { name: 'Schedule' });
    const now = schedule.getByRole('article', { name: current.title_en });
    await expect.poll(() => now.isVisible(), PATIENT).toBe(true);
    expect(await now.getByRole('link', { name: 'Join' }).isVisible()).toBe(true);
    expect(await now.getByText('Ended', { exact: true }).count()).toBe(0);

    await page.goto(suite.url(dashboard(ended)));
    const over = page.getByRole('region', { name: 'Schedule' }).getByRole('article', { name: ended.title_en });
    await expect.poll(() => over.isVisible(), PATIENT).toBe(true);
    expect(await over.getByText('Ended', { exact: true }).isVisible()).toBe(true);
    // The mark stands apart from the title, read as a word of its own.
    expect(await over.locator('.sc-item__title').textContent()).toBe(`${ended.title_en} Ended`);
    expect(await over.getByRole('link', { name: 'Join' }).count()).toBe(0);
  });

  it("shows the instructor's history with who came and for how long", { timeout: 120_000 }, async () => {
    // The instructor's home leads there.
    const page = await instructorPage('/myaccount/instructor/home');
    await page.getByRole('link', { name: 'Teaching history' }).click();
    await page.waitForURL(suite.url('/insrutorhistory'), PATIENT);
    const session = page.getByRole('region', { name: ended.title_en });
    await expect.poll(() => session.isVisible(), PATIENT).toBe(true);
    const row = session.getByRole('row', { name: /Malee Suksan/ });
    expect(await row.getByRole('cell', { name: '37' }).isVisible()).toBe(true);
    expect(await session.getByRole('row', { name: /Ines Teacher/ }).getByRole('cell', { name: '60' }).isVisible()).toBe(true);

    // Yesterday's Zoom class counts who came from Zoom's participant events (decision 0055).
    const zoom = page.getByRole('region', { name: 'Live on Zoom: Git revision' });
    expect(await zoom.getByRole('row', { name: /Ines Teacher/ }).getByRole('cell', { name: '60' }).isVisible()).toBe(true);
    expect(await zoom.getByRole('row', { name: /Somchai Jaidee/ }).getByRole('cell', { name: '45' }).isVisible()).toBe(true);

    // Yesterday's broadcast was recorded (decision 0054): its instructor plays the recording here.
    const broadcast = page.getByRole('region', { name: 'Live broadcast: Python revision' });
    // Its instructor was on air the whole hour (decision 0055).
    expect(await broadcast.getByRole('row', { name: /Ines Teacher/ }).getByRole('cell', { name: '60' }).isVisible()).toBe(true);
    // Its student's player said it played from 19:05 to 19:50.
    expect(await broadcast.getByRole('row', { name: /Somchai Jaidee/ }).getByRole('cell', { name: '45' }).isVisible()).toBe(true);
    await broadcast.getByRole('button', { name: 'Watch the recording' }).click();
    const video = broadcast.getByLabel('Recording 1 of Live broadcast: Python revision');
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => (Number.isFinite(element.duration) ? Math.round(element.duration) : 0)), PATIENT).toBe(10);
  });

  it('shows an administrator the class on the live class attendance screen', { timeout: 120_000 }, async () => {
    const page = await suite.page('/admin/login');
    await suite.signIn(page, 'admin', DEMO_PASSWORD);
    await page.waitForURL(suite.url('/admin'));
    await page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Live class attendance', exact: true }).click();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent(), PATIENT).toBe('Live class attendance');

    const table = page.getByRole('table', { name: 'Live class attendance' });
    const row = table.locator('tbody tr', { hasText: ended.title_th });
    await expect.poll(() => row.count(), PATIENT).toBe(1);
    const cells = (await row.locator('td').allTextContents()).map((text) => text.trim());
    // Its kind in words, seats booked, students present, their minutes, the instructor's minutes.
    expect(cells).toEqual(expect.arrayContaining(['Private class', 'Ines Teacher', '1', '37', '60']));
    expect(cells).not.toContain('private');
  });
});

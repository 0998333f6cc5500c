import type {} from '@lm/functions/testing/provided-context';
import { api, localDatabase, signIn as apiSignIn, signOut as apiSignOut } from '@lm/functions/testing/api';
import { utcToBangkok, type LiveClass, type LiveRoom } from '@lm/shared';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { browserSuite } from '../../testing/browser-suite';

const suite = browserSuite();
const db = localDatabase();
const stamp = `lc${Date.now().toString(36)}`;
const DAY = 86_400_000;
const PATIENT = { timeout: 20_000 };
const userId = (username: string) => inject('userIds')[username] as string;
/** Three days ahead on Bangkok's clock, and its weekday as the form names it. */
const ahead = utcToBangkok(new Date(Date.now() + 3 * DAY).toISOString()).day;
const weekdayName = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'][new Date(`${ahead}T00:00:00Z`).getUTCDay()]!;
let freeRoom: LiveRoom;
let freeClass: LiveClass;
let pdpaBefore: number | undefined;

async function asAdmin<T>(work: (token: string) => Promise<T>): Promise<T> {
  const admin = await apiSignIn('admin');
  try {
    return await work(admin.id_token);
  } finally {
    await apiSignOut(admin);
  }
}

beforeAll(async () => {
  pdpaBefore = (await db.users.get({ userId: userId('student') }).go()).data?.pdpaApproved;
  await db.users.patch({ userId: userId('student') }).set({ pdpaApproved: 1 }).go();
  await asAdmin(async (token) => {
    const made = await api('/api/liveroom', {
      json: { title_th: `คลาสฟรี ${stamp}`, title_en: `Free class ${stamp}`, instructor_id: 'instructor-ines', start_date: ahead, start_time: '18:00', end_time: '19:00', capacity: 5, published: true },
      token,
    });
    expect(made.status, made.text).toBe(200);
    freeRoom = made.body as unknown as LiveRoom;
    freeClass = ((await api(`/api/liveroom/${freeRoom.id}/sessions`, { token })).body as unknown as { classes: LiveClass[] }).classes[0]!;
  });
});

afterAll(async () => {
  await db.users.patch({ userId: userId('student') }).set({ pdpaApproved: pdpaBefore }).go();
  // The rooms this file made go, with their seats.
  await asAdmin(async (token) => {
    const filters = encodeURIComponent(JSON.stringify([{ column: 'title_en', operator: 'contain', value: stamp }]));
    const rooms = ((await api(`/api/liveroom?filters=${filters}`, { token })).body as unknown as { rows?: LiveRoom[] }).rows ?? [];
    for (const room of rooms) {
      const classes = ((await api(`/api/liveroom/${room.id}/sessions`, { token })).body as unknown as { classes: LiveClass[] }).classes;
      for (const one of classes) for (const seat of (await db.sessionSeats.query.bySession({ session_id: one.session_id }).go({ pages: 'all' })).data) await api('/api/liveroombooking', { method: 'DELETE', json: { ids: [`${one.session_id}~${seat.user_id}`] }, token });
    }
    if (rooms.length) await api('/api/liveroom', { method: 'DELETE', json: { ids: rooms.map((room) => room.id) }, token });
  });
});

async function englishPage(path: string): Promise<Page> {
  const page = await suite.page();
  await page.addInitScript(() => localStorage.setItem('lm.language', 'en'));
  await page.goto(suite.url(path));
  return page;
}

/** Shows more open classes until the one named is listed: a weekly class runs for months, ten are shown at first. */
async function reveal(page: Page, name: string): Promise<void> {
  const row = page.getByRole('region', { name: 'Upcoming classes' }).getByRole('row').filter({ hasText: name });
  const more = page.getByRole('button', { name: /^Show \d+ more class/ });
  await expect.poll(async () => (await row.isVisible()) || (await more.isVisible()), PATIENT).toBe(true);
  while (!(await row.isVisible())) await more.click();
}

describe('live classes in Chromium against the local stack', () => {
  it('lets the demo student book a free class and see it in their classes', { timeout: 120_000 }, async () => {
    const path = '/myaccount/student/course/live';
    const page = await englishPage(`/signin?from=${encodeURIComponent(path)}`);
    await suite.signIn(page, 'student');
    await page.waitForURL(suite.url(path));
    await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Live classes' }).isVisible(), PATIENT).toBe(true);

    // The demo's weekly classes fill the list: ten are shown, then ten more at a time.
    const upcoming = page.getByRole('region', { name: 'Upcoming classes' });
    await expect.poll(() => upcoming.getByTestId('open-live-class').count(), PATIENT).toBe(10);
    const total = Number(/of (\d+) classes/.exec(await upcoming.getByText(/^Showing the first 10 of \d+ classes\.$/).innerText())?.[1]);
    expect(total).toBeGreaterThan(20);
    await upcoming.getByRole('button', { name: 'Show 10 more classes' }).click();
    expect(await upcoming.getByTestId('open-live-class').count()).toBe(20);
    expect(await upcoming.getByText(`Showing the first 20 of ${total} classes.`).isVisible()).toBe(true);

    // A class of a course the student holds is booked here, free; one of a course they do not hold is bought through the cart.
    const rowsOf = (name: string) => upcoming.getByTestId('open-live-class').filter({ hasText: name });
    await expect.poll(() => rowsOf('Git live Q&A').filter({ hasText: 'Included with your course' }).count(), PATIENT).toBeGreaterThan(0);
    expect(await rowsOf('Git live Q&A').getByRole('button', { name: 'Book' }).count()).toBeGreaterThan(0);
    expect(await rowsOf('Git live Q&A').getByRole('button', { name: 'Add to cart' }).count()).toBe(0);
    expect(await rowsOf('React live workshop').getByRole('button', { name: 'Add to cart' }).count()).toBeGreaterThan(0);
    expect(await rowsOf('React live workshop').getByRole('button', { name: 'Book' }).count()).toBe(0);

    // In the cart a seat says what it is, and is one: no quantity to change, no price "each".
    await rowsOf('React live workshop').first().getByRole('button', { name: 'Add to cart' }).click();
    await page.goto(suite.url('/cart'));
    const seat = page.locator('.cm-line').filter({ hasText: 'React' });
    await expect.poll(() => seat.getByText('Live class seat', { exact: true }).isVisible(), PATIENT).toBe(true);
    expect(await seat.getByText('Quantity: 1', { exact: true }).isVisible()).toBe(true);
    expect(await seat.getByRole('button', { name: /^One more / }).count()).toBe(0);
    expect(await seat.getByText(/ each$/).count()).toBe(0);
    await seat.getByRole('button', { name: /^Remove / }).click();
    await expect.poll(() => seat.count(), PATIENT).toBe(0);
    await page.goto(suite.url('/myaccount/student/course/live'));
    await expect.poll(() => upcoming.getByTestId('open-live-class').count(), PATIENT).toBe(10);

    await reveal(page, `Free class ${stamp}`);
    const open = page.getByRole('row').filter({ hasText: `Free class ${stamp}` });
    await expect.poll(() => open.getByRole('button', { name: 'Book' }).isVisible(), PATIENT).toBe(true);
    expect(await open.getByRole('cell', { name: 'Free' }).isVisible()).toBe(true);
    await open.getByRole('button', { name: 'Book' }).click();

    await expect.poll(() => page.getByRole('status').filter({ hasText: `Booked: Free class ${stamp}.` }).isVisible(), PATIENT).toBe(true);
    const mine = page.getByRole('region', { name: 'My classes' }).getByTestId('my-live-class').filter({ hasText: `Free class ${stamp}` });
    await expect.poll(() => mine.isVisible(), PATIENT).toBe(true);
    // Three days ahead: cancellable, the room not open yet.
    expect(await mine.getByRole('button', { name: 'Cancel booking' }).isVisible()).toBe(true);
    expect(await mine.getByText(/^Opens at /).isVisible()).toBe(true);
    await reveal(page, `Free class ${stamp}`);
    expect(await page.getByRole('region', { name: 'Upcoming classes' }).getByRole('row').filter({ hasText: `Free class ${stamp}` }).getByText('Booked').isVisible()).toBe(true);
    // What the student sees is what is stored.
    expect((await db.sessionSeats.get({ session_id: freeClass.session_id, user_id: userId('student') }).go()).data).toMatchObject({ source: 'direct' });
  });

  it('plays the recording of yesterday’s broadcast to the demo student, behind its playback cookies', { timeout: 120_000 }, async () => {
    const path = '/myaccount/student/course/live';
    const page = await englishPage(`/signin?from=${encodeURIComponent(path)}`);
    await suite.signIn(page, 'student');
    await page.waitForURL(suite.url(path));

    const past = page.getByTestId('past-live-class').filter({ hasText: 'Live broadcast: Python revision' });
    await expect.poll(() => past.isVisible(), PATIENT).toBe(true);
    await past.getByRole('button', { name: 'Watch the recording' }).click();
    const video = past.getByLabel('Recording 1 of Live broadcast: Python revision');
    // The demo recording is 10 s long: hls.js read its playlist and segments with the cookies.
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => (Number.isFinite(element.duration) ? Math.round(element.duration) : 0)), PATIENT).toBe(10);
    expect(await past.getByRole('alert').count()).toBe(0);
    await past.getByRole('button', { name: 'Hide the recording' }).click();
    expect(await video.count()).toBe(0);
  });

  it('opens the cloud recording of yesterday’s Zoom class on Zoom, with its passcode', { timeout: 120_000 }, async () => {
    const path = '/myaccount/student/course/live';
    const page = await englishPage(`/signin?from=${encodeURIComponent(path)}`);
    await suite.signIn(page, 'student');
    await page.waitForURL(suite.url(path));

    const past = page.getByTestId('past-live-class').filter({ hasText: 'Live on Zoom: Git revision' });
    await expect.poll(() => past.isVisible(), PATIENT).toBe(true);
    await past.getByRole('button', { name: 'Watch the recording' }).click();
    const link = past.getByRole('link', { name: 'Watch recording 1 on Zoom' });
    await expect.poll(() => link.isVisible(), PATIENT).toBe(true);
    expect(await past.getByText('Passcode: git-2026').isVisible()).toBe(true);
    // The link is Zoom's share page (the stand-in's), which opens.
    const href = (await link.getAttribute('href')) ?? '';
    expect(href).toMatch(/\/rec\/share\/demo-git-revision$/);
    expect(await (await fetch(href)).text()).toContain('Cloud recording');
  });

  it('lets the administrator create a weekly live room and see its classes', { timeout: 120_000 }, async () => {
    const page = await suite.page('/admin/login');
    await suite.signIn(page, 'admin');
    await page.waitForURL(suite.url('/admin'));
    await page.goto(suite.url('/admin/live-rooms'));
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent(), PATIENT).toBe('Live rooms');

    await page.getByRole('button', { name: 'New live room' }).click();
    await page.getByLabel('Title (English)', { exact: true }).fill(`Weekly class ${stamp}`);
    await page.getByLabel('Instructor profile', { exact: true }).selectOption({ value: 'instructor-ines' });
    await page.getByLabel('Date', { exact: true }).fill(ahead);
    await page.getByLabel('Start time', { exact: true }).fill('23:30');
    await page.getByLabel('End time', { exact: true }).fill('00:30');
    await page.getByLabel('Seats', { exact: true }).fill('8');
    await page.getByLabel('Repeats', { exact: true }).selectOption({ label: 'Weekly' });
    const weekday = page.getByRole('checkbox', { name: weekdayName, exact: true });
    await weekday.locator('xpath=ancestor::label[1]').click();
    await expect.poll(() => weekday.isChecked()).toBe(true);
    await page.getByLabel('Number of times', { exact: true }).fill('3');
    await page.getByRole('button', { name: 'Save' }).click();

    const row = page.getByRole('row').filter({ hasText: `Weekly class ${stamp}` });
    await expect.poll(() => row.count(), PATIENT).toBe(1);
    await row.getByRole('button', { name: /^Edit / }).click();
    const classes = page.getByTestId('live-room-session');
    await expect.poll(() => classes.count(), PATIENT).toBe(3);
    // 23:30 Bangkok, a week apart, none booked.
    expect(await classes.first().textContent()).toMatch(/23:30/);
    expect(await classes.first().getByText('0 of 8').isVisible()).toBe(true);

    // The back office seats the second demo student in its first class, both picked by name.
    await page.goto(suite.url('/admin/live-room-bookings'));
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent(), PATIENT).toBe('Live room bookings');
    await page.getByRole('button', { name: 'New booking' }).click();
    const pick = page.getByLabel('Class', { exact: true });
    const occurrences = pick.locator('option', { hasText: `Weekly class ${stamp}` });
    await expect.poll(() => occurrences.count(), PATIENT).toBe(3);
    const first = (await occurrences.first().textContent()) ?? '';
    expect(first).toMatch(new RegExp(`^Weekly class ${stamp} · .+, 23:30$`));
    await pick.selectOption({ label: first });
    await page.getByLabel('Student', { exact: true }).selectOption({ label: 'Malee Suksan (student2)' });
    await page.getByRole('button', { name: 'Save' }).click();
    const seat = page.getByRole('row').filter({ hasText: `Weekly class ${stamp}` });
    await expect.poll(() => seat.count(), PATIENT).toBe(1);
    expect(await seat.textContent()).toContain('Malee Suksan');
  });
});

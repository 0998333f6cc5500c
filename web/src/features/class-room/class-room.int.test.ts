import type {} from '@lm/functions/testing/provided-context';
import { createSessionStore } from '@lm/functions/data/class-session-repository';
import { localDatabase } from '@lm/functions/testing/api';
import type { ClassSession } from '@lm/shared';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { closeAndSignOut, launchBrowser, screenshot } from '../../testing/browser';
import { DEMO_PASSWORD } from '../../testing/browser-suite';

const db = localDatabase();
const sessions = createSessionStore(db);
const userId = (username: string) => inject('userIds')[username] as string;
const url = (path: string) => `${inject('webUrl')}${path}`;
const SESSION = `room-browser-${Date.now().toString(36)}`;
const ROOM = `/privateclass/open/${SESSION}`;
const ACCOUNTS = ['student', 'student2', 'instructor'];
const PATIENT = { timeout: 30_000 };
const pdpaBefore = new Map<string, number | undefined>();
type Browser = Awaited<ReturnType<typeof launchBrowser>>;
const browsers: Browser[] = [];
const pages: Page[] = [];
const consoleErrors: string[] = [];

beforeAll(async () => {
  // The consent dialog would cover the room; its own test lives in the shell suite.
  for (const username of ACCOUNTS) {
    pdpaBefore.set(username, (await db.users.get({ userId: userId(username) }).go()).data?.pdpaApproved);
    await db.users.patch({ userId: userId(username) }).set({ pdpaApproved: 1 }).go();
  }
  const now = Date.now();
  const at = new Date(now).toISOString();
  const session: ClassSession = {
    id: SESSION,
    kind: 'private',
    title_th: 'คลาสส่วนตัว: ทดลองห้องเรียน',
    title_en: 'Private class: room trial',
    instructor_id: `instructor-${SESSION}`,
    instructor_user_id: userId('instructor'),
    course_id: null,
    source_id: null,
    starts_at: new Date(now - 2 * 60_000).toISOString(),
    ends_at: new Date(now + 60 * 60_000).toISOString(),
    room_kind: 'room',
    capacity: 1,
    booked: 0,
    status: 'scheduled',
    created_at: at,
    updated_at: at,
  };
  await sessions.save([session]);
  expect(await sessions.book({ session_id: SESSION, user_id: userId('student'), kind: 'private', starts_at: session.starts_at, ends_at: session.ends_at, source: 'direct', order_id: null, booked_at: at })).toBe('booked');
});

afterAll(async () => {
  if (consoleErrors.length) console.warn(consoleErrors.join('\n'));
  for (const [index, page] of pages.entries()) await screenshot(page, `class room page ${index + 1}`).catch(() => undefined);
  for (const page of pages) await closeAndSignOut(page, inject('apiUrl')).catch(() => undefined);
  for (const browser of browsers) await browser.dispose();
  await sessions.remove([SESSION]);
  for (const [username, value] of pdpaBefore) await db.users.patch({ userId: userId(username) }).set({ pdpaApproved: value }).go();
});

/** A browser of its own (its own storage, so its own signed-in account), with a fake camera and microphone, signed in and sent to the room. */
async function openRoomAs(username: string, signInPath: string, language: 'en' | 'th' = 'en'): Promise<Page> {
  const browser = await launchBrowser({ fakeMedia: true });
  browsers.push(browser);
  const page = await browser.newPage();
  pages.push(page);
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(`${username}: ${message.text()}`);
  });
  // Only where the page has no language yet: a reload keeps the one it was switched to.
  await page.addInitScript((chosen) => localStorage.getItem('lm.language') ?? localStorage.setItem('lm.language', chosen), language);
  await page.goto(url(`${signInPath}?from=${encodeURIComponent(ROOM)}`));
  await page.getByLabel(/^(Username|ชื่อผู้ใช้)$/).fill(username);
  await page.getByLabel(/^(Password|รหัสผ่าน)$/).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: /^(Sign in|เข้าสู่ระบบ)$/ }).click();
  await page.waitForURL(url(ROOM), PATIENT);
  return page;
}

/** Whether the page plays another participant's video: a remote element with a live track and a decoded frame. */
const receivesVideo = (page: Page) =>
  page.waitForFunction(
    () =>
      [...document.querySelectorAll<HTMLVideoElement>('video[data-remote="true"]')].some((video) => {
        const stream = video.srcObject as MediaStream | null;
        return video.videoWidth > 0 && !!stream?.getVideoTracks().some((track) => track.readyState === 'live');
      }),
    undefined,
    PATIENT,
  );

const strokes = (page: Page) => page.getByRole('region', { name: 'Whiteboard' }).getAttribute('data-strokes');

describe('the class room in two browsers', () => {
  let student: Page;
  let instructor: Page;

  it('lets the booked student and the instructor see each other', { timeout: 180_000 }, async () => {
    student = await openRoomAs('student', '/signin');
    await expect.poll(() => student.getByRole('heading', { level: 1, name: 'Private class: room trial' }).isVisible(), PATIENT).toBe(true);
    await expect.poll(() => student.getByText('You are booked in this class').isVisible(), PATIENT).toBe(true);
    expect(await student.getByRole('banner').count()).toBe(0);

    instructor = await openRoomAs('instructor', '/signininstructor');
    await expect.poll(() => instructor.getByText('You teach this class').isVisible(), PATIENT).toBe(true);

    await receivesVideo(student);
    await receivesVideo(instructor);
    expect(await student.getByText('Instructor', { exact: true }).isVisible()).toBe(true);
    expect(await instructor.getByText('Student', { exact: true }).isVisible()).toBe(true);
    await screenshot(instructor, 'class room instructor sees the student');
  });

  it('shares a stroke on the whiteboard, and keeps it after a reload', { timeout: 120_000 }, async () => {
    const canvas = instructor.getByLabel('Whiteboard: draw here');
    const box = await canvas.boundingBox();
    if (!box) throw new Error('The whiteboard is not on the page.');
    await instructor.mouse.move(box.x + box.width * 0.2, box.y + box.height * 0.3);
    await instructor.mouse.down();
    await instructor.mouse.move(box.x + box.width * 0.5, box.y + box.height * 0.5, { steps: 8 });
    await instructor.mouse.move(box.x + box.width * 0.7, box.y + box.height * 0.4, { steps: 8 });
    await instructor.mouse.up();
    expect(await strokes(instructor)).toBe('1');
    await expect.poll(() => strokes(student), PATIENT).toBe('1');
    // Only the instructor clears the board.
    expect(await student.getByRole('button', { name: 'Clear the board' }).count()).toBe(0);
    expect(await instructor.getByRole('button', { name: 'Clear the board' }).count()).toBe(1);

    await student.reload();
    await expect.poll(() => strokes(student), PATIENT).toBe('1');
    await receivesVideo(student);
  });

  it('refuses a student who is not booked, in the language of their page', { timeout: 120_000 }, async () => {
    const stranger = await openRoomAs('student2', '/signin', 'th');
    await expect.poll(() => stranger.getByText('ไม่พบคลาสนี้ หรือคุณไม่ได้จองคลาสนี้').isVisible(), PATIENT).toBe(true);
    expect(await stranger.locator('video').count()).toBe(0);
    // The same refusal in English once the page is.
    await stranger.evaluate(() => localStorage.setItem('lm.language', 'en'));
    await stranger.reload();
    await expect.poll(() => stranger.getByText('This class was not found, or you are not booked in it.').isVisible(), PATIENT).toBe(true);
  });

  it('recorded the attendance of both', async () => {
    const events = (await db.attendanceEvents.query.bySession({ session_id: SESSION }).go({ pages: 'all' })).data;
    const joined = new Set(events.filter((event) => event.event === 'join').map((event) => `${event.user_id}:${event.role}`));
    expect(joined).toEqual(new Set([`${userId('student')}:student`, `${userId('instructor')}:instructor`]));
    // The reload left the room once.
    expect(events.filter((event) => event.event === 'leave' && event.user_id === userId('student')).length).toBeGreaterThanOrEqual(1);
  });
});

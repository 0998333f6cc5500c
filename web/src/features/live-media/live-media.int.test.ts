import type {} from '@lm/functions/testing/provided-context';
import { localDatabase } from '@lm/functions/testing/api';
import { createAttendanceStore } from '@lm/functions/data/attendance-repository';
import { createSessionStore } from '@lm/functions/data/class-session-repository';
import type { ClassSession } from '@lm/shared';
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { closeAndSignOut, launchBrowser } from '../../testing/browser';
import { browserSuite } from '../../testing/browser-suite';

/** How long a broadcast may take to reach the student's player: ffmpeg's first segments on a busy machine, and the player's retries while there are none. */
const STARTING = { timeout: 60_000 };

const suite = browserSuite();
const { url } = suite;
const db = localDatabase();
const store = createSessionStore(db);
const MINUTE = 60_000;
/** The machine may be busy: waits are long, and no assertion is about time. */
const PATIENT = { timeout: 60_000 };
const userId = (username: string) => inject('userIds')[username] as string;
let pdpaBefore: number | undefined;

beforeAll(async () => {
  // The consent dialog would cover the page; its own test lives in the shell suite.
  pdpaBefore = (await db.users.get({ userId: userId('student') }).go()).data?.pdpaApproved;
  await db.users.patch({ userId: userId('student') }).set({ pdpaApproved: 1 }).go();
});

afterAll(async () => {
  await db.users.patch({ userId: userId('student') }).set({ pdpaApproved: pdpaBefore }).go();
});

/** A class of the demo instructor that opened five minutes ago, with the demo student seated. */
async function openClass(roomKind: ClassSession['room_kind'], title: string): Promise<ClassSession> {
  const now = Date.now();
  const at = new Date(now).toISOString();
  const session: ClassSession = {
    id: `media-web-${randomUUID()}`,
    kind: 'live',
    title_th: title,
    title_en: title,
    instructor_id: `profile-${randomUUID()}`,
    instructor_user_id: userId('instructor'),
    course_id: null,
    source_id: null,
    starts_at: new Date(now - 5 * MINUTE).toISOString(),
    ends_at: new Date(now + 55 * MINUTE).toISOString(),
    room_kind: roomKind,
    capacity: 20,
    booked: 0,
    status: 'scheduled',
    created_at: at,
    updated_at: at,
  };
  await store.save([session]);
  expect(await store.book({ session_id: session.id, user_id: userId('student'), kind: 'live', starts_at: session.starts_at, ends_at: session.ends_at, source: 'direct', order_id: null, booked_at: at })).toBe('booked');
  return session;
}

/** `page`: a page of another browser, for an account that must not share the suite's storage. */
async function signedInAt(path: string, username: string, as: 'student' | 'instructor', page?: Page): Promise<Page> {
  page ??= await suite.page();
  await page.addInitScript(() => localStorage.setItem('lm.language', 'en'));
  await page.goto(url(`${as === 'student' ? '/signin' : '/signininstructor'}?from=${encodeURIComponent(path)}`));
  await suite.signIn(page, username);
  await page.waitForURL(url(path), { timeout: 90_000 });
  return page;
}

describe('a Zoom class in the room page', () => {
  it('shows the seated student the join link and the instructor the start link of one meeting', { timeout: 300_000 }, async () => {
    const session = await openClass('zoom', 'Zoom chemistry');
    const path = `/privateclass/open/${session.id}`;

    const student = await signedInAt(path, 'student', 'student');
    const join = student.getByRole('link', { name: 'Join on Zoom' });
    await expect.poll(() => join.isVisible(), PATIENT).toBe(true);
    const joinUrl = (await join.getAttribute('href')) ?? '';
    // The student's own registered link (decision 0055).
    expect(joinUrl).toMatch(/\/w\/\d+\?tk=[\w-]+$/);
    expect(await join.getAttribute('target')).toBe('_blank');
    expect(await student.getByText(/^Passcode: \d{6}$/).isVisible()).toBe(true);
    expect(await student.getByText(/\(Bangkok time\)$/).first().isVisible()).toBe(true);
    expect(await student.getByRole('link', { name: 'Start the meeting' }).count()).toBe(0);

    const instructor = await signedInAt(path, 'instructor', 'instructor');
    const start = instructor.getByRole('link', { name: 'Start the meeting' });
    await expect.poll(() => start.isVisible(), PATIENT).toBe(true);
    const meetingId = /\/w\/(\d+)/.exec(joinUrl)?.[1];
    expect(await start.getAttribute('href')).toMatch(new RegExp(`/s/${meetingId}\\?zak=`));

    // The join link opens the meeting (the local stand-in's page), as the student, who may leave it.
    const meeting = await student.context().newPage();
    await meeting.goto(joinUrl);
    expect(await meeting.getByText(/^You joined this meeting as \S/).isVisible()).toBe(true);
    await meeting.getByRole('button', { name: 'Leave meeting' }).click();
    await expect.poll(() => meeting.getByRole('heading', { name: 'You left the meeting' }).isVisible(), PATIENT).toBe(true);
    await meeting.close();
  });
});

describe('a browser holding a student and another instructor', () => {
  it("opens the student's booked class for the student, where the instructor has no such class", { timeout: 300_000 }, async () => {
    const session = await openClass('zoom', 'Zoom geography');
    const path = `/privateclass/open/${session.id}`;

    // The student signs in, then an instructor who does not teach this class, in the same browser.
    await signedInAt(path, 'student', 'student');
    const page = await signedInAt(path, 'instructor2', 'instructor');

    await expect.poll(() => page.getByRole('link', { name: 'Join on Zoom' }).isVisible(), PATIENT).toBe(true);
    expect(await page.getByRole('link', { name: 'Start the meeting' }).count()).toBe(0);
  });
});

describe('a broadcast class in the room page', () => {
  it('plays for the student once the instructor starts the broadcast, and counts them present while it plays', { timeout: 300_000 }, async () => {
    const session = await openClass('broadcast', 'Broadcast biology');
    const path = `/privateclass/open/${session.id}`;

    const student = await signedInAt(path, 'student', 'student');
    await expect.poll(() => student.getByText('The broadcast has not started yet. This page starts playing when it does.').isVisible(), PATIENT).toBe(true);
    expect(await student.getByRole('button', { name: 'Start broadcast (test picture)' }).count()).toBe(0);
    // A broadcast just started has no playlist for its first seconds (IVS answers 404 so too): the
    // student's first two asks are answered so here, and the player waits for it rather than fail.
    const origin = new URL(student.url()).origin;
    let notYet = 0;
    await student.route(/\.m3u8(\?|$)/, async (route) => {
      if (notYet >= 2) return route.continue();
      notYet += 1;
      await route.fulfill({ status: 404, body: 'Not yet', headers: { 'access-control-allow-origin': origin, 'access-control-allow-credentials': 'true' } });
    });

    // The instructor in a browser of their own: one signed in beside the student would make this
    // browser's class page the instructor's (useClassRole), as it would for a person with both accounts.
    const instructorBrowser = await launchBrowser();
    const instructor = await signedInAt(path, 'instructor', 'instructor', await instructorBrowser.newPage());
    const startButton = instructor.getByRole('button', { name: 'Start broadcast (test picture)' });
    const stopButton = instructor.getByRole('button', { name: 'Stop broadcast' });
    try {
      await expect.poll(() => startButton.isVisible(), PATIENT).toBe(true);
      await startButton.click();
      await expect.poll(() => stopButton.isVisible(), PATIENT).toBe(true);
      // The waiting page looks again on its own and shows the player.
      await expect.poll(() => student.getByLabel('Class broadcast').isVisible(), PATIENT).toBe(true);
      expect(await student.getByText('Live', { exact: true }).isVisible()).toBe(true);
      // It plays: the playlist opens with the student's playback token (decision 0056).
      const video = student.getByLabel('Class broadcast');
      await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.readyState), STARTING).toBeGreaterThanOrEqual(2);
      expect(notYet).toBe(2);
      expect(await student.getByText('The broadcast could not be played.', { exact: false }).count()).toBe(0);
      // While it plays, the student's player says so, and the class's attendance counts them (decision 0055).
      const attendance = () => createAttendanceStore(localDatabase()).ofSession(session.id);
      await expect.poll(async () => (await attendance()).filter((record) => record.role === 'student').map((record) => record.user_id), PATIENT).toEqual([userId('student')]);
      if (await stopButton.isVisible()) await stopButton.click();
      await expect.poll(() => startButton.isVisible(), PATIENT).toBe(true);
    } finally {
      if (await stopButton.isVisible()) await stopButton.click();
      await closeAndSignOut(instructor, inject('apiUrl'));
      await instructorBrowser.dispose();
    }
  });
});

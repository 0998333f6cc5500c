import type {} from '@lm/functions/testing/provided-context';
import { api, localDatabase, signIn, signOut } from '@lm/functions/testing/api';
import { addBangkokDays, bangkokDate, bangkokInstant, siteSettings, type Branch, type StudyBooking } from '@lm/shared';
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserSuite } from '../../testing/browser-suite';

const suite = browserSuite();
const { url } = suite;
const db = localDatabase();
const run = randomUUID().slice(0, 8);
const PASSWORD = 'StudyWeb#2026pass';
const username = `sbweb${run}`;
const BRANCH_NAME = `Study branch ${run}`;
const PATIENT = { timeout: 20_000 };
type Session = { id_token: string; user: { id: string } };
let admin: Session;
let other: Session;
let branchId = '';
let cancelHours = 24;

async function register(name: string): Promise<Session> {
  const answer = await api('/user/register', { json: { username: name, email: `${name}@example.com`, password: PASSWORD, firstname: 'Mali', lastname: 'Suksan' } });
  expect(answer.status, answer.text).toBe(200);
  const session = answer.body as unknown as Session;
  // The consent dialog would cover the page; its own test lives in the shell suite.
  await db.users.patch({ userId: session.user.id }).set({ pdpaApproved: 1 }).go();
  return session;
}

beforeAll(async () => {
  admin = await signIn('admin');
  // One seat, open every day all day: any hour ahead is offered, and one booking fills it.
  const created = await api('/api/branches', {
    json: { name_th: `สาขาทดสอบ ${run}`, name_en: BRANCH_NAME, address: '99 Phaya Thai Rd, Bangkok', seats: 1, weekly: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, start: '00:00', end: '24:00' })), published: true },
    token: admin.id_token,
  });
  expect(created.status, created.text).toBe(200);
  branchId = (created.body as unknown as Branch).id;

  // Registration signs the student in: that session ends, so the browser signs in afresh.
  await signOut(await register(username));
  other = await register(`sbother${run}`);
  const stored = (await db.settings.get({ name: 'settingPrivateClassRoom' }).go()).data?.value;
  cancelHours = siteSettings.shape.settingPrivateClassRoom.parse(stored ?? {}).cancel_hours;
}, 60_000);

afterAll(async () => {
  // Seats first: a branch with seats ahead is not deleted.
  const table = await api(`/api/studybooking?filters=${encodeURIComponent(JSON.stringify([{ column: 'branch', operator: 'contain', value: run }]))}`, { token: admin.id_token });
  const ids = ((table.body as unknown as { rows?: StudyBooking[] }).rows ?? []).map((row) => row.id);
  if (ids.length) await api('/api/studybooking', { method: 'DELETE', json: { ids }, token: admin.id_token });
  if (branchId) await api('/api/branches', { method: 'DELETE', json: { ids: [branchId] }, token: admin.id_token });
  await signOut(other);
  await signOut(admin);
});

async function signedInStudent(language: 'en' | 'th' = 'en'): Promise<Page> {
  const path = `/myaccount/student/booking/${branchId}`;
  const page = await suite.page();
  await page.addInitScript((chosen) => localStorage.setItem('lm.language', chosen), language);
  await page.goto(url(`/signin?from=${encodeURIComponent(path)}`));
  await suite.signIn(page, username, PASSWORD);
  await page.waitForURL(url(path));
  const [title, branch] = language === 'en' ? ['Book study time', BRANCH_NAME] : ['จองเวลาเรียน', `สาขาทดสอบ ${run}`];
  await expect.poll(() => page.getByRole('heading', { level: 1, name: title }).isVisible(), PATIENT).toBe(true);
  await expect.poll(() => page.getByRole('radio', { name: branch }).isChecked(), PATIENT).toBe(true);
  return page;
}

const hourOf = (page: Page, startsAt: string) => page.locator(`[data-testid="study-hour"][data-starts-at="${startsAt}"]`);
const seatOf = (page: Page, startsAt: string) => page.locator(`[data-testid="study-seat"][data-starts-at="${startsAt}"]`);
const startsOf = async (page: Page) => (await page.getByTestId('study-hour').evaluateAll((items) => items.map((item) => item.getAttribute('data-starts-at') ?? '')));

describe('booking study time in Chromium against the local stack', () => {
  it('books an hour of the chosen branch, lists it under My study time, and cancels one far enough ahead', { timeout: 150_000 }, async () => {
    const page = await signedInStudent();
    await expect.poll(() => page.getByTestId('study-hour').count(), PATIENT).toBeGreaterThan(0);
    expect(await page.getByText('99 Phaya Thai Rd, Bangkok').isVisible()).toBe(true);

    // The next hour not about to begin: booked, it is the branch's only seat, and it starts within the cut-off.
    const near = (await startsOf(page)).find((startsAt) => Date.parse(startsAt) > Date.now() + 10 * 60_000) ?? '';
    expect(await hourOf(page, near).textContent()).toContain('1 seat left');
    await hourOf(page, near).getByRole('button').click();
    await expect.poll(() => page.getByRole('status').filter({ hasText: `Booked:` }).filter({ hasText: BRANCH_NAME }).count(), PATIENT).toBe(1);
    await expect.poll(() => seatOf(page, near).count(), PATIENT).toBe(1);
    expect(await seatOf(page, near).textContent()).toContain(BRANCH_NAME);
    await expect.poll(() => hourOf(page, near).getByRole('button').isDisabled(), PATIENT).toBe(true);
    expect(await hourOf(page, near).textContent()).toContain('No seat left · Your seat');
    if (cancelHours >= 2) {
      expect(await seatOf(page, near).textContent()).toContain('Can no longer be cancelled');
      expect(await seatOf(page, near).getByRole('button', { name: /^Cancel / }).count()).toBe(0);
    }
    const stored = (await db.studyHours.get({ branch_id: branchId, starts_at: near }).go()).data;
    expect(stored?.booked).toBe(1);

    // Weeks ahead, past the cut-off: booked, then cancelled from My study time.
    for (let week = 0; week <= Math.floor((cancelHours + 24) / (24 * 7)); week++) {
      const first = (await startsOf(page))[0];
      await page.getByRole('button', { name: 'Next week' }).click();
      await expect.poll(async () => (await startsOf(page))[0] !== first && (await startsOf(page)).length > 0, PATIENT).toBe(true);
    }
    const far = (await startsOf(page))[0] ?? '';
    expect(Date.parse(far)).toBeGreaterThan(Date.now() + cancelHours * 3_600_000);
    await hourOf(page, far).getByRole('button').click();
    await expect.poll(() => seatOf(page, far).count(), PATIENT).toBe(1);
    await expect.poll(() => hourOf(page, far).getByRole('button').isDisabled(), PATIENT).toBe(true);
    expect(await hourOf(page, far).textContent()).toContain('Your seat');
    await seatOf(page, far).getByRole('button', { name: /^Cancel / }).click();
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'is cancelled' }).count(), PATIENT).toBe(1);
    await expect.poll(() => seatOf(page, far).count(), PATIENT).toBe(0);
    await expect.poll(() => hourOf(page, far).getByRole('button').isEnabled(), PATIENT).toBe(true);
    expect(await hourOf(page, far).textContent()).toContain('1 seat left');
    expect(await hourOf(page, far).textContent()).not.toContain('Your seat');
    expect(await seatOf(page, near).count()).toBe(1);
  });

  it("shows an hour another student took as full, and the server's refusal when it is taken meanwhile", { timeout: 150_000 }, async () => {
    const tomorrow = addBangkokDays(bangkokDate(new Date()), 1);
    const taken = bangkokInstant(tomorrow, '12:00');
    const raced = bangkokInstant(tomorrow, '15:00');
    const booked = await api('/api/me/study-bookings', { json: { branch_id: branchId, starts_at: taken }, token: other.id_token });
    expect(booked.status, booked.text).toBe(200);

    const page = await signedInStudent();
    await expect.poll(() => hourOf(page, taken).count(), PATIENT).toBe(1);
    expect(await hourOf(page, taken).getByRole('button').isDisabled()).toBe(true);
    expect(await hourOf(page, taken).textContent()).toContain('No seat left');
    expect(await hourOf(page, taken).textContent()).not.toContain('Your seat');
    expect(await hourOf(page, raced).textContent()).toContain('1 seat left');

    // The other student takes the last seat while the page still offers it.
    const meanwhile = await api('/api/me/study-bookings', { json: { branch_id: branchId, starts_at: raced }, token: other.id_token });
    expect(meanwhile.status, meanwhile.text).toBe(200);
    await hourOf(page, raced).getByRole('button').click();
    await expect.poll(() => page.getByRole('alert').filter({ hasText: `Every seat of ${BRANCH_NAME} is booked` }).count(), PATIENT).toBe(1);
    await expect.poll(() => hourOf(page, raced).getByRole('button').isDisabled(), PATIENT).toBe(true);
    expect(await seatOf(page, raced).count()).toBe(0);
  });

  it('tells a student reading in Thai, in Thai, that the hour they chose was taken meanwhile', { timeout: 150_000 }, async () => {
    const raced = bangkokInstant(addBangkokDays(bangkokDate(new Date()), 2), '10:00');
    const page = await signedInStudent('th');
    await expect.poll(() => hourOf(page, raced).count(), PATIENT).toBe(1);

    const meanwhile = await api('/api/me/study-bookings', { json: { branch_id: branchId, starts_at: raced }, token: other.id_token });
    expect(meanwhile.status, meanwhile.text).toBe(200);
    await hourOf(page, raced).getByRole('button').click();

    const refusal = page.getByRole('alert').filter({ hasText: 'ถูกจองเต็มแล้ว โปรดเลือกชั่วโมงอื่น' });
    await expect.poll(() => refusal.count(), PATIENT).toBe(1);
    expect(await refusal.textContent()).toContain(`ที่นั่งของ${BRANCH_NAME}`);
    expect(await page.getByRole('alert').filter({ hasText: 'Every seat of' }).count()).toBe(0);
  });
});

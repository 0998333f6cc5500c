import type {} from '@lm/functions/testing/provided-context';
import { api, signIn as apiSignIn, signOut as apiSignOut } from '@lm/functions/testing/api';
import { addBangkokDays, bangkokDate, bangkokInstant, weekdayOf, type Branch, type BranchSlots, type StudyBooking } from '@lm/shared';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { browserSuite } from '../../testing/browser-suite';

const suite = browserSuite();
const stamp = `br${Date.now().toString(36)}`;
const name = `Branch ${stamp}`;
const PATIENT = { timeout: 15_000 };
const userId = (username: string) => inject('userIds')[username] as string;

/** The next Monday (Bangkok) at least two days ahead. */
function nextMonday(): string {
  let day = addBangkokDays(bangkokDate(new Date()), 2);
  while (weekdayOf(day) !== 1) day = addBangkokDays(day, 1);
  return day;
}

afterAll(async () => {
  // Whatever the run left behind goes, through the API: seats first, then the branch.
  const admin = await apiSignIn('admin');
  const token = admin.id_token;
  const byName = encodeURIComponent(JSON.stringify([{ column: 'branch', operator: 'equal', value: name }]));
  const seats = ((await api(`/api/studybooking?filters=${byName}`, { token })).body as unknown as { rows?: StudyBooking[] }).rows ?? [];
  if (seats.length) await api('/api/studybooking', { method: 'DELETE', json: { ids: seats.map((seat) => seat.id) }, token });
  const filters = encodeURIComponent(JSON.stringify([{ column: 'name_en', operator: 'equal', value: name }]));
  const branches = ((await api(`/api/branches?filters=${filters}`, { token })).body as unknown as { rows?: Branch[] }).rows ?? [];
  if (branches.length) await api('/api/branches', { method: 'DELETE', json: { ids: branches.map((branch) => branch.id) }, token });
  await apiSignOut(admin);
});

describe('branches and booking study time in the back office', () => {
  it('creates a branch with its opening hours, which students are offered, and books a seat there for a student', { timeout: 180_000 }, async () => {
    const page = await suite.backOffice('/admin/branches');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent(), PATIENT).toBe('Branches');

    await page.getByRole('button', { name: 'New branch' }).click();
    await page.getByLabel('Name (English)', { exact: true }).fill(name);
    await page.getByLabel('Seats', { exact: true }).fill('6');
    await page.getByRole('button', { name: 'Add to Opening hours' }).click();
    await page.getByLabel('Day 1', { exact: true }).selectOption({ label: 'Monday' });
    await page.getByLabel('Opens 1', { exact: true }).fill('09:00');
    await page.getByLabel('Closes 1', { exact: true }).fill('12:00');
    const published = page.getByRole('checkbox', { name: 'Published', exact: true });
    await published.locator('xpath=ancestor::label[1]').click();
    await expect.poll(() => published.isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Save' }).click();

    const row = page.getByRole('row').filter({ hasText: name });
    await expect.poll(() => row.getAttribute('data-highlighted'), PATIENT).toBe('true');
    const token = await page.evaluate(() => (JSON.parse(localStorage.getItem('lm.session.admin') ?? '{}') as { token?: string }).token ?? '');
    const filters = encodeURIComponent(JSON.stringify([{ column: 'name_en', operator: 'equal', value: name }]));
    const [stored] = ((await api(`/api/branches?filters=${filters}`, { token })).body as unknown as { rows: Branch[] }).rows;
    expect(stored).toMatchObject({ name_en: name, seats: 6, weekly: [{ weekday: 1, start: '09:00', end: '12:00' }], published: true });

    // Students are offered its three Monday hours.
    const monday = nextMonday();
    const slots = (await api(`/public/branches/${stored!.id}/slots?from=${monday}&days=1`)).body as unknown as BranchSlots;
    expect(slots.slots.map((slot) => slot.starts_at)).toEqual(['09:00', '10:00', '11:00'].map((time) => bangkokInstant(monday, time)));

    // The edit form shows the hours as saved.
    await row.getByRole('button', { name: /^Edit / }).click();
    await expect.poll(() => page.getByLabel('Day 1', { exact: true }).inputValue(), PATIENT).toBe('1');
    expect(await page.getByLabel('Opens 1', { exact: true }).inputValue()).toBe('09:00');

    // A seat for the second demo student, booked by the back office. Not the first: the seed books
    // them the Siam branch's first hour two days ahead, which some mornings is this Monday hour.
    await page.goto(suite.url('/admin/booking-study-time'));
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent(), PATIENT).toBe('Booking study time');
    await page.getByRole('button', { name: 'New study seat' }).click();
    await page.getByLabel('Branch', { exact: true }).selectOption({ label: name });
    await page.getByLabel('Hour', { exact: true }).fill(bangkokInstant(monday, '10:00'));
    // The student is picked by name and username, as the form names them.
    const student = page.getByLabel('Student', { exact: true });
    await expect.poll(() => student.locator('option', { hasText: 'Malee Suksan (student2)' }).count(), PATIENT).toBe(1);
    await student.selectOption({ label: 'Malee Suksan (student2)' });
    expect(await student.inputValue()).toBe(userId('student2'));
    await page.getByRole('button', { name: 'Save' }).click();
    const seat = page.getByRole('row').filter({ hasText: name });
    await expect.poll(() => seat.count(), PATIENT).toBe(1);
    const after = (await api(`/public/branches/${stored!.id}/slots?from=${monday}&days=1`)).body as unknown as BranchSlots;
    expect(after.slots.find((slot) => slot.starts_at === bangkokInstant(monday, '10:00'))).toMatchObject({ booked: 1, seats_left: 5 });
  });
});

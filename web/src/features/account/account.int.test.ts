import type {} from '@lm/functions/testing/provided-context';
import { localDatabase } from '@lm/functions/testing/api';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { browserSuite } from '../../testing/browser-suite';

const suite = browserSuite();
let page: Page;
const { url } = suite;
const db = localDatabase();
const userId = () => inject('userIds').student as string;
let seeded: { firstname?: string; lastname?: string; displayImgUrl?: string; pdpaApproved?: number } | null;

beforeAll(async () => {
  seeded = (await db.users.get({ userId: userId() }).go()).data;
  // The consent dialog would cover the page; its own test lives in the shell suite.
  await db.users.patch({ userId: userId() }).set({ pdpaApproved: 1 }).go();
});

afterAll(async () => {
  const { firstname, lastname, displayImgUrl, pdpaApproved } = seeded ?? {};
  await db.users.patch({ userId: userId() }).set({ firstname, lastname, displayImgUrl, pdpaApproved, phone: '' }).go();
  const { data } = await db.addresses.query.byUser({ userId: userId() }).go({ pages: 'all' });
  for (const item of data) await db.addresses.delete({ userId: userId(), id: item.id }).go();
});

describe('the student profile and address book in Chromium', () => {
  it('edits the profile, refuses a bad postal code, and keeps the fixed address after a reload', async () => {
    page = await suite.page();
    await page.addInitScript(() => localStorage.setItem('lm.language', 'en'));
    await page.goto(url('/myaccount/student/profile'));
    await page.waitForURL(/\/signin\?from=/);
    await suite.signIn(page, 'student');
    await page.waitForURL(url('/myaccount/student/profile'));

    await page.getByLabel('First name').fill('Somsak');
    await page.getByLabel('Last name').fill('Deemak');
    await page.getByLabel('Phone').fill('081-234-5678');
    await page.getByRole('button', { name: 'Save profile' }).click();
    await expect.poll(() => page.getByText('Your profile was saved.').isVisible()).toBe(true);
    expect((await db.users.get({ userId: userId() }).go()).data).toMatchObject({ firstname: 'Somsak', lastname: 'Deemak', phone: '0812345678' });
    // POST /user/edit refreshed the stored session with the new name.
    await expect
      .poll(() => page.evaluate(() => (JSON.parse(localStorage.getItem('lm.session.client') ?? '{}') as { user?: { fullname?: string } }).user?.fullname))
      .toBe('Somsak Deemak');

    await page.goto(url('/myaccount/student/address'));
    await page.getByRole('button', { name: 'Add an address' }).click();
    const form = page.locator('form');
    await form.getByLabel('Recipient name').fill('Somsak Deemak');
    await form.getByLabel('Phone').fill('0812345678');
    await form.getByLabel('Address line 1').fill('99 Sukhumvit Road');
    await form.getByLabel('Subdistrict').fill('Khlong Toei');
    await form.getByLabel('District', { exact: true }).fill('Khlong Toei');
    await form.getByLabel('Province').fill('Bangkok');
    await form.getByLabel('Postal code').fill('1011');
    await form.getByRole('button', { name: 'Save address' }).click();
    await expect.poll(() => page.getByText('Postal code must be exactly 5 digits.').isVisible()).toBe(true);
    expect((await db.addresses.query.byUser({ userId: userId() }).go()).data).toEqual([]);

    await form.getByLabel('Postal code').fill('10110');
    await form.getByRole('button', { name: 'Save address' }).click();
    const list = page.getByRole('list', { name: 'My addresses' });
    await expect.poll(() => list.getByText('99 Sukhumvit Road').isVisible()).toBe(true);

    await page.reload();
    await expect.poll(() => list.getByText('Khlong Toei, Khlong Toei, Bangkok, 10110').isVisible()).toBe(true);
    expect((await db.addresses.query.byUser({ userId: userId() }).go()).data).toMatchObject([{ postal_code: '10110', line1: '99 Sukhumvit Road' }]);
  });

  it('lets an instructor open their own profile from their home and save it', async () => {
    const instructor = inject('userIds').instructor2 as string;
    const before = (await db.users.get({ userId: instructor }).go()).data;
    await db.users.patch({ userId: instructor }).set({ pdpaApproved: 1 }).go();
    try {
      page = await suite.page();
      await page.addInitScript(() => localStorage.setItem('lm.language', 'en'));
      await page.goto(url(`/signininstructor?from=${encodeURIComponent('/myaccount/instructor/home')}`));
      await suite.signIn(page, 'instructor2');
      await page.waitForURL(url('/myaccount/instructor/home'));
      await page.getByRole('link', { name: 'Profile', exact: true }).click();
      await page.waitForURL(url('/myaccount/instructor/profile'));
      await page.getByLabel('Phone').fill('089-876-5432');
      await page.getByRole('button', { name: 'Save profile' }).click();
      await expect.poll(() => page.getByText('Your profile was saved.').isVisible()).toBe(true);
      expect((await db.users.get({ userId: instructor }).go()).data).toMatchObject({ phone: '0898765432' });
    } finally {
      await db.users.patch({ userId: instructor }).set({ pdpaApproved: before?.pdpaApproved ?? 0, phone: before?.phone ?? '' }).go();
    }
  });
});

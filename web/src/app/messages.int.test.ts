import type {} from '@lm/functions/testing/provided-context';
import { localDatabase } from '@lm/functions/testing/api';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { browserSuite } from '../testing/browser-suite';

// Decision 0027: the schemas' and the server's messages in the visitor's language.

const suite = browserSuite();
const { url } = suite;
const db = localDatabase();
const userId = () => inject('userIds').student as string;
let pdpaApproved: number | undefined;

beforeAll(async () => {
  pdpaApproved = (await db.users.get({ userId: userId() }).go()).data?.pdpaApproved;
  // The consent dialog would cover the page; its own test lives in the shell suite.
  await db.users.patch({ userId: userId() }).set({ pdpaApproved: 1 }).go();
});

afterAll(async () => {
  await db.users.patch({ userId: userId() }).set({ pdpaApproved }).go();
});

describe('messages in Thai in Chromium', () => {
  it('shows the address form’s refusals in Thai, field names included, and saves nothing', async () => {
    const page = await suite.page();
    await page.addInitScript(() => localStorage.setItem('lm.language', 'th'));
    await page.goto(url('/myaccount/student/address'));
    await page.waitForURL(/\/signin\?from=/);
    await suite.signIn(page, 'student');
    await page.waitForURL(url('/myaccount/student/address'));

    await page.getByRole('button', { name: 'เพิ่มที่อยู่' }).click();
    const form = page.locator('form');
    await form.getByLabel('เบอร์โทรศัพท์').fill('0812345678');
    await form.getByLabel('รหัสไปรษณีย์').fill('1011');
    await form.getByRole('button', { name: 'บันทึกที่อยู่' }).click();

    await expect.poll(() => form.getByText('รหัสไปรษณีย์ต้องเป็นตัวเลข 5 หลัก', { exact: true }).isVisible()).toBe(true);
    expect(await form.getByText('โปรดกรอกชื่อผู้รับ', { exact: true }).isVisible()).toBe(true);
    expect(await form.getByText('โปรดกรอกจังหวัด', { exact: true }).isVisible()).toBe(true);
    expect(await form.getByText(/is required|must be exactly/).count()).toBe(0);
    expect((await db.addresses.query.byUser({ userId: userId() }).go()).data).toEqual([]);
  });

  it('shows the server’s refusal of a taken username in Thai', async () => {
    const page = await suite.page();
    await page.addInitScript(() => localStorage.setItem('lm.language', 'th'));
    await page.goto(url('/registration'));

    await page.getByRole('button', { name: 'สมัครสมาชิก' }).click();
    await expect.poll(() => page.getByText('โปรดกรอกชื่อผู้ใช้', { exact: true }).isVisible()).toBe(true);
    expect(await page.getByText('โปรดกรอกอีเมล', { exact: true }).isVisible()).toBe(true);

    await page.getByLabel('ชื่อ', { exact: true }).fill('Pim');
    await page.getByLabel('นามสกุล', { exact: true }).fill('Rakrian');
    await page.getByLabel('อีเมล', { exact: true }).fill(`taken-${randomUUID().slice(0, 8)}@example.com`);
    await page.getByLabel('ชื่อผู้ใช้', { exact: true }).fill('student2');
    await page.getByLabel('รหัสผ่าน', { exact: true }).fill('Fresh#2026pass');
    await page.getByRole('button', { name: 'สมัครสมาชิก' }).click();

    await expect.poll(() => page.getByRole('alert').textContent()).toContain('ชื่อผู้ใช้นี้มีผู้ใช้แล้ว');
    expect(await page.getByRole('alert').textContent()).not.toContain('already taken');
    expect(page.url()).toBe(url('/registration'));
  });

  it('words the back office in Thai: the menu tiles, and a course form’s refusals by their labels', async () => {
    const page = await suite.page();
    await page.addInitScript(() => localStorage.setItem('lm.language.admin', 'th'));
    await page.goto(url('/admin/login'));
    await suite.signIn(page, 'admin');
    await page.waitForURL(url('/admin'));
    const menu = page.locator('ul.admin-menu');
    await expect.poll(() => menu.getByRole('link', { name: 'คอร์สเรียน', exact: true }).isVisible()).toBe(true);
    expect(await menu.getByRole('link', { name: 'บทบาทผู้ใช้', exact: true }).isVisible()).toBe(true);
    expect(await menu.getByRole('link', { name: 'Courses', exact: true }).count()).toBe(0);

    await menu.getByRole('link', { name: 'คอร์สเรียน', exact: true }).click();
    await page.waitForURL(url('/admin/courses'));
    await page.getByRole('button', { name: 'เพิ่มคอร์สเรียน', exact: true }).click();
    await page.getByRole('button', { name: 'บันทึก', exact: true }).click();
    await expect.poll(() => page.getByText('โปรดกรอกหมวดหมู่', { exact: true }).isVisible()).toBe(true);
    expect(await page.getByText('โปรดกรอกชื่อเรื่อง', { exact: true }).isVisible()).toBe(true);
    // The price is asked for in baht, and its message speaks of baht, not of the satang the API keeps.
    expect(await page.getByText('โปรดกรอกราคา (บาท)', { exact: true }).isVisible()).toBe(true);
    await page.getByLabel('ราคา (บาท)', { exact: true }).fill('ฟรี');
    await page.getByRole('button', { name: 'บันทึก', exact: true }).click();
    await expect.poll(() => page.getByText('ราคา (บาท)ต้องเป็นจำนวนเงินบาท เช่น 2590.00', { exact: true }).isVisible()).toBe(true);
    expect(await page.getByText(/category_id|is required|สตางค์/).count()).toBe(0);
    expect(await page.getByLabel('ราคา (บาท)', { exact: true }).isVisible()).toBe(true);
  });
});

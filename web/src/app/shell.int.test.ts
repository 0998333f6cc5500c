import type {} from '@lm/functions/testing/provided-context';
import { localDatabase } from '@lm/functions/testing/api';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { browserSuite } from '../testing/browser-suite';

const suite = browserSuite();
let page: Page;
const { url } = suite;

const signIn = (username: string, password?: string) => suite.signIn(page, username, password);

describe('the SPA in Chromium against the local stack', () => {
  it('signs a student in at /signin and lands on the dashboard', async () => {
    page = await suite.page();
    await page.goto(url('/signin'));
    await signIn('student2');
    await page.waitForURL(url('/myaccount/student/dashboard'));
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toMatch(/^(My dashboard|แดชบอร์ดของฉัน)$/);
    await expect.poll(() => page.getByText('Malee Suksan').first().isVisible()).toBe(true);
  });

  it('shows the exact message and title for a wrong password', async () => {
    page = await suite.page();
    await page.goto(url('/signin'));
    await signIn('student2', 'Wrong#2026pass');
    const alert = page.getByRole('alert');
    await expect.poll(() => alert.textContent()).toContain('Incorrect Username or password.');
    await expect.poll(() => alert.textContent()).toContain('Error: You have entered incorrect.');
  });

  it('keeps the back-office session of the same browser when a sign-in is refused', async () => {
    page = await suite.page('/admin/login');
    await signIn('admin');
    await page.waitForURL(url('/admin'));
    const held = await page.evaluate(() => localStorage.getItem('lm.session.admin'));
    expect(held).toBeTruthy();

    await page.goto(url('/signin'));
    await signIn('student2', 'Wrong#2026pass');
    await expect.poll(() => page.getByRole('alert').textContent()).toContain('Incorrect Username or password.');
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => localStorage.getItem('lm.session.admin'))).toBe(held);
    await page.goto(url('/admin'));
    await expect.poll(() => page.getByRole('navigation', { name: 'Menu' }).isVisible()).toBe(true);
  });

  it('sends a signed-out visitor to /signin and back to the page after signing in', async () => {
    page = await suite.page();
    await page.goto(url('/myaccount/student/order'));
    await page.waitForURL(/\/signin\?from=%2Fmyaccount%2Fstudent%2Forder$/);
    await signIn('student2');
    await page.waitForURL(url('/myaccount/student/order'));
    await expect.poll(() => page.locator('[data-page="studentOrders"]').isVisible()).toBe(true);
  });

  it('refuses another role at /signin with the SPEC message', async () => {
    page = await suite.page();
    await page.goto(url('/signin'));
    await signIn('instructor');
    await expect.poll(() => page.getByRole('alert').textContent()).toContain('Username administration not permitted.');
    expect(page.url()).toBe(url('/signin'));
  });

  it('sends a student opening /admin to /admin/login', async () => {
    page = await suite.page();
    await page.goto(url('/signin'));
    await signIn('student2');
    await page.waitForURL(url('/myaccount/student/dashboard'));
    await page.goto(url('/admin'));
    await page.waitForURL(/\/admin\/login\?from=%2Fadmin$/);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Back-office sign-in');
  });

  it('signs an administrator in and shows the admin menu, titled and in English', async () => {
    page = await suite.page();
    await page.goto(url('/admin/login'));
    await signIn('admin');
    await page.waitForURL(url('/admin'));
    const menu = page.getByRole('navigation', { name: 'Menu' });
    await expect.poll(() => menu.getByRole('link').count()).toBeGreaterThan(20);
    await expect.poll(() => page.title()).toBe('Learning Marketplace Admin');
    expect(await page.getByRole('region', { name: 'Notifications' }).count()).toBe(1);

    // A screen names itself in the tab before the back office; the menu's title comes back with the menu.
    await menu.getByRole('link', { name: 'Courses', exact: true }).click();
    await page.waitForURL(url('/admin/courses'));
    await expect.poll(() => page.title()).toBe('Courses | Learning Marketplace Admin');
    await page.getByRole('link', { name: 'Learning Marketplace Admin' }).click();
    await page.waitForURL(url('/admin'));
    await expect.poll(() => page.title()).toBe('Learning Marketplace Admin');
  });

  it('refuses a student at the admin login with Permission Denied', async () => {
    page = await suite.page();
    await page.goto(url('/admin/login'));
    await signIn('student2');
    const alert = page.getByRole('alert');
    await expect.poll(() => alert.textContent()).toContain('Username administration not permitted.');
    await expect.poll(() => alert.textContent()).toContain('Permission Denied');
  });

  it('signs an instructor in through the instructor sign-in', async () => {
    page = await suite.page();
    await page.goto(url('/signininstructor'));
    await signIn('instructor');
    await page.waitForURL(url('/myaccount/instructor/home'));
    await expect.poll(() => page.getByText('Ines Teacher').first().isVisible()).toBe(true);

    // /myaccount/home is the home of whoever is signed in.
    await page.goto(url('/myaccount/home'));
    await page.waitForURL(url('/myaccount/instructor/home'));
  });

  it('takes a visitor from /myaccount/home to the sign-in and then to their dashboard, and /myaccount/student/home to the dashboard', async () => {
    page = await suite.page();
    await page.goto(url('/myaccount/home'));
    await page.waitForURL(/\/signin\?from=%2Fmyaccount%2Fhome$/);
    await signIn('student2');
    await page.waitForURL(url('/myaccount/student/dashboard'));

    await page.goto(url('/myaccount/student/home?scheduleDate=2026-12-01'));
    await page.waitForURL(url('/myaccount/student/dashboard?scheduleDate=2026-12-01'));
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toMatch(/^(My dashboard|แดชบอร์ดของฉัน)$/);
  });

  it('shows the not-found page for an unknown path, inside the shell', async () => {
    page = await suite.page();
    await page.goto(url('/no/such/page'));
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toMatch(/^(Page not found|ไม่พบหน้าที่ต้องการ)$/);
    expect(await page.getByRole('banner').count()).toBe(1);
  });

  it('refuses a return from Google that no sign-in of this window started, with the way back to sign-in', async () => {
    page = await suite.page();
    await page.goto(url('/authen/google#state=made-up&id_token=a.b.c'));
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toMatch(/^(You could not be signed in with Google|เข้าสู่ระบบด้วย Google ไม่สำเร็จ)$/);
    // The fragment left the address at once.
    expect(new URL(page.url()).hash).toBe('');
    expect(await page.getByRole('link', { name: /^(Back to sign-in|กลับไปหน้าเข้าสู่ระบบ)$/ }).getAttribute('href')).toBe('/signin');
  });

  it('shows the PDPA consent until it is approved, and not again after a reload', async () => {
    const users = localDatabase().users;
    const student = inject('userIds').student2 as string;
    await users.patch({ userId: student }).set({ pdpaApproved: 0 }).go();
    page = await suite.page();
    await page.goto(url('/signin'));
    await signIn('student2');
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await page.reload();
    await expect.poll(() => dialog.isVisible()).toBe(true);

    await dialog.getByRole('button').click();
    await expect.poll(() => dialog.count()).toBe(0);
    await page.reload();
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect((await users.get({ userId: student }).go()).data?.pdpaApproved).toBe(1);
    await users.patch({ userId: student }).set({ pdpaApproved: 0 }).go();
  });

  it('keeps the chosen language after a reload', async () => {
    page = await suite.page();
    await page.goto(url('/signin'));
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('เข้าสู่ระบบ');
    await page.getByRole('button', { name: 'English' }).click();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Sign in');
    await page.reload();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Sign in');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
  });
});

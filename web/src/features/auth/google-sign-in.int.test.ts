import type {} from '@lm/functions/testing/provided-context';
import { api, signIn, signOut } from '@lm/functions/testing/api';
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { screenshot } from '../../testing/browser';
import { browserSuite } from '../../testing/browser-suite';

const suite = browserSuite();
const { url } = suite;
const username = `google-${randomUUID().slice(0, 8)}`;
const email = `${username}@example.com`;
/** The demo's settingLogin and Google client id (scripts/src/seed/site-settings.ts), put back after the test that changes them. */
const DEMO_LOGIN = { username_password: true, google: true, facebook: false, azure_ad: false, registration: true };
const DEMO_GOOGLE_CLIENT_ID = 'marketplace-local.apps.googleusercontent.com';

type Session = Awaited<ReturnType<typeof signIn>>;

beforeAll(async () => {
  // As the demo has them, whatever a suite before this one did (through the API: the stack's settings cache follows).
  const admin = await signIn('admin');
  const login = await api('/api/settings/site/settingLogin', { method: 'PUT', token: admin.id_token, json: DEMO_LOGIN });
  const external = await api('/api/settings/site/externalLogin', { method: 'PUT', token: admin.id_token, json: { google_client_id: DEMO_GOOGLE_CLIENT_ID, clear_shared_secret: true } });
  await signOut(admin);
  expect([login.status, external.status], `${login.text} ${external.text}`).toEqual([200, 200]);
  const registered = await api('/user/register', { json: { username, email, password: 'Google#2026pass', firstname: 'Gee', lastname: 'Mail' } });
  expect(registered.status, registered.text).toBe(200);
  await signOut(registered.body as unknown as Session);
});

/** The student's session as the SPA keeps it, or undefined. */
const sessionUser = (page: Page) => page.evaluate(() => (JSON.parse(localStorage.getItem('lm.session.client') ?? '{}') as { user?: { username?: string } }).user?.username);

/** From the sign-in page to the stand-in's page of Google, where `address` is chosen (or the sign-in cancelled). */
async function throughGoogle(page: Page, address: string | 'cancel') {
  await page.getByRole('button', { name: /^(Continue with Google|ดำเนินการต่อด้วย Google)$/ }).click();
  await page.waitForURL((at) => at.pathname === '/o/oauth2/v2/auth');
  expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Sign in with Google');
  if (address === 'cancel') {
    await page.getByRole('button', { name: 'Cancel' }).click();
  } else {
    await page.getByLabel('Email').fill(address);
    await page.getByRole('button', { name: 'Continue' }).click();
  }
}

describe('signing in with Google in Chromium, against the local stack and its Google stand-in (decision 0060)', () => {
  it('signs the student in from the sign-in page and returns them where they were going', { timeout: 90_000 }, async () => {
    const page = await suite.page('/signin?from=/myaccount/student/order');
    await throughGoogle(page, email);
    await page.waitForURL(url('/myaccount/student/order'));
    await expect.poll(() => sessionUser(page)).toBe(username);
    expect(await page.evaluate(() => window.location.hash)).toBe('');
    await screenshot(page, 'google sign-in done');
  });

  it('says so when the sign-in was cancelled at Google, and when the address is of no account here', { timeout: 90_000 }, async () => {
    const page = await suite.page('/signin');
    await throughGoogle(page, 'cancel');
    await page.waitForURL((at) => at.pathname === '/authen/google');
    await expect.poll(() => page.getByRole('alert').first().textContent()).toMatch(/^(The sign-in with Google was cancelled\.|การเข้าสู่ระบบด้วย Google ถูกยกเลิก)$/);

    await page.getByRole('link', { name: /^(Back to sign-in|กลับไปหน้าเข้าสู่ระบบ)$/ }).click();
    await page.waitForURL(url('/signin'));
    await throughGoogle(page, `nobody-${randomUUID().slice(0, 8)}@example.com`);
    await page.waitForURL((at) => at.pathname === '/authen/google');
    await expect
      .poll(() => page.getByRole('alert').first().textContent(), { timeout: 15_000 })
      .toMatch(/^(This Google sign-in does not belong to an account of this site\.|การเข้าสู่ระบบด้วย Google นี้ไม่ตรงกับบัญชีใดของเว็บไซต์นี้)$/);
    expect(await sessionUser(page)).toBeUndefined();
    await screenshot(page, 'google sign-in no account');
  });

  it('offers only Google while settingLogin has the password off, and no registration while it is closed', { timeout: 90_000 }, async () => {
    const admin = await signIn('admin');
    const putLogin = (json: unknown) => api('/api/settings/site/settingLogin', { method: 'PUT', token: admin.id_token, json });
    try {
      expect((await putLogin({ ...DEMO_LOGIN, username_password: false, registration: false })).status).toBe(200);
      const page = await suite.page('/signin');
      await expect.poll(() => page.getByRole('button', { name: /^(Continue with Google|ดำเนินการต่อด้วย Google)$/ }).count()).toBe(1);
      expect(await page.getByLabel(/^(Username|ชื่อผู้ใช้)$/).count()).toBe(0);
      expect(await page.getByText(/^(Signing in with a username and password is turned off on this site\.|เว็บไซต์นี้ปิดการเข้าสู่ระบบด้วยชื่อผู้ใช้และรหัสผ่าน)$/).count()).toBe(1);
      expect(await page.getByRole('link', { name: /^(Create an account|สมัครสมาชิก)$/ }).count()).toBe(0);
      await screenshot(page, 'sign-in google only');

      await page.goto(url('/registration'));
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toMatch(/^(Registration is closed|ปิดรับสมัครสมาชิก)$/);
      expect(await page.getByRole('button', { name: /^(Create my account|สมัครสมาชิก)$/ }).count()).toBe(0);
    } finally {
      expect((await putLogin(DEMO_LOGIN)).status).toBe(200);
      await signOut(admin);
    }
  });
});

import type {} from '@lm/functions/testing/provided-context';
import { AdminDeleteUserCommand, CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { api, localDatabase, signIn, signOut } from '@lm/functions/testing/api';
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { browserSuite } from '../../testing/browser-suite';

const suite = browserSuite();
const { url } = suite;
const username = `web-${randomUUID().slice(0, 8)}`;
const resetter = `web-${randomUUID().slice(0, 8)}`;
const asked = `web-${randomUUID().slice(0, 8)}`;

type Session = Awaited<ReturnType<typeof signIn>>;
let admin: Session;
/** The registerFields settings group as the stack held it, put back afterwards. */
let seededFields: unknown;
const NOTHING_ASKED = { phone: 'off', birthday: 'off', gender: 'off', lineId: 'off', referral: 'off' };
const configureFields = (json: unknown) => api('/api/settings/site/registerFields', { method: 'PUT', token: admin.id_token, json });

beforeAll(async () => {
  admin = await signIn('admin');
  seededFields = (await localDatabase().settings.get({ name: 'registerFields' }).go()).data?.value;
});

async function fillRegistration(page: Page, values: { email: string; password: string }) {
  await page.getByLabel(/^(First name|ชื่อ)$/).fill('Pim');
  await page.getByLabel(/^(Last name|นามสกุล)$/).fill('Rakrian');
  await page.getByLabel(/^(E-mail|อีเมล)$/).fill(values.email);
  await page.getByLabel(/^(Username|ชื่อผู้ใช้)$/).fill(username);
  await page.getByLabel(/^(Password|รหัสผ่าน)$/).fill(values.password);
  await page.getByRole('button', { name: /^(Create my account|สมัครสมาชิก)$/ }).click();
}

afterAll(async () => {
  // Through the API, so the stack's cached settings follow; an unseeded group is then removed.
  await configureFields(seededFields ?? NOTHING_ASKED);
  if (seededFields === undefined) await localDatabase().settings.delete({ name: 'registerFields' }).go();
  await signOut(admin);
  const db = localDatabase();
  const cognito = new CognitoIdentityProviderClient({
    region: inject('resources').region,
    endpoint: inject('endpoints').cognito,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  for (const name of [username, resetter, asked]) {
    const profile = (await db.users.query.byUsername({ username: name }).go()).data[0];
    if (profile) {
      await db.users.delete({ userId: profile.userId }).go();
      await db.sessions.delete({ userId: profile.userId }).go();
    }
    await cognito.send(new AdminDeleteUserCommand({ UserPoolId: inject('resources').userPoolId, Username: name })).catch(() => undefined);
  }
});

describe('registration in Chromium against the local stack', () => {
  it('shows what is wrong with a weak password and a taken e-mail, then registers and lands signed in', { timeout: 90_000 }, async () => {
    const page = await suite.page('/signin');
    await page.getByRole('link', { name: /^(Create an account|สมัครสมาชิก)$/ }).click();
    await page.waitForURL(url('/registration'));

    await fillRegistration(page, { email: `${username}@example.com`, password: 'weakpass' });
    await expect.poll(() => page.getByText(/^(Password must be at least 10 characters\.|รหัสผ่านต้องมีอย่างน้อย 10 ตัวอักษร)$/).isVisible()).toBe(true);

    await fillRegistration(page, { email: 'student2@example.com', password: 'Fresh#2026pass' });
    await expect.poll(() => page.getByRole('alert').textContent()).toMatch(/This e-mail address is already registered\.|อีเมลนี้ลงทะเบียนไว้แล้ว/);

    await fillRegistration(page, { email: `${username}@example.com`, password: 'Fresh#2026pass' });
    await page.waitForURL(url('/myaccount/student/dashboard'));
    await expect.poll(() => page.getByText('Pim Rakrian').first().isVisible()).toBe(true);
    const stored = (await localDatabase().users.query.byUsername({ username }).go()).data;
    expect(stored).toMatchObject([{ username, email: `${username}@example.com`, roleId: 3 }]);
  });

  it('recovers a password: the e-mailed link sets a new one that signs in, and works only once', { timeout: 90_000 }, async () => {
    const email = `${resetter}@example.com`;
    const registered = await api('/user/register', { json: { username: resetter, email, password: 'First#2026pass', firstname: 'Dao', lastname: 'Lueam' } });
    const session = registered.body as unknown as { id_token: string; user: { id: string } };
    await api('/user/logout', { json: { user_id: session.user.id }, token: session.id_token });

    const page = await suite.page('/signin');
    await page.getByRole('link', { name: /^(Forgot your password\?|ลืมรหัสผ่าน\?)$/ }).click();
    await page.waitForURL(url('/forgotpass'));
    await page.getByLabel(/^(E-mail|อีเมล)$/).fill(email);
    await page.getByRole('button', { name: /^(Send the link|ส่งลิงก์)$/ }).click();
    await expect.poll(() => page.getByRole('status').textContent()).toMatch(/If an account uses this e-mail address|หากมีบัญชีที่ใช้อีเมลนี้/);

    // The message, as a developer reads it on the local stack's outbox page.
    await page.goto(`${inject('apiUrl')}/_local/outbox`);
    const message = page.getByRole('article').filter({ hasText: email }).first();
    expect(await message.getByRole('heading').textContent()).toBe('Reset your password');
    await message.getByRole('link', { name: /\/resetpass\// }).click();
    await page.waitForURL(/\/resetpass\/[A-Za-z0-9_-]+$/);
    const link = new URL(page.url()).pathname;
    await page.getByLabel(/^(New password|รหัสผ่านใหม่)$/).fill('Second#2026pass');
    await page.getByLabel(/^(Repeat the new password|ยืนยันรหัสผ่านใหม่)$/).fill('Second#2026pass');
    await page.getByRole('button', { name: /^(Save the new password|บันทึกรหัสผ่านใหม่)$/ }).click();
    await expect.poll(() => page.getByRole('status').textContent()).toMatch(/Your password has been changed\.|เปลี่ยนรหัสผ่านแล้ว/);

    await page.goto(url(link));
    await page.getByLabel(/^(New password|รหัสผ่านใหม่)$/).fill('Third#2026pass');
    await page.getByLabel(/^(Repeat the new password|ยืนยันรหัสผ่านใหม่)$/).fill('Third#2026pass');
    await page.getByRole('button', { name: /^(Save the new password|บันทึกรหัสผ่านใหม่)$/ }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toMatch(/This password reset link is invalid, was already used or has expired\.|ลิงก์ตั้งรหัสผ่านใหม่นี้ไม่ถูกต้อง/);

    await page.goto(url('/signin'));
    await suite.signIn(page, resetter, 'Second#2026pass');
    await page.waitForURL(url('/myaccount/student/dashboard'));
  });

  it('asks the phone an administrator requires: marked required, refused when empty, stored when given', { timeout: 90_000 }, async () => {
    const saved = await configureFields({ ...NOTHING_ASKED, phone: 'required' });
    expect(saved.status, saved.text).toBe(200);

    const page = await suite.page('/registration');
    const phone = page.getByLabel(/^(Phone \(required\)|เบอร์โทรศัพท์ \(จำเป็น\))$/);
    await expect.poll(() => phone.isVisible()).toBe(true);
    expect(await phone.evaluate((input) => (input as HTMLInputElement).required)).toBe(true);
    expect(await page.getByLabel(/^(Birthday|วันเกิด)/).count()).toBe(0);

    await page.getByLabel(/^(First name|ชื่อ)$/).fill('Ploy');
    await page.getByLabel(/^(Last name|นามสกุล)$/).fill('Thammada');
    await page.getByLabel(/^(E-mail|อีเมล)$/).fill(`${asked}@example.com`);
    await page.getByLabel(/^(Username|ชื่อผู้ใช้)$/).fill(asked);
    await page.getByLabel(/^(Password|รหัสผ่าน)$/).fill('Fresh#2026pass');
    const submit = page.getByRole('button', { name: /^(Create my account|สมัครสมาชิก)$/ });
    await submit.click();
    await expect.poll(() => page.getByText(/^(Phone is required\.|โปรดกรอกเบอร์โทรศัพท์)$/).isVisible()).toBe(true);
    expect((await localDatabase().users.query.byUsername({ username: asked }).go()).data).toEqual([]);

    await phone.fill('081-234-5678');
    await submit.click();
    await page.waitForURL(url('/myaccount/student/dashboard'));
    const stored = (await localDatabase().users.query.byUsername({ username: asked }).go()).data;
    expect(stored).toMatchObject([{ username: asked, phone: '0812345678', roleId: 3 }]);
  });
});

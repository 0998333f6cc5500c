import { AdminDeleteUserCommand, CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { loginResponse } from '@lm/shared';
import { createHash, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { api, localDatabase, signOut } from '../testing/api.js';
import { lastResetLink, mailsTo } from '../testing/outbox.js';

const cognito = new CognitoIdentityProviderClient({
  region: inject('resources').region,
  endpoint: inject('endpoints').cognito,
  credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
});
const username = `reset-${randomUUID().slice(0, 8)}`;
const email = `${username}@example.com`;
const firstPassword = 'First#2026pass';
let userId = '';

const sha256 = (token: string) => createHash('sha256').update(token).digest('base64url');
const tokenOf = (path: string) => path.split('/').at(-1) ?? '';
const login = (password: string) => api('/user/login', { json: { username, password } });
const invalidLink = {
  success: false,
  ok: false,
  message: 'This password reset link is invalid, was already used or has expired. Please ask for a new one.',
};

beforeAll(async () => {
  // A fresh account of its own, so changing its password touches no demo account.
  const answer = await api('/user/register', { json: { username, email, password: firstPassword, firstname: 'Rin', lastname: 'Reset' } });
  const session = loginResponse.parse(answer.body);
  userId = session.user.id;
  await signOut(session);
});

afterAll(async () => {
  await cognito.send(new AdminDeleteUserCommand({ UserPoolId: inject('resources').userPoolId, Username: username })).catch(() => undefined);
  await localDatabase().users.delete({ userId }).go();
  await localDatabase().sessions.delete({ userId }).go();
});

describe('POST /user/password/forgot', () => {
  it('answers an unknown address exactly as a known one, and mails only the known one', async () => {
    const stranger = `nobody-${randomUUID().slice(0, 8)}@example.com`;

    const unknown = await api('/user/password/forgot', { json: { email: stranger } });
    const known = await api('/user/password/forgot', { form: { email: email.toUpperCase() } });

    expect(unknown.status).toBe(200);
    expect(known.status).toBe(200);
    expect(known.body).toEqual(unknown.body);
    expect(known.body).toEqual({ success: true, ok: true, message: 'If an account uses this e-mail address, a link to reset its password is on its way.' });
    expect(await mailsTo(stranger)).toEqual([]);
    const mails = await mailsTo(email);
    expect(mails.at(-1)).toMatchObject({ to: email, subject: 'Reset your password', text: expect.stringContaining(`${inject('webUrl')}/resetpass/`) });
  });

  it('stores only the hash of the token, for this user, expiring in an hour', async () => {
    await api('/user/password/forgot', { json: { email } });
    const token = tokenOf(await lastResetLink(email));
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);

    const stored = (await localDatabase().passwordResets.get({ tokenHash: sha256(token) }).go()).data;
    expect(stored).toMatchObject({ userId, username });
    expect(stored!.expiresAt - Date.now()).toBeGreaterThan(55 * 60_000);
    expect(stored!.expiresAt - Date.now()).toBeLessThanOrEqual(60 * 60_000);
    expect(stored!.ttl).toBe(Math.ceil(stored!.expiresAt / 1000));
    expect((await localDatabase().passwordResets.get({ tokenHash: token }).go()).data).toBeNull();
  });

  it('refuses a malformed address, naming the field', async () => {
    const answer = await api('/user/password/forgot', { json: { email: 'not-an-address' } });
    expect(answer).toMatchObject({ status: 400, body: { ok: false, fields: { email: ['E-mail is not a valid address.'] } } });
  });
});

describe('POST /user/password/reset', () => {
  it('sets the new password once: the old one stops working and the link cannot be used again', async () => {
    await api('/user/password/forgot', { json: { email } });
    const token = tokenOf(await lastResetLink(email));
    const newPassword = 'Second#2026pass';

    const answer = await api('/user/password/reset', { json: { token, password: newPassword } });

    expect(answer).toMatchObject({ status: 200, body: { success: true, ok: true, message: 'Your password has been changed. You can sign in with it now.' } });
    expect((await login(firstPassword)).status).toBe(401);
    const signedIn = await login(newPassword);
    expect(signedIn.status).toBe(200);
    await signOut(signedIn.body as never);

    const again = await api('/user/password/reset', { json: { token, password: 'Third#2026pass' } });
    expect(again).toMatchObject({ status: 400, body: invalidLink });
    expect((await login('Third#2026pass')).status).toBe(401);
    expect((await localDatabase().passwordResets.get({ tokenHash: sha256(token) }).go()).data).toBeNull();
  });

  it('refuses an expired link and a made-up one, and changes no password', async () => {
    const expired = randomUUID();
    await localDatabase().passwordResets.create({ tokenHash: sha256(expired), userId, username, expiresAt: Date.now() - 1000 }).go();

    const late = await api('/user/password/reset', { json: { token: expired, password: 'Late#2026password' } });
    const madeUp = await api('/user/password/reset', { json: { token: 'made-up-token', password: 'Late#2026password' } });

    expect(late).toMatchObject({ status: 400, body: invalidLink });
    expect(madeUp).toMatchObject({ status: 400, body: invalidLink });
    expect((await login('Late#2026password')).status).toBe(401);
  });

  it('checks the new password against the policy before spending the link', async () => {
    await api('/user/password/forgot', { json: { email } });
    const token = tokenOf(await lastResetLink(email));

    const weak = await api('/user/password/reset', { json: { token, password: 'weak' } });

    expect(weak.status).toBe(400);
    expect(weak.body).toMatchObject({ fields: { password: expect.arrayContaining(['Password must be at least 10 characters.']) } });
    expect((await localDatabase().passwordResets.get({ tokenHash: sha256(token) }).go()).data).toMatchObject({ userId });
  });
});

describe('limits and what a reset ends', () => {
  it('sends no fourth working link, and a reset spends the others and ends the session of the old password', async () => {
    const pending = async () => (await localDatabase().passwordResets.query.byUser({ userId }).go()).data.filter((reset) => reset.expiresAt > Date.now());
    while ((await pending()).length < 3) await api('/user/password/forgot', { json: { email } });
    const sent = (await mailsTo(email)).length;

    const fourth = await api('/user/password/forgot', { json: { email } });
    expect(fourth.body).toEqual({ success: true, ok: true, message: 'If an account uses this e-mail address, a link to reset its password is on its way.' });
    expect(await mailsTo(email)).toHaveLength(sent);

    const session = loginResponse.parse((await login('Second#2026pass')).body);
    const links = (await mailsTo(email)).slice(-3).map((mail) => tokenOf(mail.text.match(/\/resetpass\/[A-Za-z0-9_-]+/)?.[0] ?? ''));
    const [first, ...others] = links;
    expect((await api('/user/password/reset', { json: { token: first, password: 'Fourth#2026pass' } })).status).toBe(200);

    expect(await pending()).toEqual([]);
    for (const token of others) expect(await api('/user/password/reset', { json: { token, password: 'Fifth#2026pass' } })).toMatchObject({ status: 400, body: invalidLink });
    expect((await api('/user/token/refresh', { json: { refresh_token: session.refresh_token } })).status).toBe(401);
    const signedIn = await login('Fourth#2026pass');
    expect(signedIn.status).toBe(200);
    await signOut(signedIn.body as never);
  });
});

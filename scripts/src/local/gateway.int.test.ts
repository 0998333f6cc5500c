import { describe, expect, inject, it } from 'vitest';
import { signLocalToken } from './test-tokens.js';

const url = (path: string) => `${inject('apiUrl')}${path}`;

async function signIn(username: string) {
  const response = await fetch(url('/user/login'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: 'Demo#2026pass' }),
  });
  return (await response.json()) as { id_token: string; user: { id: string } };
}

const logout = (token: string, userId: string) =>
  fetch(url('/user/logout'), {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ user_id: userId }),
  });

function claims(overrides: Record<string, unknown> = {}) {
  const { issuer, userPoolClientId } = inject('resources');
  const now = Math.floor(Date.now() / 1000);
  return {
    sub: inject('userIds').admin,
    'cognito:username': 'admin',
    'cognito:groups': ['admin'],
    iss: issuer,
    aud: userPoolClientId,
    token_use: 'id',
    iat: now - 60,
    exp: now + 3600,
    ...overrides,
  };
}

describe('local gateway: the JWT authorizer', () => {
  const askTracking = (token: string) => fetch(url('/api/settings/tracking'), { headers: { authorization: `Bearer ${token}` } });

  it('lets a well-signed, current token for this pool and client through', async () => {
    // The token speaks for the administrator's open session, issued no earlier than it.
    const session = await signIn('admin');
    try {
      const issuedAt = JSON.parse(Buffer.from(session.id_token.split('.')[1] ?? '', 'base64url').toString()).iat as number;
      expect((await askTracking(signLocalToken(claims({ iat: issuedAt })))).status).toBe(200);
    } finally {
      await logout(session.id_token, session.user.id);
    }
  });

  it.each([
    ['expired', { exp: Math.floor(Date.now() / 1000) - 10 }],
    ['from another pool', { iss: `${inject('resources').issuer.replace(/\/[^/]+$/, '')}/ap-southeast-1_other` }],
    ['for another app client', { aud: 'someone-else' }],
  ])('answers 401 Unauthorized to a token %s', async (_case, overrides) => {
    const response = await askTracking(signLocalToken(claims(overrides)));
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: 'Unauthorized' });
  });

  it('answers 401 to a tampered token and to a missing one', async () => {
    const session = await signIn('admin');
    const [header, payload, signature] = session.id_token.split('.');
    const forged = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()), 'cognito:groups': ['admin', 'x'] })).toString('base64url');
    expect((await askTracking(`${header}.${forged}.${signature}`)).status).toBe(401);
    expect((await fetch(url('/api/settings/tracking'))).status).toBe(401);
    await logout(session.id_token, session.user.id);
  });
});

describe('local gateway: routing and request limits', () => {
  it('answers an unknown route, or a known path with another method, with a JSON 404', async () => {
    for (const [method, path] of [['GET', '/nothing/here'], ['DELETE', '/user/login']] as const) {
      const response = await fetch(url(path), { method });
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toMatch(/application\/json/);
      expect(await response.json()).toEqual({ message: 'Not Found' });
    }
  });

  it('answers CORS preflights for the web origin', async () => {
    const origin = inject('endpoints').web;
    const response = await fetch(url('/user/login'), {
      method: 'OPTIONS',
      headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type,x-access-token' },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe(origin);
    expect(response.headers.get('access-control-allow-headers')).toContain('x-access-token');

    const foreign = await fetch(url('/user/login'), { method: 'OPTIONS', headers: { origin: 'https://evil.example' } });
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('refuses a body over 1 MB with 413 and a plain message, never a stack', async () => {
    const response = await fetch(url('/user/login'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'student', password: 'x'.repeat(1_100_000) }),
    });
    expect(response.status).toBe(413);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({ success: false, ok: false, message: 'The request body is too large (the limit is 1 MB).' });
    expect(text).not.toMatch(/\bat .+\.(ts|js):\d+/);
  });

  it('refuses malformed JSON, a wrong content type and missing fields with 4xx and a clear message', async () => {
    const post = (body: string, contentType: string) =>
      fetch(url('/user/login'), { method: 'POST', headers: { 'content-type': contentType }, body });

    const malformed = await post('{"username": "student", ', 'application/json');
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toEqual({ success: false, ok: false, message: 'The request body is not valid JSON.' });

    const wrongType = await post('username=student', 'text/plain');
    expect(wrongType.status).toBe(415);
    expect(((await wrongType.json()) as { message: string }).message).toMatch(/^Unsupported content type/);

    const missing = await post('{}', 'application/json');
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({ fields: { username: ['Username is required.'], password: ['Password is required.'] } });
  });

  it.each(['constructor', 'toString', 'valueOf', 'hasOwnProperty', '__proto__'])('answers 400, not 500, to a field or query name %s', async (name) => {
    const query = await fetch(url(`/public/courses?${name}=1`));
    expect(query.status).toBe(400);
    expect(((await query.json()) as { fields: Record<string, string[]> }).fields).toEqual({ [name]: ['This field is not accepted.'] });

    const body = await fetch(url('/user/login'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: `{"username":"student","password":"x","${name}":1}`,
    });
    expect(body.status).toBe(400);
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../config/env';
import { api, configureApi } from './client';
import { ApiError } from './errors';

type Call = { url: string; init: RequestInit };

function stubFetch(answers: (Response | Error)[]) {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    if (url === '/config.json') return Response.json({ apiUrl: 'http://api.test', stage: 'test' });
    calls.push({ url, init });
    const next = answers.shift();
    if (!next) throw new Error(`unexpected call to ${url}`);
    if (next instanceof Error) throw next;
    return next;
  });
  return calls;
}

const tokens = { student: 'student-token', instructor: 'instructor-token', admin: 'admin-token' } as Record<string, string | undefined>;

describe('call layer (SPEC §7)', () => {
  const expired = vi.fn();
  const renew = vi.fn(async (): Promise<string | undefined> => undefined);

  beforeEach(async () => {
    stubFetch([]);
    await loadConfig();
    expired.mockReset();
    renew.mockReset().mockResolvedValue(undefined);
    configureApi({ tokenOf: (kind) => tokens[kind], renew, expired });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('sends the admin token by default as bearer and x-access-token, with Accept json and a form-data body', async () => {
    const calls = stubFetch([Response.json({ ok: true })]);
    await expect(api.post('/things', { name: 'Math', count: 2, tags: ['a'] })).resolves.toEqual({ ok: true });

    const { url, init } = calls[0] as Call;
    const headers = init.headers as Record<string, string>;
    expect(url).toBe('http://api.test/things');
    expect(headers).toMatchObject({ Authorization: 'Bearer admin-token', 'x-access-token': 'admin-token', Accept: 'application/json' });
    const body = init.body as FormData;
    expect([...body.entries()]).toEqual([
      ['name', 'Math'],
      ['count', '2'],
      ['tags', '["a"]'],
    ]);
  });

  it('chooses the token per call and can send JSON', async () => {
    const calls = stubFetch([Response.json([])]);
    await api.post('/x', { a: 1 }, { token: 'student', json: true });
    const { init } = calls[0] as Call;
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer student-token');
    expect(init.body).toBe('{"a":1}');
  });

  it('raises the status with the body attached for other failures', async () => {
    stubFetch([Response.json({ success: false, ok: false, message: 'Cannot delete course' }, { status: 409 })]);
    const error = (await api.get('/x').catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, message: 'Cannot delete course', body: { ok: false } });
  });

  it('renews a refused token once, then retries', async () => {
    renew.mockResolvedValue('fresh-token');
    const calls = stubFetch([Response.json({ message: 'Unauthorized' }, { status: 401 }), Response.json({ ok: 1 })]);
    await expect(api.get('/me', { token: 'student' })).resolves.toEqual({ ok: 1 });
    expect(renew).toHaveBeenCalledWith('student');
    expect((calls[1]?.init.headers as Record<string, string>).Authorization).toBe('Bearer fresh-token');
    expect(expired).not.toHaveBeenCalled();
  });

  it("raises 'Unauthorized' and ends the session when the token cannot be renewed", async () => {
    stubFetch([Response.json({ message: 'Unauthorized' }, { status: 401 })]);
    await expect(api.get('/me', { token: 'instructor' })).rejects.toMatchObject({ status: 401, message: 'Unauthorized' });
    expect(expired).toHaveBeenCalledWith('instructor');
  });

  it('does not open the expired modal for a call that carried no token (a failed sign-in)', async () => {
    configureApi({ tokenOf: () => undefined, renew, expired });
    stubFetch([Response.json({ message: 'Incorrect Username or password.' }, { status: 401 })]);
    await expect(api.post('/user/login', {})).rejects.toMatchObject({ status: 401 });
    expect(expired).not.toHaveBeenCalled();
  });

  it('sends no token at all for public data, so a GET needs no preflight', async () => {
    const calls = stubFetch([Response.json([])]);
    await api.get('/public/settings', { token: 'none' });
    expect(calls[0]?.init.headers).toEqual({ Accept: 'application/json' });
  });

  it("turns a network failure into 408 'Cannot connect to the server'", async () => {
    stubFetch([new TypeError('fetch failed')]);
    await expect(api.get('/x')).rejects.toMatchObject({ status: 408, message: 'Cannot connect to the server' });
  });
});

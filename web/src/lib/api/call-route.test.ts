import { routes } from '@lm/shared/api/route-refs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../config/env';
import { callRoute } from './call-route';
import { configureApi } from './client';

type Call = { url: string; init: RequestInit };

function stubFetch(answers: Response[]) {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    if (url === '/config.json') return Response.json({ apiUrl: 'http://api.test', stage: 'test' });
    calls.push({ url, init });
    const next = answers.shift();
    if (!next) throw new Error(`unexpected call to ${url}`);
    return next;
  });
  return calls;
}

describe('callRoute', () => {
  beforeEach(async () => {
    stubFetch([]);
    await loadConfig();
    configureApi({ tokenOf: (kind) => (kind === 'student' ? 'student-token' : undefined), renew: async () => undefined, expired: () => {} });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('fills the path, sends the token named, and leaves credentials and keepalive to the browser by default', async () => {
    const calls = stubFetch([Response.json({ ok: true })]);
    await callRoute(routes.getLearnCourse, { params: { id: 'course 1' }, token: 'student' });
    const { url, init } = calls[0] as Call;
    expect(url).toBe('http://api.test/public/courses/course%201/learn');
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer student-token');
    expect(init).not.toHaveProperty('credentials');
    expect(init).not.toHaveProperty('keepalive');
  });

  it('asks the browser to keep the answer’s cookies when told to include credentials', async () => {
    const calls = stubFetch([Response.json({ ok: true })]);
    await callRoute(routes.openLesson, { params: { id: 'course-1', lessonId: 'intro' }, credentials: 'include' });
    expect(calls[0]?.init).toMatchObject({ method: 'GET', credentials: 'include', headers: { Accept: 'application/json' } });
  });

  it('sends a request that outlives the page when told to keep it alive', async () => {
    const calls = stubFetch([Response.json({ lesson_id: 'intro', position_seconds: 12, watched_seconds: 0, completed: false, completed_at: '', updated_at: '' })]);
    await callRoute(routes.saveLessonProgress, { params: { id: 'course-1', lessonId: 'intro' }, body: { position_seconds: 12 }, json: true, token: 'student', keepalive: true });
    const { url, init } = calls[0] as Call;
    expect(url).toBe('http://api.test/api/me/courses/course-1/lessons/intro/progress');
    expect(init).toMatchObject({ method: 'PUT', keepalive: true, body: '{"position_seconds":12}' });
  });
});

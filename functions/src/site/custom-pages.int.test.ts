import { customPage, firstLoad, pageModuleList, pageViews } from '@lm/shared';
import { describe, expect, it } from 'vitest';
import { api, signIn, signOut } from '../testing/api.js';

describe('GET /public/first-load', () => {
  it('answers the settings with the home page and its modules in one answer, without a token', async () => {
    const answer = await api(`/public/first-load?${new URLSearchParams({ path: '/' })}`);
    expect(answer.status, answer.text).toBe(200);
    const { settings, page } = firstLoad.parse(answer.body);
    expect(settings.routes.customPages).toContainEqual(expect.objectContaining({ path: '/', is_public: true }));
    expect(page?.page).toMatchObject({ id: 'page-home', meta_title: 'Learn new skills online' });
    expect(page?.modules[0]).toMatchObject({ type: 'slide', page_id: 'page-home' });
    const orderings = page?.modules.map((module) => module.ordering) ?? [];
    expect(orderings).toEqual([...orderings].sort((a, b) => a - b));
  });

  it('answers the settings alone on a path that is not a custom page', async () => {
    const answer = await api('/public/first-load?path=/signin');
    expect(answer.status, answer.text).toBe(200);
    expect(firstLoad.parse(answer.body)).toMatchObject({ page: null, settings: { header: expect.any(Object) } });
  });

  it('refuses a missing or malformed path with 400 naming the field', async () => {
    for (const query of ['', '?path=signin']) {
      const answer = await api(`/public/first-load${query}`);
      expect(answer.status, query).toBe(400);
      expect(Object.keys((answer.body as unknown as { fields: object }).fields), query).toEqual(['path']);
    }
  });
});

describe('GET /public/custompage/by-path', () => {
  it('answers the seeded home page without a token, cacheable for a minute', async () => {
    const answer = await api(`/public/custompage/by-path?${new URLSearchParams({ path: '/' })}`);
    expect(answer.status, answer.text).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('public, max-age=60');
    expect(customPage.parse(answer.body)).toMatchObject({
      id: 'page-home',
      path: '/',
      meta_title: 'Learn new skills online',
      robot_index: true,
      is_enable_headerSystem: true,
      is_enable_footerSystem: true,
    });
    expect(answer.body).not.toHaveProperty('views');
  });

  it('finds /about and says plainly when no page has a path', async () => {
    expect((await api('/public/custompage/by-path?path=/about')).body).toMatchObject({ id: 'page-about', name: 'About us' });
    const missing = await api('/public/custompage/by-path?path=/no-such-page');
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ message: 'No page has the path /no-such-page.' });
  });

  it('refuses a missing or malformed path with 400 naming the field', async () => {
    for (const query of ['', '?path=about', '?path=/a%20b']) {
      const answer = await api(`/public/custompage/by-path${query}`);
      expect(answer.status, query).toBe(400);
      expect(Object.keys((answer.body as unknown as { fields: object }).fields), query).toEqual(['path']);
    }
  });
});

describe('GET /public/custompage/module/{pageId}', () => {
  it('answers the home page modules in their ordering, cacheable for a minute', async () => {
    const answer = await api('/public/custompage/module/page-home');
    expect(answer.status, answer.text).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('public, max-age=60');
    const modules = pageModuleList.parse(answer.body);
    // The demo home starts with its slides and holds the modules of decision 0015, each once, in ascending ordering.
    expect(modules[0]?.type).toBe('slide');
    expect(modules.map((module) => module.type)).toEqual(expect.arrayContaining(['course_category', 'course', 'text', 'banner', 'howtobuy', 'contactus', 'map', 'video']));
    const orderings = modules.map((module) => module.ordering);
    expect(orderings).toEqual([...orderings].sort((a, b) => a - b));
    expect(new Set(orderings).size).toBe(orderings.length);
    expect(modules.every((module) => module.page_id === 'page-home')).toBe(true);
    expect(modules[0]?.data).toMatchObject({ slides: expect.arrayContaining([expect.objectContaining({ title: 'Learn at your pace' })]) });
  });

  it('answers 404 for an unknown page', async () => {
    const answer = await api('/public/custompage/module/page-missing');
    expect(answer.status).toBe(404);
    expect(answer.body).toMatchObject({ message: 'No page has the id page-missing.' });
  });

  it('refuses a too-long page id with 400 naming the field', async () => {
    const answer = await api(`/public/custompage/module/${'x'.repeat(65)}`);
    expect(answer.status).toBe(400);
    expect(Object.keys((answer.body as unknown as { fields: object }).fields)).toEqual(['pageId']);
  });
});

describe('POST /public/custompage/{page}/view', () => {
  it('counts each view of a page', async () => {
    const first = await api('/public/custompage/page-about/view', { method: 'POST' });
    expect(first.status, first.text).toBe(200);
    const { views } = pageViews.parse(first.body);
    expect(views).toBeGreaterThan(0);
    const second = await api('/public/custompage/page-about/view', { method: 'POST' });
    expect(pageViews.parse(second.body).views).toBe(views + 1);
  });

  it('answers 404 for an unknown page and 400 for a too-long id', async () => {
    expect((await api('/public/custompage/page-missing/view', { method: 'POST' })).status).toBe(404);
    const bad = await api(`/public/custompage/${'x'.repeat(65)}/view`, { method: 'POST' });
    expect(bad.status).toBe(400);
    expect(Object.keys((bad.body as unknown as { fields: object }).fields)).toEqual(['page']);
  });
});

describe('a members-only page (its route entry is not public)', () => {
  it('answers 401 without a token, and to a signed-in student page and modules that no shared cache keeps', async () => {
    expect(await api('/public/custompage/by-path?path=/members')).toMatchObject({ status: 401, body: { message: 'Unauthorized' } });
    expect((await api('/public/custompage/module/page-members')).status).toBe(401);

    const student = await signIn('student2');
    try {
      const found = await api('/public/custompage/by-path?path=/members', { token: student.id_token });
      expect(found).toMatchObject({ status: 200, body: { id: 'page-members', name: 'Members' } });
      expect(found.headers.get('cache-control')).toBe('private, no-store');
      const modules = await api('/public/custompage/module/page-members', { token: student.id_token });
      expect(modules.status).toBe(200);
      expect(pageModuleList.parse(modules.body).map((module) => module.id)).toContain('members-text');
      expect(modules.headers.get('cache-control')).toBe('private, no-store');
    } finally {
      await signOut(student);
    }
  });

  it('is read by the client area’s roles only (SPEC §2): an instructor may, an administrator may not', async () => {
    const instructor = await signIn('instructor2');
    const admin = await signIn('admin');
    try {
      expect((await api('/public/custompage/by-path?path=/members', { token: instructor.id_token })).status).toBe(200);
      const refused = await api('/public/custompage/by-path?path=/members', { token: admin.id_token });
      expect(refused).toMatchObject({ status: 403, body: { message: 'This page is for students and instructors.' } });
      expect((await api('/public/custompage/module/page-members', { token: admin.id_token })).status).toBe(403);
    } finally {
      await signOut(instructor);
      await signOut(admin);
    }
  });
});


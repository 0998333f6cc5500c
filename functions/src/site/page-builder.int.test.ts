import { adminCustomPage, customPageTable, pageModuleList, siteSettings } from '@lm/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, localDatabase, signIn, signOut } from '../testing/api.js';

const stamp = `pb${Date.now().toString(36)}`;
const pathOf = (name: string) => `/${stamp}-${name}`;

type Session = Awaited<ReturnType<typeof signIn>>;
let admin: Session;
let token: string;

const fieldsOf = (body: unknown) => (body as { fields?: Record<string, string[]> }).fields ?? {};
const publicRoutes = async () => siteSettings.parse((await api('/public/settings')).body).routes.customPages;
const storedModules = async (pageId: string) => (await localDatabase().pageModules.query.byPage({ page_id: pageId }).go({ pages: 'all' })).data;

async function createPage(fields: Record<string, unknown>) {
  const answer = await api('/api/custompages', { method: 'POST', token, json: fields });
  expect(answer.status, answer.text).toBe(200);
  return adminCustomPage.parse(answer.body);
}

beforeAll(async () => {
  admin = await signIn('admin');
  token = admin.id_token;
});

afterAll(async () => {
  // Whatever a failed run left behind goes, through the API.
  const filters = encodeURIComponent(JSON.stringify([{ column: 'path', operator: 'contain', value: stamp }]));
  const left = await api(`/api/custompages?filters=${filters}`, { token });
  const ids = ((left.body as unknown as { rows?: { id: string }[] }).rows ?? []).map((row) => row.id);
  if (ids.length) await api('/api/custompages', { method: 'DELETE', token, json: { ids } });
  await signOut(admin);
});

describe('the custom pages master file', () => {
  it('creates a page, stores it with its path, and the storefront routes the path to it', async () => {
    // Act
    const page = await createPage({ path: pathOf('summer'), name: 'Summer school', meta_title: 'Summer 2026', robot_follow: false });

    // Assess
    expect(page).toMatchObject({ path: pathOf('summer'), name: 'Summer school', meta_title: 'Summer 2026', robot_index: true, robot_follow: false, is_public: true, views: 0 });
    const db = localDatabase();
    expect((await db.customPages.get({ id: page.id }).go()).data).toMatchObject({ path: pathOf('summer'), name: 'Summer school', robot_follow: false });
    expect((await db.pagePaths.get({ path: pathOf('summer') }).go()).data).toMatchObject({ page_id: page.id });
    expect(await publicRoutes()).toContainEqual({ path: pathOf('summer'), is_public: true, component: 'customPage' });
    expect(await publicRoutes()).toContainEqual({ path: '/', is_public: true, component: 'customPage' });
    expect((await api(`/public/custompage/by-path?path=${pathOf('summer')}`)).body).toMatchObject({ id: page.id, name: 'Summer school' });

    const read = await api(`/api/custompages/${page.id}`, { token });
    expect(read.status).toBe(200);
    expect(adminCustomPage.parse(read.body)).toEqual(page);
    const filters = encodeURIComponent(JSON.stringify([{ column: 'path', operator: 'contain', value: `${stamp}-summer` }]));
    const table = customPageTable.parse((await api(`/api/custompages?filters=${filters}`, { token })).body);
    expect(table.rows.map((row) => row.id)).toEqual([page.id]);
  });

  it('lists the seeded pages, with the public flag of their routes', async () => {
    const table = customPageTable.parse((await api('/api/custompages?sort=path&order=asc', { token })).body);
    expect(table.rows.map((row) => [row.path, row.is_public])).toEqual(
      expect.arrayContaining([
        ['/', true],
        ['/about', true],
        ['/members', false],
      ]),
    );
    const paths = table.rows.map((row) => row.path);
    expect(paths).toEqual([...paths].sort());
  });

  it('refuses a second page at a path a page has, with a plain message, and stores nothing', async () => {
    await createPage({ path: pathOf('taken'), name: 'First' });
    for (const path of [pathOf('taken'), '/about']) {
      const answer = await api('/api/custompages', { method: 'POST', token, json: { path, name: 'Second' } });
      expect(answer.status, path).toBe(409);
      expect(answer.body).toMatchObject({ ok: false, message: `The path ${path} is already used by another page.`, fields: { path: [`The path ${path} is already used by another page.`] } });
    }
    const table = customPageTable.parse((await api(`/api/custompages?filters=${encodeURIComponent(JSON.stringify([{ column: 'name', operator: 'equal', value: 'Second' }]))}`, { token })).body);
    expect(table.total).toBe(0);
    expect((await publicRoutes()).filter((entry) => entry.path === pathOf('taken'))).toHaveLength(1);
  });

  it('refuses bad input with 400 naming each field', async () => {
    const answer = await api('/api/custompages', {
      method: 'POST',
      token,
      json: { path: '/admin/pages', name: '', robot_index: 'perhaps', facebook_image: 'javascript:alert(1)', views: 9 },
    });
    expect(answer.status).toBe(400);
    const fields = fieldsOf(answer.body);
    expect(Object.keys(fields).sort()).toEqual(['facebook_image', 'name', 'path', 'robot_index', 'views']);
    expect(fields.path).toEqual(['path cannot be /admin or under it: the back office lives there.']);
    expect(fields.name).toEqual(['name is required.']);
    expect(fields.views).toEqual(['This field is not accepted.']);
  });

  it('moves a page to a new path, keeping its views, and its route follows', async () => {
    const page = await createPage({ path: pathOf('old'), name: 'Moving' });
    await api(`/public/custompage/${page.id}/view`, { method: 'POST' });

    const moved = await api(`/api/custompages/${page.id}`, { method: 'PUT', token, form: { path: pathOf('new'), name: 'Moved', is_public: 'false' } });

    expect(moved.status, moved.text).toBe(200);
    expect(moved.body).toMatchObject({ id: page.id, path: pathOf('new'), name: 'Moved', is_public: false, views: 1, created_at: page.created_at });
    const routes = await publicRoutes();
    expect(routes).toContainEqual({ path: pathOf('new'), is_public: false, component: 'customPage' });
    expect(routes.some((entry) => entry.path === pathOf('old'))).toBe(false);
    expect((await api(`/public/custompage/by-path?path=${pathOf('old')}`)).status).toBe(404);
    expect((await localDatabase().pagePaths.get({ path: pathOf('old') }).go()).data).toBeNull();
    // The old path is free again.
    expect((await api('/api/custompages', { method: 'POST', token, json: { path: pathOf('old'), name: 'Reuse' } })).status).toBe(200);
    expect((await api('/api/custompages/page-missing', { method: 'PUT', token, json: { path: pathOf('x'), name: 'X' } })).status).toBe(404);
  });

  it('deletes pages with their modules, their paths and their routes', async () => {
    const page = await createPage({ path: pathOf('doomed'), name: 'Doomed' });
    await api(`/api/custompages/${page.id}/modules`, { method: 'PUT', token, json: { modules: [{ type: 'text', data: { body: 'Soon gone' } }] } });
    expect(await storedModules(page.id)).toHaveLength(1);

    const answer = await api('/api/custompages', { method: 'DELETE', token, json: { ids: [page.id, 'page-missing'] } });

    expect(answer).toMatchObject({ status: 200, body: { success: true, ok: true, deleted: [page.id] } });
    const db = localDatabase();
    expect((await db.customPages.get({ id: page.id }).go()).data).toBeNull();
    expect((await db.pagePaths.get({ path: pathOf('doomed') }).go()).data).toBeNull();
    expect(await storedModules(page.id)).toEqual([]);
    expect((await publicRoutes()).some((entry) => entry.path === pathOf('doomed'))).toBe(false);
    expect((await api(`/api/custompages/${page.id}`, { token })).status).toBe(404);
  });
});

describe("a page's modules", () => {
  it('saves the whole list in its order, and the storefront shows it so', async () => {
    // Prepare
    const page = await createPage({ path: pathOf('modules'), name: 'Modules' });

    // Act
    const first = await api(`/api/custompages/${page.id}/modules`, {
      method: 'PUT',
      token,
      json: {
        modules: [
          { type: 'text', name: 'Intro', data: { heading: 'Welcome', body: 'First words.' } },
          { type: 'button', name: 'Call', custom_name: 'cta', data: { label: 'See courses', link: '/courses' } },
          { type: 'search', name: 'Find' },
        ],
      },
    });

    // Assess
    expect(first.status, first.text).toBe(200);
    const saved = pageModuleList.parse(first.body);
    expect(saved.map((one) => [one.type, one.ordering, one.name])).toEqual([
      ['text', 10, 'Intro'],
      ['button', 20, 'Call'],
      ['search', 30, 'Find'],
    ]);
    expect(saved[1]?.data).toEqual({ label: 'See courses', link: '/courses', style: 'primary', new_tab: false });
    expect(pageModuleList.parse((await api(`/public/custompage/module/${page.id}`)).body)).toEqual(saved);

    // Reorder, edit, drop one and add one: ids stay with their modules.
    const [text, button] = saved;
    const second = await api(`/api/custompages/${page.id}/modules`, {
      method: 'PUT',
      token,
      form: {
        modules: JSON.stringify([
          { id: button?.id, type: 'button', name: 'Call', data: { label: 'Start now', link: '/courses', style: 'secondary' } },
          { type: 'banner', name: 'Banner', data: { image: '/demo/page-banner.svg', alt: 'Offer' } },
          { id: text?.id, type: 'text', name: 'Intro', data: { heading: 'Welcome', body: 'First words.' } },
        ]),
      },
    });
    expect(second.status, second.text).toBe(200);
    const stored = (await storedModules(page.id)).sort((a, b) => a.ordering - b.ordering);
    expect(stored.map((one) => [one.id === button?.id ? 'button' : one.id === text?.id ? 'text' : one.type, one.ordering])).toEqual([
      ['button', 10],
      ['banner', 20],
      ['text', 30],
    ]);
    expect(stored[0]?.data).toMatchObject({ label: 'Start now', style: 'secondary' });
    expect(pageModuleList.parse((await api(`/api/custompages/${page.id}/modules`, { token })).body).map((one) => one.type)).toEqual(['button', 'banner', 'text']);
  });

  it("refuses data that does not fit a module's type, naming its position and field, and keeps the list", async () => {
    const page = await createPage({ path: pathOf('invalid'), name: 'Invalid' });
    const before = await api(`/api/custompages/${page.id}/modules`, { method: 'PUT', token, json: { modules: [{ type: 'text', data: { body: 'Kept' } }] } });
    expect(before.status).toBe(200);

    const answer = await api(`/api/custompages/${page.id}/modules`, {
      method: 'PUT',
      token,
      json: { modules: [{ type: 'text', data: { body: 'Fine' } }, { type: 'text', data: { heading: 'No body' } }, { type: 'carousel', data: {} }] },
    });

    expect(answer.status).toBe(400);
    const fields = fieldsOf(answer.body);
    expect(Object.keys(fields).sort()).toEqual(['modules.1.data.body', 'modules.2.type']);
    expect(fields['modules.1.data.body']?.[0]).toMatch(/^Module 2 \(text\), body: /);
    expect((answer.body as unknown as { message: string }).message).toContain('modules.1.data.body: Module 2 (text), body: ');
    expect((await storedModules(page.id)).map((one) => one.data)).toEqual([{ heading: '', body: 'Kept' }]);

    const unknown = await api(`/api/custompages/${page.id}/modules`, { method: 'PUT', token, json: { modules: [{ id: 'not-here', type: 'search' }] } });
    expect(unknown.status).toBe(400);
    expect(fieldsOf(unknown.body)).toEqual({ 'modules.0.id': ['Module 1 (search): this page has no module with the id not-here.'] });
    const tooMany = await api(`/api/custompages/${page.id}/modules`, { method: 'PUT', token, json: { modules: Array.from({ length: 41 }, () => ({ type: 'search' })) } });
    expect(fieldsOf(tooMany.body)).toEqual({ modules: ['A page holds at most 40 modules.'] });
    expect(await storedModules(page.id)).toHaveLength(1);
  });

  it('saves and reorders a page of 40 modules at once', async () => {
    const page = await createPage({ path: pathOf('full'), name: 'Full' });
    const modules = Array.from({ length: 40 }, (_, index) => ({ type: 'text', name: `M${index}`, data: { body: `Body ${index}` } }));
    const saved = pageModuleList.parse((await api(`/api/custompages/${page.id}/modules`, { method: 'PUT', token, json: { modules } })).body);
    // Every module moves: forty deletes and forty puts in one transaction.
    const reversed = [...saved].reverse().map(({ id, type, name, data }) => ({ id, type, name, data }));
    const answer = await api(`/api/custompages/${page.id}/modules`, { method: 'PUT', token, json: { modules: reversed } });
    expect(answer.status, answer.text).toBe(200);
    const stored = (await storedModules(page.id)).sort((a, b) => a.ordering - b.ordering);
    expect(stored.map((one) => one.name)).toEqual(saved.map((one) => one.name).reverse());
  });

  it('answers 404 for a page that does not exist', async () => {
    expect((await api('/api/custompages/page-missing/modules', { token })).status).toBe(404);
    const answer = await api('/api/custompages/page-missing/modules', { method: 'PUT', token, json: { modules: [] } });
    expect(answer).toMatchObject({ status: 404, body: { message: 'No page has the id page-missing.' } });
  });
});

describe('who may build pages', () => {
  it('answers 403 to a student and 401 to nobody, on every page-builder route', async () => {
    const student = await signIn('student');
    try {
      const calls: [string, string, unknown?][] = [
        ['GET', '/api/custompages'],
        ['GET', '/api/custompages/page-home'],
        ['POST', '/api/custompages', { path: pathOf('student'), name: 'No' }],
        ['PUT', '/api/custompages/page-home', { path: '/', name: 'No' }],
        ['DELETE', '/api/custompages', { ids: ['page-home'] }],
        ['GET', '/api/custompages/page-home/modules'],
        ['PUT', '/api/custompages/page-home/modules', { modules: [] }],
      ];
      for (const [method, path, json] of calls) {
        expect(await api(path, { method, json, token: student.id_token }), `${method} ${path}`).toMatchObject({ status: 403, body: { message: 'This is only for administrators.' } });
        expect(await api(path, { method, json }), `${method} ${path}`).toMatchObject({ status: 401, body: { message: 'Unauthorized' } });
      }
      expect((await storedModules('page-home')).length).toBeGreaterThan(0);
      expect((await api('/public/custompage/by-path?path=/')).body).toMatchObject({ id: 'page-home', name: 'Home' });
    } finally {
      await signOut(student);
    }
  });
});

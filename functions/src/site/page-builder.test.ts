import { customPageInput, featuresOf, pageModulesInput, type CustomPage, type PageModule, type SiteRoutes } from '@lm/shared';
import { describe, expect, it } from 'vitest';
import { ConflictError, NotFoundError, ValidationError } from '../errors.js';
import { DEFAULT_SITE_SETTINGS } from './defaults.js';
import { PathTakenError } from './errors.js';
import { memoryPages } from './memory-pages.js';
import { memorySettings } from './memory-settings.js';
import type { SitePorts, StoredSiteSettings } from './ports.js';
import {
  createCustomPage,
  customPageModules,
  deleteCustomPages,
  getCustomPage,
  listCustomPages,
  saveCustomPageModules,
  updateCustomPage,
} from './custom-pages.js';
import { adminSiteSettings, seoSettings, siteSettings, updateSeoSettings, updateSiteSettingGroup } from './site-settings.js';

const entry = (path: string, is_public = true) => ({ path, is_public, component: 'customPage' });

const home: CustomPage = { ...customPageInput.parse({ path: '/', name: 'Home' }), id: 'page-home' };

function site(stored: StoredSiteSettings = {}, modules: PageModule[] = []) {
  const holder = { stored };
  let ids = 0;
  const ports: Pick<SitePorts, 'pages' | 'settings' | 'newId' | 'now' | 'defaultPlan'> = {
    pages: memoryPages([home], modules, holder),
    settings: memorySettings(undefined, holder),
    newId: () => `id-${++ids}`,
    now: () => new Date('2026-11-20T10:00:00.000Z'),
    defaultPlan: 'ENTERPRISE',
  };
  return { ports, routes: () => holder.stored.routes as SiteRoutes | undefined, holder };
}

const module = (id: string, ordering: number, data: unknown = { heading: id, body: `${id} body` }): PageModule => ({
  id,
  page_id: 'page-home',
  type: 'text',
  ordering,
  name: id,
  custom_name: '',
  data,
});

describe('custom pages in the back office', () => {
  it('creates a page and routes its path to it, keeping the other route lists', async () => {
    // Prepare
    const stored = { routes: { ...DEFAULT_SITE_SETTINGS.routes, customPages: [entry('/')], adminPaths: [{ path: '/admin', is_public: false, component: 'adminMenu' }] } };
    const { ports, routes } = site(stored);

    // Act
    const page = await createCustomPage(ports, customPageInput.parse({ path: '/summer', name: 'Summer school', is_public: 'false' }));

    // Assess
    expect(page).toMatchObject({ id: 'id-1', path: '/summer', name: 'Summer school', is_public: false, views: 0, created_at: '2026-11-20T10:00:00.000Z' });
    expect(routes()?.customPages).toEqual([entry('/'), entry('/summer', false)]);
    expect(routes()?.adminPaths).toEqual(stored.routes.adminPaths);
    expect(await getCustomPage(ports, 'id-1')).toEqual(page);
  });

  it('refuses a second page at a path a page has, naming the path, and leaves the routes alone', async () => {
    const { ports, routes } = site({ routes: { ...DEFAULT_SITE_SETTINGS.routes, customPages: [entry('/')] } });

    const refused = createCustomPage(ports, customPageInput.parse({ path: '/', name: 'Another home' }));

    await expect(refused).rejects.toThrow(PathTakenError);
    await expect(refused).rejects.toMatchObject({ message: 'The path / is already used by another page.', details: { fields: { path: ['The path / is already used by another page.'] } } });
    expect(routes()?.customPages).toEqual([entry('/')]);
  });

  it('moves a route with its page, in its place in the list, and follows the public flag', async () => {
    const { ports, routes } = site({ routes: { ...DEFAULT_SITE_SETTINGS.routes, customPages: [entry('/'), entry('/about')] } });

    const moved = await updateCustomPage(ports, 'page-home', customPageInput.parse({ path: '/welcome', name: 'Welcome', is_public: false }));

    expect(moved).toMatchObject({ id: 'page-home', path: '/welcome', is_public: false });
    expect(routes()?.customPages).toEqual([entry('/welcome', false), entry('/about')]);
    await expect(updateCustomPage(ports, 'page-gone', customPageInput.parse({ path: '/x', name: 'X' }))).rejects.toThrow(NotFoundError);
  });

  it("shows the route list's public flag in the table, and sorts by path until asked otherwise", async () => {
    const { ports } = site({ routes: { ...DEFAULT_SITE_SETTINGS.routes, customPages: [entry('/', false)] } });
    await createCustomPage(ports, customPageInput.parse({ path: '/about', name: 'About' }));

    const table = await listCustomPages(ports, { page: 1, order: 'asc' });

    expect(table).toMatchObject({ total: 2, page: 1, limit: 50, last_page: 1 });
    expect(table.rows.map((row) => [row.path, row.is_public])).toEqual([
      ['/', false],
      ['/about', true],
    ]);
    const byName = await listCustomPages(ports, { page: 1, order: 'desc', sort: 'name' });
    expect(byName.rows.map((row) => row.name)).toEqual(['Home', 'About']);
  });

  it('deletes pages with their modules and routes, answering the ids that existed', async () => {
    const { ports, routes } = site({ routes: { ...DEFAULT_SITE_SETTINGS.routes, customPages: [entry('/'), entry('/about')] } }, [module('m1', 10)]);

    const answer = await deleteCustomPages(ports, ['page-home', 'page-missing']);

    expect(answer).toEqual({ success: true, ok: true, deleted: ['page-home'] });
    expect(routes()?.customPages).toEqual([entry('/about')]);
    expect(await ports.pages.modules('page-home')).toEqual([]);
    await expect(getCustomPage(ports, 'page-home')).rejects.toThrow(NotFoundError);
  });
});

describe("saving a page's modules", () => {
  it('stores the list in its order, keeping the ids it names, giving new ones ids, and dropping the rest', async () => {
    // Prepare
    const { ports } = site({}, [module('m1', 10), module('m2', 20), module('m3', 30)]);
    const { modules } = pageModulesInput.parse({
      modules: [
        { id: 'm3', type: 'text', name: 'Third first', data: { body: 'moved up' } },
        { type: 'button', name: 'New', data: { label: 'Buy', link: '/courses' } },
        { id: 'm1', type: 'text', data: { heading: 'm1', body: 'm1 body' } },
      ],
    });

    // Act
    const saved = await saveCustomPageModules(ports, 'page-home', modules);

    // Assess
    expect(saved.map((one) => [one.id, one.type, one.ordering])).toEqual([
      ['m3', 'text', 10],
      ['id-1', 'button', 20],
      ['m1', 'text', 30],
    ]);
    expect(saved[1]?.data).toEqual({ label: 'Buy', link: '/courses', style: 'primary', new_tab: false });
    expect(await customPageModules(ports, 'page-home')).toEqual(saved);
  });

  it('refuses an id the page does not have, naming the module by its position, and keeps the old list', async () => {
    const before = [module('m1', 10)];
    const { ports } = site({}, before);

    const refused = saveCustomPageModules(ports, 'page-home', [{ id: 'm1', type: 'text', name: '', custom_name: '', data: { body: 'b' } }, { id: 'other', type: 'text', name: '', custom_name: '', data: { body: 'b' } }]);

    await expect(refused).rejects.toThrow(ValidationError);
    await expect(refused).rejects.toMatchObject({ details: { fields: { 'modules.1.id': ['Module 2 (text): this page has no module with the id other.'] } } });
    expect(await customPageModules(ports, 'page-home')).toEqual(before);
  });

  it('answers 404 for an unknown page and refuses a save whose version went by', async () => {
    const { ports } = site();
    await expect(saveCustomPageModules(ports, 'page-missing', [])).rejects.toThrow('No page has the id page-missing.');
    const list = await ports.pages.moduleList('page-home');
    await ports.pages.replaceModules('page-home', list?.version ?? 0, [], []);
    await expect(ports.pages.replaceModules('page-home', list?.version ?? 0, [], [])).rejects.toThrow(ConflictError);
  });
});

describe('site settings in the back office', () => {
  it('answers every editable group, stored or default', async () => {
    const { ports } = site({ theme: { color: '#0f766e' }, stylesheet: 'a {}' });

    const answer = await adminSiteSettings(ports);

    expect(Object.keys(answer).sort()).toEqual(
      ['aboutWebSite', 'businessMenu', 'categoryCourseName', 'customText', 'externalLogin', 'footer', 'header', 'headerSubMenu', 'paymentMethods', 'registerFields', 'settingLiveroom', 'settingLogin', 'settingPrivateClassRoom', 'stylesheet', 'theme'].sort(),
    );
    expect(answer.theme).toEqual({ ...DEFAULT_SITE_SETTINGS.theme, color: '#0f766e' });
    expect(answer.paymentMethods).toEqual(DEFAULT_SITE_SETTINGS.paymentMethods);
  });

  it('stores a saved group, the stylesheet as its text, and the storefront answers it', async () => {
    const { ports, holder } = site();

    await updateSiteSettingGroup(ports, 'stylesheet', { stylesheet: 'body { margin: 0 }' });
    const answer = await updateSiteSettingGroup(ports, 'header', { header_style_name: 'headerSystemTwo' });

    expect(holder.stored).toMatchObject({ stylesheet: 'body { margin: 0 }', header: { header_style_name: 'headerSystemTwo' } });
    expect(answer).toMatchObject({ stylesheet: 'body { margin: 0 }', header: { header_style_name: 'headerSystemTwo' } });
    expect(await siteSettings(ports)).toMatchObject({ stylesheet: 'body { margin: 0 }', header: { header_style_name: 'headerSystemTwo' } });
  });

  it('publishes the search-engine settings while the plan has SEO boost, and the defaults while it does not', async () => {
    const { ports, holder } = site();
    const seo = { ...DEFAULT_SITE_SETTINGS.seo, meta_title: 'Learning Marketplace', canonical_origin: 'https://learn.example.com' };

    expect(await updateSeoSettings(ports, seo)).toEqual(seo);

    expect(await seoSettings(ports)).toEqual(seo);
    expect((await siteSettings(ports)).seo).toEqual(seo);
    holder.stored = { ...holder.stored, plan: { name: 'PREMIUM', table: 'main' } };
    expect(featuresOf('main', 'PREMIUM').SEO_BOOST).toBe(false);
    expect((await siteSettings(ports)).seo).toEqual(DEFAULT_SITE_SETTINGS.seo);
  });
});

import type { CustomPage, PageModule } from '@lm/shared';
import { describe, expect, it } from 'vitest';
import { NotFoundError, UnauthorizedError } from '../errors.js';
import { memoryPages } from './memory-pages.js';
import { memorySettings } from './memory-settings.js';
import { customPageByPath, firstLoad, pageModules, recordPageView } from './custom-pages.js';

const page = (id: string, path: string): CustomPage => ({
  id,
  path,
  name: id,
  meta_title: `${id} title`,
  meta_description: '',
  page_keyword: '',
  robot_index: true,
  robot_follow: true,
  twitter_title: '',
  twitter_description: '',
  twitter_image: '',
  facebook_title: '',
  facebook_description: '',
  facebook_image: '',
  is_enable_headerSystem: true,
  is_enable_footerSystem: false,
  business: false,
});
const module = (id: string, ordering: number, type: PageModule['type'] = 'text'): PageModule => ({
  id,
  page_id: 'page-home',
  type,
  ordering,
  name: id,
  custom_name: '',
  data: { heading: id },
});

describe('custom pages', () => {
  it('finds a page by its path, also with a trailing slash', async () => {
    // Prepare
    const ports = { pages: memoryPages([page('page-home', '/'), page('page-about', '/about')]), settings: memorySettings() };
    // Act
    const { body: home } = await customPageByPath(ports, '/');
    const { body: about } = await customPageByPath(ports, '/about/');
    // Assess
    expect(home.id).toBe('page-home');
    expect(about).toMatchObject({ id: 'page-about', meta_title: 'page-about title', is_enable_footerSystem: false });
  });

  it('answers 404 for a path no page has', async () => {
    const ports = { pages: memoryPages([page('page-home', '/')]), settings: memorySettings() };
    await expect(customPageByPath(ports, '/nowhere')).rejects.toThrow(NotFoundError);
    await expect(customPageByPath(ports, '/nowhere')).rejects.toThrow('No page has the path /nowhere.');
  });

  it('answers the modules of a page in their ordering', async () => {
    const ports = { pages: memoryPages([page('page-home', '/')], [module('c', 30), module('a', 10, 'slide'), module('b', 20, 'course')]), settings: memorySettings() };
    const { body: modules } = await pageModules(ports, 'page-home');
    expect(modules.map((m) => [m.id, m.type])).toEqual([
      ['a', 'slide'],
      ['b', 'course'],
      ['c', 'text'],
    ]);
  });

  it('answers an empty list for a page without modules and 404 for an unknown page', async () => {
    const ports = { pages: memoryPages([page('page-empty', '/empty')]), settings: memorySettings() };
    expect((await pageModules(ports, 'page-empty')).body).toEqual([]);
    await expect(pageModules(ports, 'page-missing')).rejects.toThrow('No page has the id page-missing.');
  });

  it('answers a members-only page and its modules to a signed-in caller only, and says so', async () => {
    const members = { routes: { customPages: [{ path: '/members', is_public: false, component: 'customPage' }] } };
    const ports = { pages: memoryPages([page('page-members', '/members')], [{ ...module('m', 1), page_id: 'page-members' }]), settings: memorySettings(undefined, { stored: members }) };
    const caller = { userId: 'u-1', username: 'student', roleId: 3 as const, groups: ['student'] };
    await expect(customPageByPath(ports, '/members')).rejects.toThrow(UnauthorizedError);
    await expect(pageModules(ports, 'page-members')).rejects.toThrow(UnauthorizedError);
    expect(await customPageByPath(ports, '/members', caller)).toMatchObject({ body: { id: 'page-members' }, membersOnly: true });
    expect(await pageModules(ports, 'page-members', caller)).toMatchObject({ body: [{ id: 'm' }], membersOnly: true });
  });

  it('counts each view of a page and refuses an unknown page', async () => {
    const ports = { pages: memoryPages([page('page-home', '/')]), settings: memorySettings() };
    expect(await recordPageView(ports, 'page-home')).toEqual({ views: 1 });
    expect(await recordPageView(ports, 'page-home')).toEqual({ views: 2 });
    await expect(recordPageView(ports, 'page-missing')).rejects.toThrow(NotFoundError);
  });
});

describe('the first load', () => {
  const routes = {
    routes: {
      customPages: [
        { path: '/', is_public: true, component: 'customPage' },
        { path: '/members', is_public: false, component: 'customPage' },
      ],
    },
  };
  const ports = () => ({
    pages: memoryPages([page('page-home', '/'), page('page-members', '/members')], [module('b', 20, 'course'), module('a', 10, 'slide'), { ...module('m', 1), page_id: 'page-members' }]),
    settings: memorySettings(undefined, { stored: routes }),
    defaultPlan: 'ENTERPRISE' as const,
  });

  it('answers the settings with a public page and its modules in their ordering', async () => {
    const answer = await firstLoad(ports(), '/');
    expect(answer.settings.routes.customPages.map((entry) => entry.path)).toEqual(['/', '/members']);
    expect(answer.page?.page.id).toBe('page-home');
    expect(answer.page?.modules.map((m) => m.id)).toEqual(['a', 'b']);
  });

  it('answers the settings alone for a members’ page, a path of no page and a page the route list does not name', async () => {
    const unlisted = { ...ports(), pages: memoryPages([page('page-draft', '/draft')]) };
    expect((await firstLoad(ports(), '/members')).page).toBeNull();
    expect((await firstLoad(ports(), '/signin')).page).toBeNull();
    const draft = await firstLoad(unlisted, '/draft');
    expect(draft.page).toBeNull();
    expect(draft.settings.routes.customPages).toHaveLength(2);
  });
});

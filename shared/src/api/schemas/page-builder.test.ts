import { describe, expect, it } from 'vitest';
import { DEFAULT_FOOTER_STYLE } from '../../constants.js';
import { customPageInput, MAX_PAGE_MODULES, pageModulesInput } from './pages.js';
import { SITE_SETTING_FEATURES, SITE_SETTING_GROUPS, SITE_SETTING_INPUTS, seoSettingsInput, siteSettings } from './settings.js';

const messages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('custom page input', () => {
  it('fills what an administrator leaves out and reads form-data flags', () => {
    expect(customPageInput.parse({ path: '/summer-school', name: 'Summer', is_public: 'false', robot_index: '0' })).toMatchObject({
      path: '/summer-school',
      meta_title: '',
      robot_index: false,
      robot_follow: true,
      is_enable_headerSystem: true,
      business: false,
      is_public: false,
    });
  });

  it('takes lowercase paths of words between slashes, and refuses /admin and below', () => {
    for (const path of ['/', '/about', '/courses/summer-2026']) expect(customPageInput.safeParse({ path, name: 'P' }).success, path).toBe(true);
    for (const path of ['about', '/About', '/a b', '/about/', '/a--b', '/:id', '/a?b']) {
      expect(messages(customPageInput.safeParse({ path, name: 'P' })).path, path).toMatch(/^path must start with \//);
    }
    expect(messages(customPageInput.safeParse({ path: '/admin/pages', name: 'P' })).path).toBe('path cannot be /admin or under it: the back office lives there.');
  });

  it('refuses a share image that is neither a site path nor an https address', () => {
    expect(messages(customPageInput.safeParse({ path: '/', name: 'P', twitter_image: 'javascript:alert(1)' })).twitter_image).toBe(
      'twitter_image must be a site path such as /images/share.png or an https address.',
    );
  });
});

describe('page modules input', () => {
  it("checks each module's data against its type and keeps the checked data, defaults filled in", () => {
    const parsed = pageModulesInput.parse({ modules: JSON.stringify([{ type: 'button', data: { label: 'Buy', link: '/courses' } }]) });
    expect(parsed.modules).toEqual([{ type: 'button', name: '', custom_name: '', data: { label: 'Buy', link: '/courses', style: 'primary', new_tab: false } }]);
  });

  it('names the module by its position and type, and the field, in each message', () => {
    const result = pageModulesInput.safeParse({
      modules: [
        { type: 'text', data: { body: 'fine' } },
        { type: 'text', data: { heading: 'No body' } },
        { type: 'map', data: { latitude: 200, longitude: 100 } },
      ],
    });
    const found = messages(result);
    expect(Object.keys(found).sort()).toEqual(['modules.1.data.body', 'modules.2.data.latitude']);
    expect(found['modules.1.data.body']).toMatch(/^Module 2 \(text\), body: /);
    expect(found['modules.2.data.latitude']).toMatch(/^Module 3 \(map\), latitude: /);
  });

  it('refuses an unknown type, a repeated id and more modules than one save can hold', () => {
    expect(messages(pageModulesInput.safeParse({ modules: [{ type: 'carousel', data: {} }] }))['modules.0.type']).toMatch(/^type must be one of /);
    const twice = messages(pageModulesInput.safeParse({ modules: [{ id: 'a', type: 'search' }, { id: 'a', type: 'search' }] }));
    expect(twice['modules.1.id']).toBe('Module 2 (search): the id a appears twice.');
    const many = Array.from({ length: MAX_PAGE_MODULES + 1 }, () => ({ type: 'search' }));
    expect(messages(pageModulesInput.safeParse({ modules: many })).modules).toBe(`A page holds at most ${MAX_PAGE_MODULES} modules.`);
  });
});

describe('site settings groups', () => {
  it('has an input and a plan flag decision for every editable group, and each default parses', () => {
    expect(Object.keys(SITE_SETTING_INPUTS).sort()).toEqual([...SITE_SETTING_GROUPS].sort());
    expect(Object.keys(SITE_SETTING_FEATURES).sort()).toEqual([...SITE_SETTING_GROUPS].sort());
    expect(SITE_SETTING_FEATURES).toMatchObject({ header: 'APPERANCE_HEADER', footer: 'APPERANCE_FOOTER', customText: 'APPERANCE_CUSTOMTEXT', theme: 'PAGE_APPEARANCE' });
  });

  it('refuses what would break the page or the shell, with plain messages', () => {
    const theme = SITE_SETTING_INPUTS.theme.safeParse({
      color: 'red; } body { display: none',
      background: '#fff',
      background_font: 'Sarabun, sans-serif',
      theme_font: 'x</style>',
      theme: 'neon',
      defaultImageUrl: 'javascript:alert(1)',
      defaultImgUrlFavicon: '/favicon.svg',
    });
    expect(messages(theme)).toEqual({
      color: 'color must be a CSS colour such as #0f766e.',
      theme_font: 'theme_font must be font names separated by commas, e.g. Sarabun, sans-serif.',
      theme: 'theme must be one of light, dark.',
      defaultImageUrl: 'defaultImageUrl must be a site path such as /logo.svg or an https address.',
    });
    expect(messages(SITE_SETTING_INPUTS.footer.safeParse({ footer_style_name: 'footerSystemNine' })).footer_style_name).toMatch(/^footer_style_name must be one of /);
    expect(SITE_SETTING_INPUTS.footer.parse({ footer_style_name: DEFAULT_FOOTER_STYLE })).toEqual({ footer_style_name: DEFAULT_FOOTER_STYLE });
    expect(messages(SITE_SETTING_INPUTS.headerSubMenu.safeParse({ items: [{ label: 'Evil', link: 'javascript:alert(1)' }] }))['items.0.link']).toBe(
      'link must be a site path such as /courses, a web address, mailto: or tel:.',
    );
    expect(messages(SITE_SETTING_INPUTS.paymentMethods.safeParse({ bank_transfer: true })).bank_accounts).toBe('Add a bank account to offer bank transfer.');
    expect(messages(SITE_SETTING_INPUTS.settingLogin.safeParse({ username_password: false })).username_password).toBe('Keep at least one way to sign in.');
    expect(messages(SITE_SETTING_INPUTS.customText.safeParse({ '1bad': 'x' }))['1bad']).toMatch(/^Each key starts with a letter/);
    expect(messages(SITE_SETTING_INPUTS.theme.safeParse({ extra: 1 })).extra).toBeUndefined();
    expect(SITE_SETTING_INPUTS.theme.safeParse({ extra: 1 }).error?.issues.some((issue) => issue.code === 'unrecognized_keys')).toBe(true);
  });

  it('reads form-data for numbers, flags and lists', () => {
    expect(SITE_SETTING_INPUTS.settingLiveroom.parse({ join_before_minutes: '15', recording: 'true' })).toEqual({
      provider: 'zoom',
      join_before_minutes: 15,
      cancel_hours: 24,
      max_participants: 100,
      recording: true,
      whiteboard: true,
    });
    expect(SITE_SETTING_INPUTS.headerSubMenu.parse({ items: JSON.stringify([{ label: 'Courses', link: '/courses' }]) })).toEqual({
      items: [{ label: 'Courses', link: '/courses', new_tab: false }],
    });
  });

  it('keeps search-engine settings to an origin and a verification token', () => {
    expect(seoSettingsInput.parse({})).toMatchObject({ robot_index: true, robot_follow: true, canonical_origin: '' });
    const bad = messages(seoSettingsInput.safeParse({ canonical_origin: 'https://learn.example.com/', google_site_verification: '<meta>' }));
    expect(Object.keys(bad).sort()).toEqual(['canonical_origin', 'google_site_verification']);
    expect(siteSettings.shape.seo.parse({ canonical_origin: 'http://localhost:5173' }).canonical_origin).toBe('http://localhost:5173');
  });
});

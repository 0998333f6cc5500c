import { adminSiteSettings, featuresOf, SITE_SETTING_GROUPS, seoSettings, siteSettings } from '@lm/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, localDatabase, signIn, signOut } from '../testing/api.js';
import { DEFAULT_SITE_SETTINGS } from './defaults.js';

type Session = Awaited<ReturnType<typeof signIn>>;
let admin: Session;
let token: string;

const storedValue = async (name: string) => (await localDatabase().settings.get({ name }).go()).data?.value;
const publicSettings = async () => siteSettings.parse((await api('/public/settings')).body);
const fieldsOf = (body: unknown) => (body as { fields?: Record<string, string[]> }).fields ?? {};

/** The groups as seeded, put back after each test that changes them. */
let seeded: { theme: unknown; stylesheet: unknown; aboutWebSite: unknown; settingLogin: unknown };

beforeAll(async () => {
  admin = await signIn('admin');
  token = admin.id_token;
  seeded = { theme: await storedValue('theme'), stylesheet: await storedValue('stylesheet'), aboutWebSite: await storedValue('aboutWebSite'), settingLogin: await storedValue('settingLogin') };
});

afterAll(async () => {
  // Through the API, so the stack's cached settings follow; then the groups the demo does not seed
  // are removed, answering the defaults they were saved as.
  const put = (path: string, json: unknown) => api(path, { method: 'PUT', token, json });
  await put('/api/settings/site/theme', seeded.theme);
  await put('/api/settings/site/stylesheet', { stylesheet: seeded.stylesheet });
  await put('/api/settings/site/aboutWebSite', seeded.aboutWebSite);
  const unseeded = ['header', 'footer', 'customText', 'headerSubMenu', 'paymentMethods', 'settingLiveroom'] as const;
  for (const group of unseeded) await put(`/api/settings/site/${group}`, DEFAULT_SITE_SETTINGS[group]);
  await put('/api/settings/seo', DEFAULT_SITE_SETTINGS.seo);
  const db = localDatabase();
  for (const name of [...unseeded, 'seo']) await db.settings.delete({ name }).go();
  await signOut(admin);
});

describe('GET /api/settings/site', () => {
  it('answers every editable group: the seeded ones as stored, the others as their defaults', async () => {
    const answer = await api('/api/settings/site', { token });

    expect(answer.status, answer.text).toBe(200);
    const groups = adminSiteSettings.parse(answer.body);
    expect(Object.keys(answer.body).sort()).toEqual([...SITE_SETTING_GROUPS].sort());
    expect(groups.theme).toEqual(seeded.theme);
    expect(groups.stylesheet).toEqual(seeded.stylesheet);
    expect(groups.settingLogin).toEqual(seeded.settingLogin);
    expect(groups.paymentMethods).toEqual(DEFAULT_SITE_SETTINGS.paymentMethods);
  });
});

describe('PUT /api/settings/site/{group}', () => {
  it('stores a group, and the storefront sees it on its next read', async () => {
    // Prepare: the storefront has read (and cached) the settings.
    expect((await publicSettings()).theme.color).toBe('#0f766e');
    const theme = { color: '#7c3aed', background: '#fafafa', background_font: 'Sarabun, sans-serif', theme_font: 'Sarabun, sans-serif', theme: 'dark', defaultImageUrl: '/logo.svg', defaultImgUrlFavicon: '/favicon.svg' };

    // Act
    const answer = await api('/api/settings/site/theme', { method: 'PUT', token, json: theme });

    // Assess
    expect(answer.status, answer.text).toBe(200);
    expect(adminSiteSettings.parse(answer.body).theme).toEqual(theme);
    expect(await storedValue('theme')).toEqual(theme);
    expect((await publicSettings()).theme).toEqual(theme);
  });

  it('takes each group in its own shape, also as form-data, and stores the stylesheet as its text', async () => {
    const calls: [string, Record<string, string> | Record<string, unknown>, boolean][] = [
      ['header', { header_style_name: 'headerSystemTwo' }, false],
      ['footer', { footer_style_name: 'footerSystemTwo' }, true],
      ['stylesheet', { stylesheet: 'body { letter-spacing: 0.01em; }' }, true],
      ['customText', { 'home.welcome': 'Welcome to class', 'cart.empty': 'Nothing here yet' }, true],
      ['headerSubMenu', { items: JSON.stringify([{ label: 'Courses', link: '/courses' }, { label: 'Blog', link: 'https://blog.example.com', new_tab: true }]) }, true],
      ['paymentMethods', { card: false, promptpay: true, bank_transfer: true, bank_accounts: [{ bank: 'Kasikorn', account_name: 'Learning Co.', account_number: '123-4-56789-0' }] }, false],
      ['settingLiveroom', { provider: 'broadcast', join_before_minutes: '5', max_participants: '300', recording: 'true', whiteboard: 'false' }, true],
    ];
    for (const [group, body, asForm] of calls) {
      const answer = await api(`/api/settings/site/${group}`, { method: 'PUT', token, ...(asForm ? { form: body as Record<string, string> } : { json: body }) });
      expect(answer.status, `${group}: ${answer.text}`).toBe(200);
    }

    expect(await storedValue('stylesheet')).toBe('body { letter-spacing: 0.01em; }');
    expect(await storedValue('headerSubMenu')).toEqual({
      items: [
        { label: 'Courses', link: '/courses', new_tab: false },
        { label: 'Blog', link: 'https://blog.example.com', new_tab: true },
      ],
    });
    expect(await storedValue('settingLiveroom')).toEqual({ provider: 'broadcast', join_before_minutes: 5, cancel_hours: 24, max_participants: 300, recording: true, whiteboard: false });
    const storefront = await publicSettings();
    expect(storefront).toMatchObject({
      header: { header_style_name: 'headerSystemTwo' },
      footer: { footer_style_name: 'footerSystemTwo' },
      stylesheet: 'body { letter-spacing: 0.01em; }',
      customText: { 'home.welcome': 'Welcome to class', 'cart.empty': 'Nothing here yet' },
      paymentMethods: { card: false, bank_transfer: true, bank_accounts: [{ bank: 'Kasikorn', account_number: '123-4-56789-0' }] },
    });
  });

  it('refuses bad input with 400 naming each field, and keeps what was stored', async () => {
    const before = await storedValue('theme');
    const theme = await api('/api/settings/site/theme', {
      method: 'PUT',
      token,
      json: { color: 'red;} body{display:none', background: '#fff', background_font: 'Sarabun', theme_font: 'Sarabun', theme: 'neon', defaultImageUrl: 'javascript:alert(1)', extra: 1 },
    });
    expect(theme.status).toBe(400);
    expect(fieldsOf(theme.body)).toEqual({
      color: ['color must be a CSS colour such as #0f766e.'],
      theme: ['theme must be one of light, dark.'],
      defaultImageUrl: ['defaultImageUrl must be a site path such as /logo.svg or an https address.'],
      defaultImgUrlFavicon: ['defaultImgUrlFavicon is required.'],
      extra: ['This field is not accepted.'],
    });
    expect(await storedValue('theme')).toEqual(before);

    const payments = await api('/api/settings/site/paymentMethods', { method: 'PUT', token, json: { bank_transfer: true, bank_accounts: [] } });
    expect(payments).toMatchObject({ status: 400, body: { fields: { bank_accounts: ['Add a bank account to offer bank transfer.'] } } });
    // Whatever the group holds (other suites may have saved it) stays as it was.
    const loginBefore = await storedValue('settingLogin');
    const login = await api('/api/settings/site/settingLogin', { method: 'PUT', token, form: { username_password: 'false' } });
    expect(login).toMatchObject({ status: 400, body: { fields: { username_password: ['Keep at least one way to sign in.'] } } });
    // Facebook alone, with no app id under the external sign-in, would leave students no way in either.
    const lockout = await api('/api/settings/site/settingLogin', { method: 'PUT', token, json: { username_password: false, google: false, facebook: true, azure_ad: false, registration: true } });
    expect(lockout).toMatchObject({ status: 400, body: { fields: { username_password: ['Students would have no way to sign in: keep the password on, or set the client id of a way that is on.'] } } });
    expect(await storedValue('settingLogin')).toEqual(loginBefore);
  });

  it('answers 403 to a student and 401 to nobody', async () => {
    const student = await signIn('student');
    try {
      for (const [method, path] of [
        ['GET', '/api/settings/site'],
        ['PUT', '/api/settings/site/footer'],
        ['GET', '/api/settings/seo'],
        ['PUT', '/api/settings/seo'],
      ] as const) {
        const json = method === 'PUT' ? { footer_style_name: 'footerSystemOne' } : undefined;
        expect(await api(path, { method, json, token: student.id_token }), path).toMatchObject({ status: 403, body: { message: 'This is only for administrators.' } });
        expect(await api(path, { method, json }), path).toMatchObject({ status: 401, body: { message: 'Unauthorized' } });
      }
    } finally {
      await signOut(student);
    }
  });
});

describe('search-engine settings', () => {
  const seo = {
    meta_title: 'Learning Marketplace',
    meta_description: 'Courses in programming, data and design.',
    meta_keywords: 'courses, online learning',
    robot_index: true,
    robot_follow: false,
    social_image: '/demo/page-share.svg',
    canonical_origin: 'https://learn.example.com',
    google_site_verification: 'abc-DEF_123',
  };

  it('saves them, and the storefront reads them in the site settings', async () => {
    expect((await api('/api/settings/seo', { token })).body).toEqual(DEFAULT_SITE_SETTINGS.seo);

    const saved = await api('/api/settings/seo', { method: 'PUT', token, json: seo });

    expect(saved.status, saved.text).toBe(200);
    expect(seoSettings.parse(saved.body)).toEqual(seo);
    expect(await storedValue('seo')).toEqual(seo);
    expect((await api('/api/settings/seo', { token })).body).toEqual(seo);
    expect((await publicSettings()).seo).toEqual(seo);

    const bad = await api('/api/settings/seo', { method: 'PUT', token, json: { ...seo, canonical_origin: 'learn.example.com/path', robot_index: 'sometimes' } });
    expect(bad.status).toBe(400);
    expect(Object.keys(fieldsOf(bad.body)).sort()).toEqual(['canonical_origin', 'robot_index']);
  });

  it('are refused on a plan without SEO boost, and the storefront falls back to the defaults', async () => {
    await api('/api/settings/seo', { method: 'PUT', token, json: seo });
    try {
      const premium = await api('/api/settings/plan', { method: 'PUT', token, json: { name: 'PREMIUM', table: 'main' } });
      expect(premium).toMatchObject({ status: 200, body: { features: { SEO_BOOST: false, PAGE_APPEARANCE: true } } });

      const refused = { success: false, ok: false, message: 'This feature is not included in the current plan (SEO_BOOST).', code: 'feature_disabled' };
      expect(await api('/api/settings/seo', { token })).toMatchObject({ status: 403, body: refused });
      expect(await api('/api/settings/seo', { method: 'PUT', token, json: { ...seo, meta_title: 'Changed' } })).toMatchObject({ status: 403, body: refused });
      expect((await publicSettings()).seo).toEqual(DEFAULT_SITE_SETTINGS.seo);
      expect(await storedValue('seo')).toEqual(seo);
      // The page builder and appearance stay open on PREMIUM.
      expect((await api('/api/custompages', { token })).status).toBe(200);
      expect((await api('/api/settings/site/footer', { method: 'PUT', token, json: { footer_style_name: 'footerSystemOne' } })).status).toBe(200);
    } finally {
      await api('/api/settings/plan', { method: 'PUT', token, json: { name: 'ENTERPRISE', table: 'full' } });
      await localDatabase().settings.delete({ name: 'plan' }).go();
    }
    expect((await api('/public/settings')).body).toMatchObject({ plan: { features: featuresOf('full', 'ENTERPRISE') }, seo });
  });
});

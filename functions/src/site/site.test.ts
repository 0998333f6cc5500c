import { DEFAULT_FOOTER_STYLE, DEFAULT_HEADER_STYLE, featuresOf, siteSettings as siteSettingsSchema, type Plan } from '@lm/shared';
import { describe, expect, it } from 'vitest';
import type { Caller } from '../http/caller.js';
import { DEFAULT_SITE_SETTINGS } from './defaults.js';
import { memoryPages } from './memory-pages.js';
import { memorySettings } from './memory-settings.js';
import type { SitePorts, StoredAnnouncement, StoredSiteSettings, Tracking } from './ports.js';
import { markAnnouncementRead, userAnnouncements } from './announcements.js';
import { passwordSignInInForce, registrationInForce, registerFieldsOf, siteSettings, updatePlan, updateSiteSettingGroup } from './site-settings.js';
import { facebookPixel, googleAnalytic, trackingSettings, updateTrackingSettings } from './tracking.js';

const announcements: Record<string, StoredAnnouncement[]> = {
  'all:': [
    { id: 'a2', title: 'Term', message: 'm', audience: 'all', createdAt: '2026-11-10T00:00:00.000Z' },
    { id: 'a1', title: 'Welcome', message: 'm', audience: 'all', createdAt: '2026-11-01T00:00:00.000Z' },
  ],
  'group:premium': [{ id: 'g1', title: 'Webinar', message: 'm', audience: 'group', createdAt: '2026-11-12T00:00:00.000Z' }],
  'user:u-1': [{ id: 'p1', title: 'Certificate', message: 'm', audience: 'user', createdAt: '2026-11-05T00:00:00.000Z' }],
};

const reads = new Map<string, Set<string>>();

function memorySite(initial?: Tracking, storefront: StoredSiteSettings = {}, defaultPlan: Plan = 'ENTERPRISE'): SitePorts {
  const holder = { stored: storefront };
  return {
    settings: memorySettings(initial, holder),
    defaultPlan,
    announcements: {
      listFor: async (a) => announcements[a.kind === 'all' ? 'all:' : a.kind === 'group' ? `group:${a.groupId}` : `user:${a.userId}`] ?? [],
      readIds: async (userId) => new Set([...(userId === 'u-1' ? ['a1'] : []), ...(reads.get(userId) ?? [])]),
      get: async (id) => {
        for (const [key, list] of Object.entries(announcements)) {
          const found = list.find((a) => a.id === id);
          if (found) return { ...found, audienceId: key.split(':')[1] ?? '' };
        }
        return undefined;
      },
      markRead: async (userId, id) => void reads.set(userId, new Set([...(reads.get(userId) ?? []), id])),
    },
    profiles: { groupOf: async (userId) => (userId === 'u-1' ? 'premium' : null) },
    pages: memoryPages([], [], holder),
    newId: () => 'new-id',
    now: () => new Date('2026-11-20T10:00:00.000Z'),
  };
}

const owner: Caller = { userId: 'u-1', username: 'student', roleId: 3, groups: ['student'] };

describe('tracking configuration', () => {
  it('answers empty values when nothing is configured', async () => {
    const ports = memorySite();
    expect(await googleAnalytic(ports)).toEqual([]);
    expect(await facebookPixel(ports)).toEqual({ status: false, pixel_id: '', email: '' });
  });

  it('answers what an administrator saved', async () => {
    const ports = memorySite();
    await updateTrackingSettings(ports, { analytic_id: 'G-ABC123', pixel_enabled: true, pixel_id: '123', pixel_email: '{email}' });
    expect(await googleAnalytic(ports)).toEqual([{ analytic_id: 'G-ABC123' }]);
    expect(await facebookPixel(ports)).toEqual({ status: true, pixel_id: '123', email: '{email}' });
    expect(await trackingSettings(ports)).toEqual({ analytic_id: 'G-ABC123', pixel_enabled: true, pixel_id: '123', pixel_email: '{email}' });
  });

  it('reports a pixel without an id as off', async () => {
    const ports = memorySite({ analyticId: '', pixelEnabled: true, pixelId: '', pixelEmail: '' });
    expect((await facebookPixel(ports)).status).toBe(false);
  });
});

describe('userAnnouncements', () => {
  it("gives the owner the public, group and personal announcements, newest first, with read flags", async () => {
    const list = await userAnnouncements(memorySite(), 'u-1', owner);
    expect(list.map((a) => [a.id, a.action_read])).toEqual([
      ['g1', 0],
      ['a2', 0],
      ['p1', 0],
      ['a1', 1],
    ]);
  });

  it('marks one read for its reader only, and refuses one meant for another user or group as unknown', async () => {
    const ports = memorySite();
    const other: Caller = { ...owner, userId: 'u-2' };
    await expect(markAnnouncementRead(ports, 'p1', owner)).resolves.toEqual({ success: true, ok: true, action_read: 1 });
    await markAnnouncementRead(ports, 'a2', other);
    expect((await userAnnouncements(ports, 'u-1', owner)).filter((a) => a.action_read === 1).map((a) => a.id).sort()).toEqual(['a1', 'p1']);
    expect((await userAnnouncements(ports, 'u-2', other)).find((a) => a.id === 'a2')?.action_read).toBe(1);

    for (const [id, caller] of [['p1', other], ['g1', other], ['nope', owner]] as const) {
      await expect(markAnnouncementRead(ports, id, caller)).rejects.toThrow(`No announcement has the id ${id}.`);
    }
    reads.clear();
  });

  it('gives anyone else only the public announcements, all unread', async () => {
    for (const caller of [undefined, { ...owner, userId: 'u-2' }]) {
      const list = await userAnnouncements(memorySite(), 'u-1', caller);
      expect(list.map((a) => [a.id, a.action_read])).toEqual([
        ['a2', 0],
        ['a1', 0],
      ]);
    }
  });
});

describe('siteSettings', () => {
  it('answers the defaults when nothing is stored, in the shape the SPA reads', async () => {
    const answer = await siteSettings(memorySite());
    expect(siteSettingsSchema.parse(answer)).toEqual(answer);
    expect(answer).toEqual(DEFAULT_SITE_SETTINGS);
    expect(answer).toMatchObject({
      header: { header_style_name: DEFAULT_HEADER_STYLE },
      footer: { footer_style_name: DEFAULT_FOOTER_STYLE },
      aboutWebSite: { is_business_menu: false },
      packages: { sales: true, student: true },
      pdpa: { policy_version: '2026-01', policy_url: '/privacy' },
      routes: { customPages: [], adminPaths: [], instructorDetailPage: null },
    });
  });

  it('answers the stored groups and the defaults for the groups not stored', async () => {
    const routes = { ...DEFAULT_SITE_SETTINGS.routes, customPages: [{ path: '/about', is_public: true, component: 'customPage' }] };
    const ports = memorySite(undefined, { stylesheet: 'body { margin: 0 }', routes, packages: { sales: false, student: true } });

    const answer = await siteSettings(ports);

    expect(answer).toEqual({ ...DEFAULT_SITE_SETTINGS, stylesheet: 'body { margin: 0 }', routes, packages: { sales: false, student: true } });
  });

  it('fills the fields a stored group lacks from its default', async () => {
    const ports = memorySite(undefined, {
      theme: { color: '#0f766e' },
      routes: { adminPaths: [{ path: '/admin/login', is_public: true, component: 'adminLogin' }] },
    });

    const answer = await siteSettings(ports);

    expect(answer.theme).toEqual({ ...DEFAULT_SITE_SETTINGS.theme, color: '#0f766e' });
    expect(answer.routes).toEqual({ ...DEFAULT_SITE_SETTINGS.routes, adminPaths: [{ path: '/admin/login', is_public: true, component: 'adminLogin' }] });
  });

  it('answers the default for a stored group that does not hold its shape', async () => {
    const ports = memorySite(undefined, { packages: 'all', header: { header_style_name: 7 }, stylesheet: 'a { color: red }' });

    const answer = await siteSettings(ports);

    expect(answer.packages).toEqual(DEFAULT_SITE_SETTINGS.packages);
    expect(answer.header).toEqual({ header_style_name: DEFAULT_HEADER_STYLE });
    expect(answer.stylesheet).toBe('a { color: red }');
  });
});

describe('the current plan in the site settings', () => {
  it('answers the stage default plan on the fullest table, with its features, while none is stored', async () => {
    expect((await siteSettings(memorySite())).plan).toEqual({ name: 'ENTERPRISE', table: 'full', features: featuresOf('full', 'ENTERPRISE') });
    const basic = (await siteSettings(memorySite(undefined, {}, 'BASIC'))).plan;
    expect(basic).toMatchObject({ name: 'BASIC', table: 'full', features: { PROMOTION: true, TRACKING_CODE: false, COURSE_STATUS: false } });
  });

  it('answers the stored plan, its features worked out from name and table, never stored ones', async () => {
    const ports = memorySite(undefined, { plan: { name: 'PREMIUM', table: 'zoom', features: { TRACKING_CODE: false } } });
    const { plan } = await siteSettings(ports);
    expect(plan).toEqual({ name: 'PREMIUM', table: 'zoom', features: featuresOf('zoom', 'PREMIUM') });
    expect(plan.features).toMatchObject({ TRACKING_CODE: true, COURSE_CURRICULUM: false, SEO_BOOST: false });
  });

  it('reads a stored plan without a table on the default table, and a broken one as the default', async () => {
    expect((await siteSettings(memorySite(undefined, { plan: { name: 'BASIC' } }))).plan).toMatchObject({ name: 'BASIC', table: 'full' });
    expect((await siteSettings(memorySite(undefined, { plan: { name: 'GOLD', table: 'main' } }, 'PREMIUM'))).plan).toMatchObject({ name: 'PREMIUM', table: 'full' });
  });

  it('saves a new plan and answers it with its features, as the settings then do', async () => {
    const ports = memorySite();
    const saved = await updatePlan(ports, { name: 'BASIC', table: 'full' });
    expect(saved).toEqual({ name: 'BASIC', table: 'full', features: featuresOf('full', 'BASIC') });
    expect(await ports.settings.plan()).toEqual({ name: 'BASIC', table: 'full' });
    expect((await siteSettings(ports)).plan).toEqual(saved);
  });
});

describe('the registration fields in force (decision 0019)', () => {
  const asked = { phone: 'required', birthday: 'optional', gender: 'off', lineId: 'off', referral: 'optional' } as const;

  it('asks nothing besides the fixed fields while nothing is stored', async () => {
    expect((await registrationInForce(memorySite())).fields).toEqual({ phone: 'off', birthday: 'off', gender: 'off', lineId: 'off', referral: 'off' });
    expect((await siteSettings(memorySite())).registerFields).toEqual(DEFAULT_SITE_SETTINGS.registerFields);
  });

  it('answers the stored group, fields it lacks off, to the registration and the storefront alike', async () => {
    const ports = memorySite(undefined, { registerFields: { phone: 'required', referral: 'optional', birthday: 'optional' } });
    expect((await registrationInForce(ports)).fields).toEqual(asked);
    expect((await siteSettings(ports)).registerFields).toEqual(asked);
  });

  it('ignores the stored group while the plan lacks CUSTOM_REGISTER', () => {
    expect(registerFieldsOf(asked, false)).toEqual(DEFAULT_SITE_SETTINGS.registerFields);
    expect(registerFieldsOf(asked, true)).toEqual(asked);
  });

  it('is open, with the password sign-in on, until settingLogin says otherwise', async () => {
    expect((await registrationInForce(memorySite())).open).toBe(true);
    expect(await passwordSignInInForce(memorySite())).toBe(true);
    const closed = memorySite(undefined, { settingLogin: { username_password: false, google: true, facebook: false, azure_ad: false, registration: false } });
    expect((await registrationInForce(closed)).open).toBe(false);
    expect(await passwordSignInInForce(closed)).toBe(false);
  });

  it('answers nothing asked for a stored group that does not hold its shape', async () => {
    expect((await registrationInForce(memorySite(undefined, { registerFields: { phone: 'always' } }))).fields).toEqual(DEFAULT_SITE_SETTINGS.registerFields);
  });
});

describe('the sign-in groups', () => {
  const login = (overrides: Record<string, boolean>) => ({ username_password: true, google: false, facebook: false, azure_ad: false, registration: true, ...overrides });
  const external = (overrides: Record<string, string> = {}) => ({ issuer: '', audience: '', jwks_url: '', google_client_id: '', azure_tenant_id: '', azure_client_id: '', facebook_app_id: '', shared_secret: '', clear_shared_secret: false, ...overrides });

  it('are not saved when no student could sign in, naming the field to change', async () => {
    const ports = memorySite(undefined, { settingLogin: login({ google: true }), externalLogin: external({ google_client_id: 'shop.apps.googleusercontent.com' }) });
    const lockout = 'Students would have no way to sign in: keep the password on, or set the client id of a way that is on.';
    // Google alone, and its client id is set: saved.
    await expect(updateSiteSettingGroup(ports, 'settingLogin', login({ username_password: false, google: true }))).resolves.toMatchObject({ settingLogin: { username_password: false } });
    // Clearing that client id would leave no way in.
    await expect(updateSiteSettingGroup(ports, 'externalLogin', external())).rejects.toMatchObject({ kind: 'invalid', details: { fields: { google_client_id: [lockout] } } });
    expect((await ports.settings.siteSettings({ fresh: true })).externalLogin).toMatchObject({ google_client_id: 'shop.apps.googleusercontent.com' });
    // Facebook on without its app id is no way in either.
    await expect(updateSiteSettingGroup(ports, 'settingLogin', login({ username_password: false, facebook: true }))).rejects.toMatchObject({ details: { fields: { username_password: [lockout] } } });
    // With the password back on, the client id may go.
    await updateSiteSettingGroup(ports, 'settingLogin', login({ google: true }));
    await expect(updateSiteSettingGroup(ports, 'externalLogin', external())).resolves.toMatchObject({ externalLogin: { google_client_id: '' } });
  });
});

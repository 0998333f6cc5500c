import { DEFAULT_FOOTER_STYLE, DEFAULT_HEADER_STYLE, featuresOf, SITE_SETTING_NAMES, siteSettings } from '@lm/shared';
import { describe, expect, inject, it } from 'vitest';
import { api, localDatabase, signIn, signOut } from '../testing/api.js';

describe('public tracking configuration', () => {
  it('GET /public/googleanalytic answers a list whose first item has analytic_id', async () => {
    const answer = await api('/public/googleanalytic');
    expect(answer).toMatchObject({ status: 200, body: [{ analytic_id: 'G-DEMO2026' }] });
  });

  it('GET /public/facebookpixel answers status, pixel_id and email', async () => {
    const answer = await api('/public/facebookpixel');
    expect(answer).toMatchObject({ status: 200, body: { status: true, pixel_id: '102030405060708', email: '{email}' } });
  });
});

describe('GET /public/settings', () => {
  it('answers the stored storefront groups and the defaults for the others, in the siteSettings shape', async () => {
    const answer = await api('/public/settings');

    expect(answer.status).toBe(200);
    const body = siteSettings.parse(answer.body);
    expect(body).toEqual(answer.body);
    const stored = (await localDatabase().settings.get(SITE_SETTING_NAMES.map((name) => ({ name }))).go()).data;
    // The seeded groups, and any another suite saved through the API on this stack.
    expect(stored.map((item) => item.name)).toEqual(expect.arrayContaining(['aboutWebSite', 'routes', 'stylesheet', 'theme']));
    for (const item of stored.filter((one) => ['aboutWebSite', 'routes', 'stylesheet', 'theme'].includes(one.name))) expect(body[item.name as keyof typeof body]).toEqual(item.value);
    expect(body).toMatchObject({
      theme: { color: '#0f766e', theme_font: 'Sarabun, sans-serif' },
      aboutWebSite: { title: 'Learning Marketplace', is_business_menu: false },
      header: { header_style_name: DEFAULT_HEADER_STYLE },
      footer: { footer_style_name: DEFAULT_FOOTER_STYLE },
      customText: {},
      packages: { sales: true, student: true },
      pdpa: { policy_version: '2026-01', policy_url: '/privacy' },
    });
    expect(body.routes.adminPaths).toContainEqual({ path: '/admin/login', is_public: true, component: 'adminLogin' });
  });
});

describe('administrators keep the tracking configuration', () => {
  it('saves it, and the public endpoints answer the new values', async () => {
    const admin = await signIn('admin');
    try {
      const saved = await api('/api/settings/tracking', {
        method: 'PUT',
        token: admin.id_token,
        form: { analytic_id: 'G-NEW2026', pixel_enabled: 'false', pixel_id: '999', pixel_email: '' },
      });
      expect(saved).toMatchObject({ status: 200, body: { analytic_id: 'G-NEW2026', pixel_enabled: false, pixel_id: '999', pixel_email: '' } });
      expect(await api('/public/googleanalytic')).toMatchObject({ body: [{ analytic_id: 'G-NEW2026' }] });
      expect(await api('/public/facebookpixel')).toMatchObject({ body: { status: false, pixel_id: '999' } });
      expect(await api('/api/settings/tracking', { token: admin.id_token })).toMatchObject({ status: 200, body: { analytic_id: 'G-NEW2026' } });

      const bad = await api('/api/settings/tracking', {
        method: 'PUT',
        token: admin.id_token,
        json: { analytic_id: 'not an id', pixel_enabled: 'maybe', pixel_id: 'abc', pixel_email: '' },
      });
      expect(bad.status).toBe(400);
      expect(Object.keys((bad.body as unknown as { fields: object }).fields).sort()).toEqual(['analytic_id', 'pixel_enabled', 'pixel_id']);
      expect((await localDatabase().settings.get({ name: 'tracking' }).go()).data?.value).toMatchObject({ analyticId: 'G-NEW2026' });
    } finally {
      await api('/api/settings/tracking', {
        method: 'PUT',
        token: admin.id_token,
        json: { analytic_id: 'G-DEMO2026', pixel_enabled: true, pixel_id: '102030405060708', pixel_email: '{email}' },
      });
      await signOut(admin);
    }
  });

  it('answers 403 with a plain message to a student, and 401 to nobody', async () => {
    const student = await signIn('student');
    try {
      const answer = await api('/api/settings/tracking', { token: student.id_token });
      expect(answer).toMatchObject({ status: 403, body: { ok: false, message: 'This is only for administrators.' } });
    } finally {
      await signOut(student);
    }
    expect(await api('/api/settings/tracking')).toMatchObject({ status: 401, body: { message: 'Unauthorized' } });
  });
});

describe('plan tiers (SPEC §6)', () => {
  it('answers the ENTERPRISE plan of the local stack on the fullest table while none is stored (decision 0039)', async () => {
    const answer = await api('/public/settings');
    expect((answer.body as unknown as { plan: unknown }).plan).toEqual({ name: 'ENTERPRISE', table: 'full', features: featuresOf('full', 'ENTERPRISE') });
  });

  it('refuses the tracking settings on BASIC with a plain 403, and serves them again on ENTERPRISE', async () => {
    const admin = await signIn('admin');
    try {
      expect(await api('/api/settings/tracking', { token: admin.id_token })).toMatchObject({ status: 200 });

      const basic = await api('/api/settings/plan', { method: 'PUT', token: admin.id_token, form: { name: 'BASIC', table: 'main' } });
      expect(basic).toMatchObject({ status: 200, body: { name: 'BASIC', table: 'main', features: { TRACKING_CODE: false, PROMOTION: true } } });
      expect((await localDatabase().settings.get({ name: 'plan' }).go()).data?.value).toEqual({ name: 'BASIC', table: 'main' });

      const refused = { success: false, ok: false, message: 'This feature is not included in the current plan (TRACKING_CODE).', code: 'feature_disabled' };
      expect(await api('/api/settings/tracking', { token: admin.id_token })).toMatchObject({ status: 403, body: refused });
      const write = await api('/api/settings/tracking', {
        method: 'PUT',
        token: admin.id_token,
        json: { analytic_id: 'G-BASIC', pixel_enabled: false, pixel_id: '', pixel_email: '' },
      });
      expect(write).toMatchObject({ status: 403, body: refused });
      expect(await api('/public/googleanalytic')).toMatchObject({ body: [{ analytic_id: 'G-DEMO2026' }] });
      expect(await api('/public/settings')).toMatchObject({ body: { plan: { name: 'BASIC', features: featuresOf('main', 'BASIC') } } });

      const enterprise = await api('/api/settings/plan', { method: 'PUT', token: admin.id_token, json: { name: 'ENTERPRISE', table: 'main' } });
      expect(enterprise).toMatchObject({ status: 200, body: { name: 'ENTERPRISE', features: { TRACKING_CODE: true } } });
      expect(await api('/api/settings/tracking', { token: admin.id_token })).toMatchObject({ status: 200, body: { analytic_id: 'G-DEMO2026' } });
    } finally {
      await api('/api/settings/plan', { method: 'PUT', token: admin.id_token, json: { name: 'ENTERPRISE', table: 'full' } });
      // As seeded: no plan item, the stack's DEFAULT_PLAN (ENTERPRISE on the fullest table, what the gateway now caches) applies.
      await localDatabase().settings.delete({ name: 'plan' }).go();
      await signOut(admin);
    }
  });

  it('lets only administrators set the plan, and only a known plan and table', async () => {
    const admin = await signIn('admin');
    const student = await signIn('student');
    try {
      const bad = await api('/api/settings/plan', { method: 'PUT', token: admin.id_token, json: { name: 'GOLD', table: 'other', features: {} } });
      expect(bad.status).toBe(400);
      expect(Object.keys((bad.body as unknown as { fields: object }).fields).sort()).toEqual(['features', 'name', 'table']);
      const byStudent = await api('/api/settings/plan', { method: 'PUT', token: student.id_token, json: { name: 'BASIC', table: 'main' } });
      expect(byStudent).toMatchObject({ status: 403, body: { message: 'This is only for administrators.' } });
      expect(await api('/api/settings/plan', { method: 'PUT', json: { name: 'BASIC', table: 'main' } })).toMatchObject({ status: 401 });
      expect((await localDatabase().settings.get({ name: 'plan' }).go()).data).toBeNull();
    } finally {
      await signOut(student);
      await signOut(admin);
    }
  });
});

describe('GET /public/announcement/{id}', () => {
  it("gives the user's own token the public, group and personal announcements with read flags", async () => {
    const student = await signIn('student');
    try {
      const answer = await api(`/public/announcement/${inject('userIds').student}`, { token: student.id_token });
      expect(answer.status).toBe(200);
      // Replies to the student's comments (decision 0044) come from other suites: the seeded ones are these.
      const seeded = (answer.body as { id: string; action_read: number }[]).filter((a) => !a.id.startsWith('comment-'));
      expect(seeded.map((a) => [a.id, a.action_read])).toEqual([
        ['student-certificate', 0],
        ['premium-webinar', 0],
        ['new-term', 0],
        ['welcome', 1],
      ]);
    } finally {
      await signOut(student);
    }
  });

  it('gives anyone else only the public ones', async () => {
    const answer = await api(`/public/announcement/${inject('userIds').student}`);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual([
      expect.objectContaining({ id: 'new-term', audience: 'all', action_read: 0 }),
      expect.objectContaining({ id: 'welcome', audience: 'all', action_read: 0, title: 'Welcome to the marketplace' }),
    ]);
  });
});

describe('POST /api/announcement/{id}/read', () => {
  it('marks an announcement read for the caller only; one meant for someone else is unknown; a token is needed', async () => {
    const student = await signIn('student');
    const other = await signIn('student2');
    const studentId = inject('userIds').student as string;
    try {
      const marked = await api('/api/announcement/new-term/read', { method: 'POST', token: student.id_token });
      expect(marked).toMatchObject({ status: 200, body: { success: true, ok: true, action_read: 1 } });
      const again = await api('/api/announcement/new-term/read', { method: 'POST', token: student.id_token });
      expect(again.status).toBe(200);
      const list = await api(`/public/announcement/${studentId}`, { token: student.id_token });
      expect((list.body as { id: string; action_read: number }[]).find((a) => a.id === 'new-term')?.action_read).toBe(1);
      const theirs = await api(`/public/announcement/${inject('userIds').student2}`, { token: other.id_token });
      expect((theirs.body as { id: string; action_read: number }[]).find((a) => a.id === 'new-term')?.action_read).toBe(0);

      expect(await api('/api/announcement/student-certificate/read', { method: 'POST', token: other.id_token })).toMatchObject({
        status: 404,
        body: { message: 'No announcement has the id student-certificate.' },
      });
      expect((await api('/api/announcement/new-term/read', { method: 'POST' })).status).toBe(401);
    } finally {
      await localDatabase().announcementReads.delete({ userId: studentId, announcementId: 'new-term' }).go();
      await signOut(student);
      await signOut(other);
    }
  });
});


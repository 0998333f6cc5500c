import { describe, expect, it } from 'vitest';
import type { Caller } from '../http/caller.js';
import type { SitePorts, StoredAnnouncement, Tracking } from './ports.js';
import { facebookPixel, googleAnalytic, trackingSettings, updateTrackingSettings, userAnnouncements } from './service.js';

const announcements: Record<string, StoredAnnouncement[]> = {
  'all:': [
    { id: 'a2', title: 'Term', message: 'm', audience: 'all', createdAt: '2026-11-10T00:00:00.000Z' },
    { id: 'a1', title: 'Welcome', message: 'm', audience: 'all', createdAt: '2026-11-01T00:00:00.000Z' },
  ],
  'group:premium': [{ id: 'g1', title: 'Webinar', message: 'm', audience: 'group', createdAt: '2026-11-12T00:00:00.000Z' }],
  'user:u-1': [{ id: 'p1', title: 'Certificate', message: 'm', audience: 'user', createdAt: '2026-11-05T00:00:00.000Z' }],
};

function memorySite(initial?: Tracking): SitePorts {
  let tracking = initial;
  return {
    settings: { tracking: async () => tracking, saveTracking: async (value) => void (tracking = value) },
    announcements: {
      listFor: async (a) => announcements[a.kind === 'all' ? 'all:' : a.kind === 'group' ? `group:${a.groupId}` : `user:${a.userId}`] ?? [],
      readIds: async (userId) => new Set(userId === 'u-1' ? ['a1'] : []),
    },
    profiles: { groupOf: async (userId) => (userId === 'u-1' ? 'premium' : null) },
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

import { describe, expect, it, vi } from 'vitest';
import type { Database } from './database.js';
import { SITE_SETTING_NAMES, siteSettings } from '@lm/shared';
import { ALL_SETTING_NAMES, SETTINGS_CACHE_MS, createSettingsStore } from './settings-repository.js';

function fakeSettingsEntity(value: unknown) {
  const get = vi.fn(() => ({ go: async () => ({ data: { name: 'tracking', value } }) }));
  const put = vi.fn(() => ({ go: async () => ({ data: {} }) }));
  return { entity: { get, put } as unknown as Database['settings'], get, put };
}

const tracking = { analyticId: 'G-1', pixelEnabled: true, pixelId: '1', pixelEmail: '' };

describe('settings store', () => {
  it('reads the table once per cache window', async () => {
    const clock = { now: 0 };
    const { entity, get } = fakeSettingsEntity(tracking);
    const store = createSettingsStore({ settings: entity }, () => clock.now);

    await store.tracking();
    clock.now += SETTINGS_CACHE_MS - 1;
    expect(await store.tracking()).toEqual(tracking);
    expect(get).toHaveBeenCalledTimes(1);

    clock.now += 1;
    await store.tracking();
    expect(get).toHaveBeenCalledTimes(2);
  });

  it('answers its own save at once', async () => {
    const { entity, put } = fakeSettingsEntity(tracking);
    const store = createSettingsStore({ settings: entity }, () => 0);
    await store.tracking();
    const changed = { ...tracking, analyticId: 'G-2' };
    await store.saveTracking(changed);
    expect(put).toHaveBeenCalledWith({ name: 'tracking', value: changed });
    expect(await store.tracking()).toEqual(changed);
  });
});

/** A setting entity whose BatchGetItem answers from `items`, leaving the keys in `unprocessed` for later calls. */
function fakeBatchEntity(items: Record<string, unknown>, unprocessed: string[][] = []) {
  const get = vi.fn((keys: { name: string }[]) => ({
    go: async () => {
      const left = new Set(unprocessed.shift() ?? []);
      return {
        data: keys.filter((key) => !left.has(key.name) && key.name in items).map((key) => ({ name: key.name, value: items[key.name] })),
        unprocessed: keys.filter((key) => left.has(key.name)),
      };
    },
  }));
  return { entity: { get } as unknown as Database['settings'], get };
}

describe('settings store: storefront groups', () => {
  const items = { theme: { color: '#0f766e' }, stylesheet: 'body {}' };

  it('reads every group in one batch get, and only once per cache window', async () => {
    const clock = { now: 0 };
    const { entity, get } = fakeBatchEntity(items);
    const store = createSettingsStore({ settings: entity }, () => clock.now);

    expect(await store.siteSettings()).toEqual(items);
    clock.now += SETTINGS_CACHE_MS - 1;
    await store.siteSettings();
    expect(get).toHaveBeenCalledTimes(1);
    expect(get).toHaveBeenCalledWith(SITE_SETTING_NAMES.map((name) => ({ name })));

    clock.now += 1;
    await store.siteSettings();
    expect(get).toHaveBeenCalledTimes(2);
  });

  it('asks again for the keys DynamoDB left unprocessed', async () => {
    const { entity, get } = fakeBatchEntity(items, [['stylesheet', 'routes']]);
    const store = createSettingsStore({ settings: entity }, () => 0);

    expect(await store.siteSettings()).toEqual(items);
    expect(get).toHaveBeenNthCalledWith(2, [{ name: 'stylesheet' }, { name: 'routes' }]);
  });

  it('fails rather than answer defaults for groups it could not read', async () => {
    const { entity, get } = fakeBatchEntity(items, [['theme'], ['theme'], ['theme'], ['theme']]);
    const store = createSettingsStore({ settings: entity }, () => 0);

    await expect(store.siteSettings()).rejects.toThrow('1 settings stayed unprocessed after 4 attempts.');
    expect(get).toHaveBeenCalledTimes(4);
  });

  it('names every group of the answer, and the tracking group besides', () => {
    expect([...SITE_SETTING_NAMES].sort()).toEqual(Object.keys(siteSettings.shape).sort());
    expect([...ALL_SETTING_NAMES].sort()).toEqual([...SITE_SETTING_NAMES, 'tracking'].sort());
  });
});

describe('settings store: the current plan', () => {
  /** A setting entity holding `items`: GetItem and BatchGetItem read them, PutItem writes them. */
  function fakeTable(items: Record<string, unknown>) {
    const get = vi.fn((key: { name: string } | { name: string }[]) => ({
      go: async () =>
        Array.isArray(key)
          ? { data: key.filter((k) => k.name in items).map((k) => ({ name: k.name, value: items[k.name] })), unprocessed: [] }
          : { data: key.name in items ? { name: key.name, value: items[key.name] } : null },
    }));
    const put = vi.fn((item: { name: string; value: unknown }) => ({
      go: async () => {
        items[item.name] = item.value;
        return { data: item };
      },
    }));
    return { entity: { get, put } as unknown as Database['settings'], get, put };
  }

  it('reads the plan item once per cache window, and not at all after the storefront groups were read', async () => {
    const clock = { now: 0 };
    const { entity, get } = fakeTable({ plan: { name: 'BASIC', table: 'main' } });
    const store = createSettingsStore({ settings: entity }, () => clock.now);

    expect(await store.plan()).toEqual({ name: 'BASIC', table: 'main' });
    clock.now += SETTINGS_CACHE_MS - 1;
    await store.plan();
    expect(get).toHaveBeenCalledTimes(1);
    expect(get).toHaveBeenCalledWith({ name: 'plan' });

    clock.now += 1;
    await store.siteSettings();
    expect(await store.plan()).toEqual({ name: 'BASIC', table: 'main' });
    expect(get).toHaveBeenCalledTimes(2);
  });

  it('answers undefined while no plan is stored, and caches that too', async () => {
    const { entity, get } = fakeTable({});
    const store = createSettingsStore({ settings: entity }, () => 0);
    expect(await store.plan()).toBeUndefined();
    expect(await store.plan()).toBeUndefined();
    expect(get).toHaveBeenCalledTimes(1);
  });

  it('answers its own plan save at once, to the gating and to the storefront groups', async () => {
    const { entity, put } = fakeTable({ plan: { name: 'ENTERPRISE', table: 'main' }, stylesheet: 'a {}' });
    const store = createSettingsStore({ settings: entity }, () => 0);
    await store.plan();
    await store.siteSettings();

    await store.savePlan({ name: 'BASIC', table: 'zoom' });

    expect(put).toHaveBeenCalledWith({ name: 'plan', value: { name: 'BASIC', table: 'zoom' } });
    expect(await store.plan()).toEqual({ name: 'BASIC', table: 'zoom' });
    expect(await store.siteSettings()).toEqual({ plan: { name: 'BASIC', table: 'zoom' }, stylesheet: 'a {}' });
  });

  it('shows a saved storefront group to this Lambda at once, and reads past the cache when asked to', async () => {
    // Prepare
    const items: Record<string, unknown> = { theme: { color: '#111111' }, stylesheet: 'a {}' };
    const { entity, get, put } = fakeTable(items);
    const store = createSettingsStore({ settings: entity }, () => 0);
    await store.siteSettings();

    // Act
    await store.saveSiteGroup('theme', { color: '#222222' });

    // Assess
    expect(put).toHaveBeenCalledWith({ name: 'theme', value: { color: '#222222' } });
    expect(await store.siteSettings()).toEqual({ theme: { color: '#222222' }, stylesheet: 'a {}' });
    expect(get).toHaveBeenCalledTimes(1);
    items.stylesheet = 'b {}';
    expect(await store.siteSettings({ fresh: true })).toMatchObject({ stylesheet: 'b {}' });
    expect(get).toHaveBeenCalledTimes(2);
  });

  it('reads the groups again after forgetting them (the route list is written by the page store)', async () => {
    const items: Record<string, unknown> = { routes: { customPages: [] } };
    const { entity, get } = fakeTable(items);
    const store = createSettingsStore({ settings: entity }, () => 0);
    await store.siteSettings();
    items.routes = { customPages: [{ path: '/new', is_public: true, component: 'customPage' }] };

    store.forgetSiteSettings();

    expect(await store.siteSettings()).toEqual({ routes: items.routes });
    expect(get).toHaveBeenCalledTimes(2);
  });
});

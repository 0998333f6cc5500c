import { describe, expect, it, vi } from 'vitest';
import type { Database } from './database.js';
import { SETTINGS_CACHE_MS, createSettingsStore } from './settings-repository.js';

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

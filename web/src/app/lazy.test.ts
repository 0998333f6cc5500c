import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChunkLoadError, loadChunk } from './lazy';

afterEach(() => vi.useRealTimers());

describe('loadChunk', () => {
  it('answers the module when it loads', async () => {
    await expect(loadChunk('home', async () => ({ default: 'page' }))).resolves.toEqual({ default: 'page' });
  });

  it('fails as missing when the script cannot be fetched', async () => {
    const error = await loadChunk('home', () => Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/home.js'))).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect(error).toMatchObject({ failure: 'missing', chunk: 'home' });
  });

  it('fails as CSS_CHUNK_LOAD_FAILED when its stylesheet cannot be preloaded', async () => {
    const error = await loadChunk('home', () => Promise.reject(new Error('Unable to preload CSS for /assets/home-1a2b.css'))).catch((e: unknown) => e);
    expect(error).toMatchObject({ failure: 'CSS_CHUNK_LOAD_FAILED' });
  });

  it('fails as timeout after 120 s', async () => {
    vi.useFakeTimers();
    const pending = loadChunk('home', () => new Promise(() => {})).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(119_999);
    let settled = false;
    void pending.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await pending).toMatchObject({ failure: 'timeout' });
  });
});

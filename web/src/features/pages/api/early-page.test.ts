import type { CustomPage, PageModule } from '@lm/shared';
import { describe, expect, it } from 'vitest';
import { setEarlyPage, takeEarlyModules, takeEarlyPage } from './early-page';

const page = { id: 'page-home', path: '/' } as CustomPage;
const modules = [{ id: 'm-1', page_id: 'page-home' }] as PageModule[];

describe('the early page of /boot.js', () => {
  it('is taken once for its own path, and its modules once for its own page', async () => {
    setEarlyPage({ path: '/', page: Promise.resolve(page), modules: Promise.resolve(modules) });
    expect(takeEarlyPage('/about')).toBeUndefined();
    expect(takeEarlyModules('page-home')).toBeUndefined();

    await expect(takeEarlyPage('/')).resolves.toBe(page);
    expect(takeEarlyPage('/')).toBeUndefined();
    expect(takeEarlyModules('page-other')).toBeUndefined();
    await expect(takeEarlyModules('page-home')).resolves.toBe(modules);
    expect(takeEarlyModules('page-home')).toBeUndefined();
  });
});

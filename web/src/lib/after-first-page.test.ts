import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

beforeEach(() => {
  vi.useFakeTimers();
  vi.resetModules();
});
afterEach(() => vi.useRealTimers());

describe('afterFirstPage', () => {
  it('holds work until the first page has rendered, then runs it when idle', async () => {
    const { afterFirstPage, firstPageRendered } = await import('./after-first-page');
    const task = vi.fn();
    afterFirstPage(task);
    vi.advanceTimersByTime(1_000);
    expect(task).not.toHaveBeenCalled();
    firstPageRendered();
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(300);
    expect(task).toHaveBeenCalledTimes(1);
    // Later work runs at the next idle time, without waiting for another page.
    const later = vi.fn();
    afterFirstPage(later);
    vi.advanceTimersByTime(300);
    expect(later).toHaveBeenCalledTimes(1);
  });

  it('runs the work after a few seconds when no page renders', async () => {
    const { afterFirstPage, FIRST_PAGE_FALLBACK_MS } = await import('./after-first-page');
    const task = vi.fn();
    afterFirstPage(task);
    vi.advanceTimersByTime(FIRST_PAGE_FALLBACK_MS - 1);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(301);
    expect(task).toHaveBeenCalledTimes(1);
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startCountdown } from './quiz-clock';

const START = Date.parse('2026-05-01T03:00:00.000Z');

function recorder() {
  const seen: string[] = [];
  return { seen, events: { tick: (left: number) => seen.push(`tick ${left}`), lastMinute: () => seen.push('last minute'), timeUp: () => seen.push('time up') } };
}

describe('the countdown of a timed attempt', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(START);
  });
  afterEach(() => vi.useRealTimers());

  it('warns once at one minute left and ends once as the deadline passes, then stops', () => {
    const { seen, events } = recorder();
    startCountdown(new Date(START + 62_000).toISOString(), events);
    expect(seen).toEqual(['tick 62']);
    vi.advanceTimersByTime(2_000);
    expect(seen.slice(-2)).toEqual(['tick 60', 'last minute']);
    vi.advanceTimersByTime(59_000);
    expect(seen.filter((event) => event === 'last minute')).toHaveLength(1);
    expect(seen.at(-1)).toBe('tick 1');
    vi.advanceTimersByTime(1_000);
    expect(seen.slice(-2)).toEqual(['tick 0', 'time up']);
    vi.advanceTimersByTime(10_000);
    expect(seen.filter((event) => event === 'time up')).toHaveLength(1);
    expect(seen.at(-1)).toBe('time up');
  });

  it('ends at once for an attempt opened after its deadline, and warns at once with less than a minute left', () => {
    const late = recorder();
    startCountdown(new Date(START - 5_000).toISOString(), late.events);
    expect(late.seen).toEqual(['tick 0', 'time up']);
    const close = recorder();
    startCountdown(new Date(START + 30_000).toISOString(), close.events);
    expect(close.seen).toEqual(['tick 30', 'last minute']);
  });

  it('stops when the attempt leaves the page', () => {
    const { seen, events } = recorder();
    const stop = startCountdown(new Date(START + 90_000).toISOString(), events);
    stop();
    vi.advanceTimersByTime(20_000);
    expect(seen).toEqual(['tick 90']);
  });
});

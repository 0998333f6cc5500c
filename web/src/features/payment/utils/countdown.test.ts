import { describe, expect, it } from 'vitest';
import { countdownText, msUntil } from './countdown';

describe('countdownText', () => {
  it('reads minutes and seconds under an hour', () => {
    expect(countdownText(29 * 60_000 + 5_000)).toBe('29:05');
    expect(countdownText(59_000)).toBe('0:59');
  });

  it('adds the hours from an hour on', () => {
    expect(countdownText(3_600_000)).toBe('1:00:00');
    expect(countdownText(3_723_000)).toBe('1:02:03');
  });

  it('rounds a part of a second up, so the last second is not shown as nothing left', () => {
    expect(countdownText(400)).toBe('0:01');
    expect(countdownText(60_001)).toBe('1:01');
  });

  it('stops at 0:00 once the time has run out', () => {
    expect(countdownText(0)).toBe('0:00');
    expect(countdownText(-5_000)).toBe('0:00');
  });
});

describe('msUntil', () => {
  const now = Date.parse('2026-03-01T10:00:00.000Z');

  it('is the time left until a moment, negative once it has passed', () => {
    expect(msUntil('2026-03-01T10:30:00.000Z', now)).toBe(30 * 60_000);
    expect(msUntil('2026-03-01T09:59:00.000Z', now)).toBe(-60_000);
  });

  it('is nothing left for a time it cannot read', () => {
    expect(msUntil('soon', now)).toBe(0);
  });
});

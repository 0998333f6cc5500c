import { describe, expect, it } from 'vitest';
import { createProgressThrottle, resumePosition } from './progress';

describe('saving a lesson’s position', () => {
  it('saves every 10 s while playing, when the position moved', () => {
    const throttle = createProgressThrottle();
    throttle.played(1_000);
    expect(throttle.due(5_000, 4)).toBe(false);
    expect(throttle.due(10_999, 9.9)).toBe(false);
    expect(throttle.due(11_000, 10)).toBe(true);
    throttle.saved(11_000, 10);
    expect(throttle.due(15_000, 14)).toBe(false);
    expect(throttle.due(21_000, 20)).toBe(true);
  });

  it('does not save a position that did not move (a stalled video)', () => {
    const throttle = createProgressThrottle(30);
    throttle.played(0);
    expect(throttle.due(20_000, 30.6)).toBe(false);
    expect(throttle.unsaved(30.9)).toBe(false);
    expect(throttle.unsaved(31)).toBe(true);
  });

  it('saves on a pause or on leaving only once the video has played', () => {
    const throttle = createProgressThrottle(42);
    // Opened at the saved position and left without playing: what was saved stays.
    expect(throttle.unsaved(0)).toBe(false);
    throttle.played(0);
    expect(throttle.unsaved(44)).toBe(true);
    throttle.saved(2_000, 44);
    expect(throttle.unsaved(44.5)).toBe(false);
  });

  it('counts the interval again from a new start of playback', () => {
    const throttle = createProgressThrottle();
    throttle.played(0);
    throttle.saved(3_000, 3);
    throttle.played(60_000);
    expect(throttle.due(65_000, 8)).toBe(false);
    expect(throttle.due(70_000, 13)).toBe(true);
  });
});

describe('resuming a video', () => {
  it('starts where the student left it', () => {
    expect(resumePosition(42, 600)).toBe(42);
    expect(resumePosition(42, Number.NaN)).toBe(42);
  });

  it('starts from the beginning with nothing saved, or when it was left at the end', () => {
    expect(resumePosition(undefined, 600)).toBe(0);
    expect(resumePosition(0, 600)).toBe(0);
    expect(resumePosition(598, 600)).toBe(0);
    expect(resumePosition(700, 600)).toBe(0);
  });
});

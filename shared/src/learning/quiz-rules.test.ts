import { describe, expect, it } from 'vitest';
import { attemptDeadline, attemptsLeft, isLate, revealAnswers } from './quiz-rules.js';
import { SHOW_ANSWERS, type ShowAnswers } from './quiz-schemas.js';

const started = new Date('2026-11-25T09:00:00.000Z');
const after = (seconds: number) => new Date(started.getTime() + seconds * 1000);

describe('the time limit', () => {
  it('sets the deadline the time limit after the start, and none without a limit', () => {
    expect(attemptDeadline(started, { time_limit_minutes: 30 })).toEqual(new Date('2026-11-25T09:30:00.000Z'));
    expect(attemptDeadline(started, { time_limit_minutes: null })).toBeNull();
  });

  it('counts a submission late only after the deadline and its grace (30 seconds unless told)', () => {
    const deadline = attemptDeadline(started, { time_limit_minutes: 30 });
    expect(isLate(after(30 * 60), deadline)).toBe(false);
    expect(isLate(after(30 * 60 + 30), deadline)).toBe(false);
    expect(isLate(after(30 * 60 + 31), deadline)).toBe(true);
    expect(isLate(after(30 * 60 + 1), deadline, 0)).toBe(true);
    expect(isLate(after(30 * 60 + 90), deadline, 120)).toBe(false);
    expect(isLate(after(99 * 3600), null)).toBe(false);
  });
});

describe('attemptsLeft', () => {
  it('counts down to 0 and never below; unlimited is null', () => {
    expect(attemptsLeft({ attempts_allowed: 3 }, 0)).toBe(3);
    expect(attemptsLeft({ attempts_allowed: 3 }, 2)).toBe(1);
    expect(attemptsLeft({ attempts_allowed: 3 }, 3)).toBe(0);
    expect(attemptsLeft({ attempts_allowed: 3 }, 5)).toBe(0);
    expect(attemptsLeft({ attempts_allowed: null }, 40)).toBeNull();
  });
});

describe('revealAnswers', () => {
  const reveal = (show_answers: ShowAnswers, passed: boolean, left: number | null) => revealAnswers({ show_answers }, { passed, attemptsLeft: left });

  it('follows show_answers', () => {
    const cases: [ShowAnswers, boolean, number | null, boolean][] = [
      ['never', true, 0, false],
      ['never', false, null, false],
      ['after_submit', false, 2, true],
      ['after_submit', true, null, true],
      ['after_pass', true, 2, true],
      ['after_pass', false, 0, false],
      ['after_last_attempt', false, 1, false],
      ['after_last_attempt', true, 1, false],
      ['after_last_attempt', false, 0, true],
      // Unlimited attempts never run out: the answers stay hidden.
      ['after_last_attempt', false, null, false],
    ];
    for (const [show, passed, left, shown] of cases) expect(reveal(show, passed, left), `${show} ${passed} ${left}`).toBe(shown);
    expect(cases.map(([show]) => show).filter((show, index, all) => all.indexOf(show) === index)).toEqual([...SHOW_ANSWERS]);
  });
});

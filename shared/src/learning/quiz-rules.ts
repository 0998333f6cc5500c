import type { QuizSettings } from './quiz-schemas.js';

/** Seconds a submission may arrive after the deadline and still count as on time (the network's delay). */
export const SUBMIT_GRACE_SECONDS = 30;

/** When an attempt started at `startedAt` must be submitted; null when the quiz has no time limit. */
export function attemptDeadline(startedAt: Date, settings: Pick<QuizSettings, 'time_limit_minutes'>): Date | null {
  return settings.time_limit_minutes === null ? null : new Date(startedAt.getTime() + settings.time_limit_minutes * 60_000);
}

/**
 * Whether a submission came after the deadline and its grace. The server decides what a late
 * submission counts (the answers saved before the deadline); this only says that it is late.
 */
export function isLate(submittedAt: Date, deadline: Date | null, graceSeconds = SUBMIT_GRACE_SECONDS): boolean {
  return deadline !== null && submittedAt.getTime() > deadline.getTime() + graceSeconds * 1000;
}

/** Attempts the student may still start; null when they are unlimited. */
export function attemptsLeft(settings: Pick<QuizSettings, 'attempts_allowed'>, attemptsUsed: number): number | null {
  return settings.attempts_allowed === null ? null : Math.max(0, settings.attempts_allowed - attemptsUsed);
}

/**
 * Whether a submitted attempt's correct answers and explanations may be shown now, per
 * `show_answers`: never; after any submission; once the student has passed (`passed`: any of
 * their attempts did); or once no attempt is left (never, when attempts are unlimited).
 */
export function revealAnswers(settings: Pick<QuizSettings, 'show_answers'>, state: { passed: boolean; attemptsLeft: number | null }): boolean {
  switch (settings.show_answers) {
    case 'never':
      return false;
    case 'after_submit':
      return true;
    case 'after_pass':
      return state.passed;
    case 'after_last_attempt':
      return state.attemptsLeft === 0;
  }
}

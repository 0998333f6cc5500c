import { secondsLeft } from './quiz';

/** When the countdown warns that time is running out. */
export const WARN_AT_SECONDS = 60;

/** What the countdown of a timed attempt tells: each second's time left, the warning once, the end once. */
export interface CountdownEvents {
  tick(left: number): void;
  /** Once, as a minute or less is left (at once when the attempt opens with less). */
  lastMinute(): void;
  /** Once, as the deadline passes (at once when the attempt opens after it); the countdown stops. */
  timeUp(): void;
}

/**
 * Counts down to an attempt's deadline by this browser's clock, each second, until it passes. The
 * server's clock decides what counts; this only lets the page warn and submit in time. Answers a
 * function that stops it.
 */
export function startCountdown(deadline: string, events: CountdownEvents, warnAt = WARN_AT_SECONDS): () => void {
  let warned = false;
  let timer: ReturnType<typeof setInterval> | undefined;
  const stop = () => {
    if (timer !== undefined) clearInterval(timer);
    timer = undefined;
  };
  const check = () => {
    const left = secondsLeft(deadline, Date.now());
    events.tick(left);
    if (left === 0) {
      stop();
      events.timeUp();
      return false;
    }
    if (!warned && left <= warnAt) {
      warned = true;
      events.lastMinute();
    }
    return true;
  };
  if (check()) timer = setInterval(check, 1000);
  return stop;
}

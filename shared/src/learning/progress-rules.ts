/**
 * When a lesson is done, and how much learning a save of progress stands for (decision 0045). The
 * server applies these; the browser only says where the player is.
 */

/** A video lesson is done once the student has watched this share of it. */
export const WATCHED_SHARE = 0.9;

/** The fastest the player plays: watched time never grows faster than this times the clock. */
export const MAX_PLAYBACK_RATE = 2;

/**
 * The most clock time one save can stand for. The player saves every 10 s while it plays, so a
 * longer gap was a pause or a closed tab: it credits no more than this.
 */
export const CREDIT_WINDOW_SECONDS = 60;

/** Whole seconds of slack for positions kept in whole seconds. */
const ROUNDING_SECONDS = 2;

/** What was kept of a lesson before this save: '' `updated_at` before the first. */
export interface KeptPosition {
  position_seconds: number;
  updated_at: string;
}

/**
 * The seconds of video a save adds to what the student watched: how far the position moved on
 * since the last save, but never more than the clock allows at the fastest rate. Seeking forward
 * credits only the time that passed; seeking back credits nothing.
 */
export function watchCredit(kept: KeptPosition | undefined, position: number, now: Date): number {
  if (!kept?.updated_at) return 0;
  const advance = Math.floor(position) - Math.floor(kept.position_seconds);
  if (advance <= 0) return 0;
  const elapsed = Math.max(0, (now.getTime() - Date.parse(kept.updated_at)) / 1000);
  const allowed = Math.floor(MAX_PLAYBACK_RATE * Math.min(elapsed, CREDIT_WINDOW_SECONDS)) + ROUNDING_SECONDS;
  return Math.min(advance, allowed);
}

/** The clock time a credit of watched video stands for: at the fastest rate, less time passed than video played. */
export function learnedSeconds(credit: number, kept: KeptPosition | undefined, now: Date): number {
  if (credit <= 0 || !kept?.updated_at) return 0;
  const elapsed = Math.max(0, Math.floor((now.getTime() - Date.parse(kept.updated_at)) / 1000));
  return Math.min(credit, elapsed, CREDIT_WINDOW_SECONDS);
}

/** Whether a video of this length (seconds) has been watched enough to be done; unknown lengths never are. */
export const videoWatched = (watchedSeconds: number, durationSeconds: number) => durationSeconds > 0 && watchedSeconds >= WATCHED_SHARE * durationSeconds;

/** One day of a student's learning, in Asia/Bangkok. */
export interface LearningDay {
  /** YYYY-MM-DD */
  day: string;
  seconds: number;
  lessons: number;
}

/** The days before `today`, `count` of them ending with it, oldest first, YYYY-MM-DD. */
export function lastDays(today: string, count: number): string[] {
  const end = Date.parse(`${today}T00:00:00Z`);
  return Array.from({ length: count }, (_, index) => new Date(end - (count - 1 - index) * 86_400_000).toISOString().slice(0, 10));
}

/**
 * Days in a row with some learning (a minute watched or a lesson done), up to today. A streak not
 * yet kept up today still stands until today ends, so it counts from yesterday.
 */
export function streakOf(days: readonly LearningDay[], today: string): number {
  const active = new Set(days.filter((one) => one.seconds >= 60 || one.lessons > 0).map((one) => one.day));
  let cursor = Date.parse(`${today}T00:00:00Z`);
  if (!active.has(today)) cursor -= 86_400_000;
  let streak = 0;
  while (active.has(new Date(cursor).toISOString().slice(0, 10))) {
    streak += 1;
    cursor -= 86_400_000;
  }
  return streak;
}

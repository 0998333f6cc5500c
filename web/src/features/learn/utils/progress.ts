/** How often the position is saved while a video plays. */
export const SAVE_EVERY_MS = 10_000;

/** A saved position this close to the end starts the video again from the beginning. */
const END_MARGIN_SECONDS = 3;

/** Where a video resumes: the saved position, unless there is none or it was (nearly) at the end. */
export function resumePosition(saved: number | undefined, duration: number): number {
  if (!saved || !Number.isFinite(saved) || saved <= 0) return 0;
  if (Number.isFinite(duration) && duration > 0 && saved >= duration - END_MARGIN_SECONDS) return 0;
  return saved;
}

export interface ProgressThrottle {
  /** Playback started (or started again): the interval counts from now. */
  played(now: number): void;
  /** While playing: the interval has passed since the last save and the position moved on. */
  due(now: number, position: number): boolean;
  /** On a pause or on leaving: the position differs from the one last saved (once the video has played). */
  unsaved(position: number): boolean;
  saved(now: number, position: number): void;
}

/**
 * When to save a lesson's position: every `everyMs` while playing, and on a pause or on leaving
 * when it moved. Nothing before the video first plays, so opening a lesson and leaving it keeps
 * what was saved. Positions count in whole seconds, as the server keeps them.
 */
export function createProgressThrottle(from = 0, everyMs = SAVE_EVERY_MS): ProgressThrottle {
  let playedOnce = false;
  let lastAt = 0;
  let lastPosition = Math.floor(from);
  const moved = (position: number) => Math.floor(position) !== lastPosition;
  return {
    played(now) {
      playedOnce = true;
      lastAt = now;
    },
    due: (now, position) => playedOnce && now - lastAt >= everyMs && moved(position),
    unsaved: (position) => playedOnce && moved(position),
    saved(now, position) {
      lastAt = now;
      lastPosition = Math.floor(position);
    },
  };
}

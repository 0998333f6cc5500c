const pad = (value: number) => String(value).padStart(2, '0');

/**
 * The time left to pay, as a clock reads it: "4:05" under an hour, "1:02:03" from an hour, and
 * "0:00" once it has run out. Whole seconds, rounded up: the last second shows "0:01", not "0:00".
 */
export function countdownText(msLeft: number): string {
  const seconds = Math.max(0, Math.ceil(msLeft / 1000));
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = seconds % 60;
  return hours > 0 ? `${hours}:${pad(minutes)}:${pad(rest)}` : `${minutes}:${pad(rest)}`;
}

/** Milliseconds from `now` until `iso`; zero or less once it has passed, and zero for a time that cannot be read. */
export function msUntil(iso: string, now: number): number {
  const at = Date.parse(iso);
  return Number.isNaN(at) ? 0 : at - now;
}

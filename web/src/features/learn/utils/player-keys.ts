/** How far the arrow keys move the video. */
export const SEEK_SECONDS = 5;

export type PlayerAction = { kind: 'toggle' } | { kind: 'seek'; seconds: number } | { kind: 'fullscreen' } | { kind: 'mute' };

const FORM_CONTROLS = new Set(['INPUT', 'SELECT', 'TEXTAREA', 'BUTTON', 'OPTION']);

/** Whether a key goes to a form control (or editable text), which keeps its own keys. */
export function inFormControl(target: { tagName?: string; isContentEditable?: boolean } | null | undefined): boolean {
  return !!target && (FORM_CONTROLS.has((target.tagName ?? '').toUpperCase()) || !!target.isContentEditable);
}

/**
 * The player's keys: space or K plays and pauses, ← and → move 5 s, F toggles full screen, M
 * mutes. A key with Ctrl, Alt or Meta is the browser's.
 */
export function playerKeyAction(event: { key: string; altKey?: boolean; ctrlKey?: boolean; metaKey?: boolean }): PlayerAction | undefined {
  if (event.altKey || event.ctrlKey || event.metaKey) return undefined;
  switch (event.key) {
    case ' ':
    case 'Spacebar':
    case 'k':
    case 'K':
      return { kind: 'toggle' };
    case 'ArrowLeft':
      return { kind: 'seek', seconds: -SEEK_SECONDS };
    case 'ArrowRight':
      return { kind: 'seek', seconds: SEEK_SECONDS };
    case 'f':
    case 'F':
      return { kind: 'fullscreen' };
    case 'm':
    case 'M':
      return { kind: 'mute' };
    default:
      return undefined;
  }
}

/** Where a seek lands: within the video. */
export function seekTarget(current: number, seconds: number, duration: number): number {
  const end = Number.isFinite(duration) && duration > 0 ? duration : Number.POSITIVE_INFINITY;
  return Math.min(end, Math.max(0, current + seconds));
}

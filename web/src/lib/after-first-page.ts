/**
 * Work the first page does not need (the trackers, the component library's stylesheet for the
 * next pages) waits until that page has rendered and the browser is idle: started earlier, it
 * competes with the page's own requests and main thread on a phone's first load (decision 0014).
 * Should no page render (a chunk that fails), it runs after a few seconds all the same.
 */
const waiting: (() => void)[] = [];
let rendered = false;
let fallback: ReturnType<typeof setTimeout> | undefined;

export const FIRST_PAGE_FALLBACK_MS = 5_000;

function whenIdle(task: () => void): void {
  if (typeof globalThis.requestIdleCallback === 'function') globalThis.requestIdleCallback(() => task(), { timeout: 2_000 });
  else setTimeout(task, 300);
}

/** Runs `task` once the first page has rendered, when the browser is next idle. */
export function afterFirstPage(task: () => void): void {
  if (rendered) return whenIdle(task);
  waiting.push(task);
  fallback ??= setTimeout(firstPageRendered, FIRST_PAGE_FALLBACK_MS);
}

/** Called once a page's content (not its loader) is on screen. */
export function firstPageRendered(): void {
  if (rendered) return;
  rendered = true;
  clearTimeout(fallback);
  for (const task of waiting.splice(0)) whenIdle(task);
}

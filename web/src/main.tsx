// Thai and Latin glyphs of the theme font, self-hosted: many devices have no Thai font.
import '@fontsource/sarabun/400.css';
import '@fontsource/sarabun/700.css';
import './styles.css';
// The rules of a custom page's first modules, which /boot.js may paint before the scripts run.
import './features/pages/first-paint.css';
import { ERRORS } from '@lm/shared';
import { settingsFreePage } from './app/route-table';

// A page chunk (or its stylesheet) that fails to load rejects its import, and the page boundary
// shows and reports it (app/lazy.tsx). No `vite:preloadError` listener may cancel that event: a
// cancelled one makes the built import resolve to nothing, and the page stays blank.

/** Resolves after `ms`, or at once. */
const after = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Resolves once the browser has shown one of `images`: reported as a largest paint where the
 * browser reports those, else once they are decoded and a frame has been drawn. A frame alone is
 * not enough: while the application's code starts, the browser may draw no frame for a while.
 */
function shown(images: HTMLImageElement[]): Promise<unknown> {
  if (images.length === 0) return Promise.resolve();
  if (PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint')) {
    return new Promise<void>((resolve) => {
      const done = () => (observer.disconnect(), clearTimeout(timer), resolve());
      const observer = new PerformanceObserver((list) => {
        const entries = list.getEntries() as (PerformanceEntry & { element?: Element | null })[];
        if (entries.some((entry) => images.some((image) => image === entry.element))) done();
      });
      // Not reported (a larger paint came first, or the visitor already scrolled): stop listening.
      const timer = setTimeout(done, 1000);
      observer.observe({ type: 'largest-contentful-paint', buffered: true });
    });
  }
  return Promise.all(images.map((image) => image.decode().catch(() => undefined)))
    .then(() => new Promise<void>((resolve) => (requestAnimationFrame(() => resolve()), setTimeout(resolve, 100))))
    .then(() => after(0));
}

/**
 * Where the settings may route the path to a custom page, /boot.js paints the page's leading
 * banner or slide into the boot shell. Evaluating the application is one long task that would hold
 * that paint back, and its first render replaces the shell, so the application waits until the
 * painted image has been shown, 1 s at most. Its code downloads meanwhile (modulepreload, see
 * vite.config.ts), and the first render puts the same boxes in the shell's place.
 */
function shellPainted(): Promise<unknown> {
  const page = window.__boot?.then((boot) => boot.page) ?? Promise.resolve(undefined);
  return Promise.race([
    page
      .then((early) => early && (early.shown ?? early.modules).then(() => shown(Array.from(document.querySelectorAll<HTMLImageElement>('#root > .boot main img')))))
      .catch(() => undefined),
    after(1000),
  ]);
}

/** The application's code did not load (offline, or a deploy replaced it): a way to try again. */
function showLoadFailure(error: unknown) {
  console.error('start-up failed', error);
  const root = document.getElementById('root') as HTMLElement;
  const message = document.createElement('main');
  message.className = 'page page--centered';
  message.setAttribute('role', 'alert');
  const title = document.createElement('h1');
  title.textContent = ERRORS.cannotConnect.message;
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'button button--primary';
  button.textContent = 'Try again · ลองอีกครั้ง';
  button.addEventListener('click', () => window.location.reload());
  message.append(title, button);
  root.replaceChildren(message);
}

const known = settingsFreePage(window.location.pathname);
// A page the route alone names (sign-in, the account areas…) starts loading now, beside the
// application rather than after it.
if (known) void import('./app/pages').then(({ preloadPage }) => preloadPage(known), () => undefined);
// The development server has no module preloads: there the modules are fetched (and run) at once.
const application = import.meta.env.DEV ? import('./start') : undefined;
(known ? Promise.resolve() : shellPainted())
  .then(() => application ?? import('./start'))
  .then(({ start }) => start(known), showLoadFailure);

if ('serviceWorker' in navigator && window.isSecureContext) {
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js').catch((error: unknown) => console.warn('service worker not registered', error));
  });
}

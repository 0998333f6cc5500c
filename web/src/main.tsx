// Thai and Latin glyphs of the theme font, self-hosted: many devices have no Thai font.
import '@fontsource/sarabun/400.css';
import '@fontsource/sarabun/700.css';
import './styles.css';
// The rules of a custom page's first modules, which /boot.js may paint before the scripts run.
import './features/pages/first-paint.css';
import { ERRORS } from '@lm/shared';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { bootstrap } from './app/bootstrap';
import { preloadPage } from './app/pages';

const root = createRoot(document.getElementById('root') as HTMLElement);

// Vite reports a stylesheet or script preload that failed; the page boundary shows and reports it.
window.addEventListener('vite:preloadError', (event) => event.preventDefault());

function showStartFailure(retry: () => void) {
  root.render(
    <main className="page page--centered" role="alert">
      <h1>{ERRORS.cannotConnect.message}</h1>
      <button type="button" className="button button--primary" onClick={retry}>
        Try again · ลองอีกครั้ง
      </button>
    </main>,
  );
}

/** Resolves after `ms`, or at once. */
const after = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * On a custom page's path, /boot.js asks for the page's modules and paints its leading banner or
 * slide into the boot shell, and React's first render replaces the shell: so the render waits for
 * those modules (the page needs them anyway), for the painted images to load and for a frame to
 * show them, or 1 s at most, while the page's chunk loads. Elsewhere nothing waits.
 */
const early = window.__boot;
const firstPaint: Promise<unknown> = Promise.race([
  (early?.then((boot) => boot.page) ?? Promise.resolve(undefined))
    .then((page) => {
      if (!page) return undefined;
      preloadPage('customPage');
      return (page.shown ?? page.modules)
        .then(() => {
          // The images /boot.js painted: an image counts as painted once it is loaded and drawn.
          const images = Array.from(document.querySelectorAll<HTMLImageElement>('#root > .boot main img'));
          return Promise.all(images.map((image) => image.decode().catch(() => undefined)));
        })
        .then(() => new Promise<void>((resolve) => (requestAnimationFrame(() => resolve()), setTimeout(resolve, 100))))
        .then(() => after(0));
    })
    .catch(() => undefined),
  after(1000),
]);

function start() {
  Promise.all([bootstrap(), firstPaint]).then(
    ([settings]) =>
      root.render(
        <StrictMode>
          <App settings={settings} />
        </StrictMode>,
      ),
    (error: unknown) => {
      console.error('start-up failed', error);
      showStartFailure(start);
    },
  );
}

start();

if ('serviceWorker' in navigator && window.isSecureContext) {
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js').catch((error: unknown) => console.warn('service worker not registered', error));
  });
}

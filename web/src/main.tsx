// Thai and Latin glyphs of the theme font, self-hosted: many devices have no Thai font.
import '@fontsource/sarabun/400.css';
import '@fontsource/sarabun/700.css';
import './styles.css';
import { ERRORS } from '@lm/shared';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { bootstrap } from './app/bootstrap';

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

function start() {
  bootstrap().then(
    (settings) =>
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

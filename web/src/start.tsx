import { ERRORS } from '@lm/shared';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { bootstrap } from './app/bootstrap';
import { preloadPage } from './app/pages';

/**
 * The application proper: loaded by the entry (`main.tsx`) once the boot shell has painted, or at
 * once on a route that needs no settings (`known`, whose page the entry has started loading).
 */
export function start(known: string | undefined) {
  if (known) preloadPage(known);
  // A custom page's chunk is asked for as soon as /boot.js knows the path is one.
  void window.__boot?.then((boot) => boot.page).then((page) => page && preloadPage('customPage'), () => undefined);

  const root = createRoot(document.getElementById('root') as HTMLElement);
  const showStartFailure = (retry: () => void) =>
    root.render(
      <main className="page page--centered" role="alert">
        <h1>{ERRORS.cannotConnect.message}</h1>
        <button type="button" className="button button--primary" onClick={retry}>
          Try again · ลองอีกครั้ง
        </button>
      </main>,
    );
  const run = () =>
    bootstrap().then(
      // A transition renders in slices between which the browser may paint and handle input; the
      // first render of a whole page in one piece is the longest task of a phone's first load.
      (settings) =>
        startTransition(() =>
          root.render(
            <StrictMode>
              <App settings={settings} />
            </StrictMode>,
          ),
        ),
      (error: unknown) => {
        console.error('start-up failed', error);
        showStartFailure(run);
      },
    );
  void run();
}

import { useEffect } from 'react';
import { createStore } from './store';

/**
 * A page may hide the site header or footer (../shared/SPEC.md §2: custom pages show them
 * only when they enable them). Unset, the route decides.
 */
export const pageChrome = createStore<{ header?: boolean; footer?: boolean }>({});

/** While the calling page is shown, the shell shows the header and footer only as it says. */
export function usePageChrome(chrome: { header: boolean; footer: boolean } | undefined): void {
  const header = chrome?.header;
  const footer = chrome?.footer;
  useEffect(() => {
    if (header === undefined && footer === undefined) return;
    pageChrome.set({ header, footer });
    return () => pageChrome.set({ header: undefined, footer: undefined });
  }, [header, footer]);
}

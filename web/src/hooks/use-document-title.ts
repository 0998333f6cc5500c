import { useEffect } from 'react';
import { documentTitle } from '../lib/share-head';
import { siteStore } from '../lib/site-settings';
import { useStore } from '../lib/store';

/**
 * Names the browser tab after what the page shows, then the site ("My orders | Learning
 * Marketplace"), and gives the previous title back on leaving. Every page of the site names itself
 * so: tabs, history and screen readers tell one page from another (WCAG 2.4.2).
 */
export function useDocumentTitle(title: string | undefined): void {
  const siteTitle = useStore(siteStore, (state) => state.settings?.aboutWebSite.title ?? '');
  useEffect(() => {
    if (!title) return;
    const previous = document.title;
    document.title = documentTitle(title, siteTitle);
    return () => {
      document.title = previous;
    };
  }, [title, siteTitle]);
}

import { useEffect, useState } from 'react';
import { documentTitles } from '../lib/document-title';
import { documentTitle } from '../lib/share-head';
import { siteStore } from '../lib/site-settings';
import { useStore } from '../lib/store';

/**
 * Names the browser tab exactly `title` while the component is shown (nothing while it is
 * undefined); the innermost component that names it wins (lib/document-title.ts).
 */
export function useTabTitle(title: string | undefined): void {
  const [place] = useState(documentTitles.place);
  useEffect(() => (title ? documentTitles.claim(place, title) : undefined), [place, title]);
}

/**
 * Names the browser tab after what the page shows, then the site ("My orders | Learning
 * Marketplace"). Every page of the site names itself so: tabs, history and screen readers tell one
 * page from another (WCAG 2.4.2).
 */
export function useDocumentTitle(title: string | undefined): void {
  const siteTitle = useStore(siteStore, (state) => state.settings?.aboutWebSite.title ?? '');
  useTabTitle(title ? documentTitle(title, siteTitle) : undefined);
}

import { useEffect, useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { applyHead, documentTitle, shareHead, type HeadSettings, type ShareContent } from '../lib/share-head';
import { useTabTitle } from './use-document-title';

/** A page's content for the head; the path defaults to the page's own. */
export type PageShare = Omit<ShareContent, 'path'> & { path?: string };

/**
 * Puts a shareable page's title and meta tags in the head while it is shown (nothing until its
 * content is known), and gives the previous tags back on leaving. The site's settings fill in what
 * the page leaves empty.
 */
export function useShareHead(content: PageShare | undefined, settings: HeadSettings): void {
  const { pathname } = useLocation();
  // The content is an object made at each render: its JSON says whether it changed.
  const key = content && JSON.stringify({ path: pathname, ...content });
  const head = useMemo(() => (key ? shareHead(JSON.parse(key) as ShareContent, settings, window.location.origin) : undefined), [key, settings]);
  useTabTitle(head && documentTitle(head.title, settings.aboutWebSite.title));
  useEffect(() => (head ? applyHead(head.tags) : undefined), [head]);
}

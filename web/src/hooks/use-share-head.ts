import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { applyHead, documentTitle, shareHead, type HeadSettings, type ShareContent } from '../lib/share-head';

/** A page's content for the head; the path defaults to the page's own. */
export type PageShare = Omit<ShareContent, 'path'> & { path?: string };

/**
 * Puts a shareable page's title and meta tags in the head while it is shown (nothing until its
 * content is known), and gives the previous ones back on leaving. The site's settings fill in what
 * the page leaves empty.
 */
export function useShareHead(content: PageShare | undefined, settings: HeadSettings): void {
  const { pathname } = useLocation();
  // The content is an object made at each render: its JSON says whether it changed.
  const key = content && JSON.stringify({ path: pathname, ...content });
  useEffect(() => {
    if (!key) return;
    const { title, tags } = shareHead(JSON.parse(key) as ShareContent, settings, window.location.origin);
    const previousTitle = document.title;
    document.title = documentTitle(title, settings.aboutWebSite.title);
    const restore = applyHead(tags);
    return () => {
      restore();
      document.title = previousTitle;
    };
  }, [key, settings]);
}

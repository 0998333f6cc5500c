import type { CustomPage, SiteSettings } from '@lm/shared';
import { useEffect } from 'react';
import { applyHead, pageHead } from '../utils/page-head';

/** Puts the page's title and meta tags in the head while it is shown. */
export function usePageHead(page: CustomPage | undefined, settings: Pick<SiteSettings, 'aboutWebSite' | 'theme' | 'seo'>, path: string): void {
  useEffect(() => {
    if (!page) return;
    const { title, tags } = pageHead(page, settings, window.location.origin, path);
    const previousTitle = document.title;
    document.title = settings.aboutWebSite.title && title !== settings.aboutWebSite.title ? `${title} | ${settings.aboutWebSite.title}` : title;
    const restore = applyHead(tags);
    return () => {
      restore();
      document.title = previousTitle;
    };
  }, [page, settings, path]);
}

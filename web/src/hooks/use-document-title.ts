import { useEffect } from 'react';

/** Names the browser tab after what the page shows, and gives the previous title back on leaving. */
export function useDocumentTitle(title: string | undefined, siteTitle: string): void {
  useEffect(() => {
    if (!title) return;
    const previous = document.title;
    document.title = `${title} | ${siteTitle}`;
    return () => {
      document.title = previous;
    };
  }, [title, siteTitle]);
}

import { useEffect, useRef } from 'react';
import { recordPageView } from '../api/record-page-view';

/** ../shared/SPEC.md §2: one page view per render of a page, not per re-render (nor per Strict Mode re-run). */
export function usePageView(pageId: string | undefined): void {
  const counted = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (!pageId || counted.current === pageId) return;
    counted.current = pageId;
    recordPageView(pageId).catch((error: unknown) => console.warn('[custom-page] the view could not be counted', pageId, error));
  }, [pageId]);
}

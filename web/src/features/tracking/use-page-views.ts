import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { afterFirstPage } from '../../lib/after-first-page';
import { startTracking, trackPageView } from './tracking';

/**
 * One page view per location, with path and query, for the pages the trackers may see: the
 * storefront's. The back office's are never sent, and its pages do not load the trackers; the
 * first storefront page starts them once it has rendered (`afterFirstPage`).
 */
export function usePageViews(tracked: boolean): void {
  const { pathname, search } = useLocation();
  useEffect(() => {
    if (!tracked) return;
    afterFirstPage(() => void startTracking());
    trackPageView(pathname + search);
  }, [tracked, pathname, search]);
}

import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { trackPageView } from './tracking';

/** One page view per location, with path and query. */
export function usePageViews(): void {
  const { pathname, search } = useLocation();
  useEffect(() => {
    trackPageView(pathname + search);
  }, [pathname, search]);
}

import { lazy, Suspense, useEffect, useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { usePageViews } from '../features/tracking/use-page-views';
import { firstPageRendered } from '../lib/after-first-page';
import { Guarded } from './guards';
import { ChunkErrorBoundary, DelayedLoader } from './lazy';
import { pageOf } from './pages';
import { RouteContext } from './route-context';
import { matchCustomerRoute, type CustomerRoute } from './route-table';
import { SiteShell } from './shell/site-shell';

/** Rendered beside a page inside its Suspense boundary: its effect runs once the page itself is shown. */
function PageShown() {
  useEffect(firstPageRendered, []);
  return null;
}

// The back office's frame is its own chunk: storefront visitors never download it.
const AdminShell = lazy(() => import('./shell/admin-shell'));

/** Renders the first route of the customer route table that matches, guarded, in its shell. */
export function CustomerRouter({ routes }: { routes: readonly CustomerRoute[] }) {
  const location = useLocation();
  const match = useMemo(() => matchCustomerRoute(routes, location.pathname), [routes, location.pathname]);
  usePageViews(match.route.area !== 'admin');
  const Page = pageOf(match.route.page);
  const content = (
    <Guarded guard={match.route.guard} page={match.route.page} studentArea={match.route.studentArea}>
      <ChunkErrorBoundary resetKey={location.pathname}>
        <Suspense fallback={<DelayedLoader />}>
          <Page />
          <PageShown />
        </Suspense>
      </ChunkErrorBoundary>
    </Guarded>
  );
  return (
    <RouteContext.Provider value={match}>
      {match.route.area === 'admin' ? (
        <Suspense fallback={<DelayedLoader />}>
          <AdminShell>{content}</AdminShell>
        </Suspense>
      ) : (
        <SiteShell chrome={match.route.chrome}>{content}</SiteShell>
      )}
    </RouteContext.Provider>
  );
}

import { lazy, Suspense } from 'react';
import { CustomPage } from '../../features/pages/components/custom-page';
import { sessions } from '../../lib/sessions';
import { useSiteSettings } from '../../hooks/use-site-settings';
import { useRoute } from '../route-context';

// The not-found page is built of Amplify UI; a page that exists (the home page) never downloads it.
const NotFoundPage = lazy(() => import('./not-found'));

/** A custom page routed by the site settings (`/`, `/about`, …): the page whose path matched. */
export default function CustomPagePage() {
  const { route } = useRoute();
  const settings = useSiteSettings();
  const notFound = (
    <Suspense fallback={null}>
      <NotFoundPage />
    </Suspense>
  );
  // A members' page: the client-area guard let a signed-in student or instructor in.
  const token = route.guard === 'public' ? 'none' : sessions.student.get().isAuthenticated ? 'student' : 'instructor';
  return <CustomPage path={route.path} settings={settings} notFound={notFound} token={token} />;
}

import { CustomPage } from '../../features/pages/components/custom-page';
import { useSiteSettings } from '../../features/site/stores/site';
import { useRoute } from '../route-context';
import NotFoundPage from './not-found';

/** A custom page routed by the site settings (`/`, `/about`, …): the page whose path matched. */
export default function CustomPagePage() {
  const { route } = useRoute();
  const settings = useSiteSettings();
  return <CustomPage path={route.path} settings={settings} notFound={<NotFoundPage />} />;
}

import { GalleryList } from '../../features/content/components/gallery-list';
import { useSiteSettings } from '../../hooks/use-site-settings';

/** /gallery: the published galleries with their images. */
export default function GalleryPage() {
  const { aboutWebSite } = useSiteSettings();
  return <GalleryList siteTitle={aboutWebSite.title} />;
}

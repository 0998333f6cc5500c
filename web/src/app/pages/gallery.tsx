import { GalleryList } from '../../features/content/components/gallery-list';
import { useSiteSettings } from '../../features/site/stores/site';

/** /gallery: the published galleries with their images. */
export default function GalleryPage() {
  const { aboutWebSite } = useSiteSettings();
  return <GalleryList siteTitle={aboutWebSite.title} />;
}

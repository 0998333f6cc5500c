import { GalleryList } from '../../features/content/components/gallery-list';

/** /gallery: the published galleries with their images. */
export default function GalleryPage() {
  return <GalleryList />;
}

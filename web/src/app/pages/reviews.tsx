import { ReviewList } from '../../features/content/components/review-list';
import { useSiteSettings } from '../../features/site/stores/site';

/** /review: the published reviews, with their categories. */
export default function ReviewsPage() {
  const { aboutWebSite } = useSiteSettings();
  return <ReviewList siteTitle={aboutWebSite.title} />;
}

import { ReviewList } from '../../features/content/components/review-list';
import { useSiteSettings } from '../../hooks/use-site-settings';

/** /review: the published reviews, with their categories. */
export default function ReviewsPage() {
  const { aboutWebSite } = useSiteSettings();
  return <ReviewList siteTitle={aboutWebSite.title} />;
}

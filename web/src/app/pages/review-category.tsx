import { ReviewCategory } from '../../features/content/components/review-list';
import { useSiteSettings } from '../../hooks/use-site-settings';
import { useRoute } from '../route-context';

/** /review/category/{id}: the reviews of one category, named by id or slug. */
export default function ReviewCategoryPage() {
  const { params } = useRoute();
  const { aboutWebSite } = useSiteSettings();
  return <ReviewCategory idOrSlug={params.id ?? ''} siteTitle={aboutWebSite.title} />;
}

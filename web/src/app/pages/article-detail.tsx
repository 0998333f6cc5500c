import { ArticleDetail } from '../../features/content/components/article-detail';
import { useSiteSettings } from '../../features/site/stores/site';
import { useRoute } from '../route-context';

/** /article/{id}: a published article, by id or slug. */
export default function ArticleDetailPage() {
  const { params } = useRoute();
  const { aboutWebSite } = useSiteSettings();
  return <ArticleDetail idOrSlug={params.id ?? ''} siteTitle={aboutWebSite.title} />;
}

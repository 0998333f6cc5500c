import { ArticleCategory } from '../../features/content/components/article-list';
import { useSiteSettings } from '../../hooks/use-site-settings';
import { useRoute } from '../route-context';

/** /article/category/{id}: the articles of one category, named by id or slug. */
export default function ArticleCategoryPage() {
  const { params } = useRoute();
  const { aboutWebSite } = useSiteSettings();
  return <ArticleCategory idOrSlug={params.id ?? ''} siteTitle={aboutWebSite.title} />;
}

import { ArticleList } from '../../features/content/components/article-list';
import { useSiteSettings } from '../../hooks/use-site-settings';

/** /article: the published articles, with their categories. */
export default function ArticlesPage() {
  const { aboutWebSite } = useSiteSettings();
  return <ArticleList siteTitle={aboutWebSite.title} />;
}

import { ArticleCategory } from '../../features/content/components/article-list';
import { useRoute } from '../route-context';

/** /article/category/{id}: the articles of one category, named by id or slug. */
export default function ArticleCategoryPage() {
  const { params } = useRoute();
  return <ArticleCategory idOrSlug={params.id ?? ''} />;
}

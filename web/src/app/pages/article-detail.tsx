import { ArticleDetail } from '../../features/content/components/article-detail';
import { useRoute } from '../route-context';

/** /article/{id}: a published article, by id or slug. */
export default function ArticleDetailPage() {
  const { params } = useRoute();
  return <ArticleDetail idOrSlug={params.id ?? ''} />;
}

import { ArticleList } from '../../features/content/components/article-list';

/** /article: the published articles, with their categories. */
export default function ArticlesPage() {
  return <ArticleList />;
}

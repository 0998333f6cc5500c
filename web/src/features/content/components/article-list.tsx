import type { PublicArticleCard } from '@lm/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import '../../../components/storefront.css';
import { usePublicArticles } from '../api/list-public-articles';
import '../content.css';
import '../i18n';
import { articleCategoryHref, articleHref } from '../utils/content-paths';
import { formatDay } from '../utils/format-date';
import { CategorizedList, ContentCategory, type ContentKind } from './categorized-content';
import { responsiveImage } from '../../../lib/images';

function ArticleCard({ article }: { article: PublicArticleCard }) {
  const { t, i18n } = useTranslation();
  return (
    <li className="sf-card ct-card" data-article-id={article.id}>
      {article.cover_image ? (
        <img className="sf-card__cover" {...responsiveImage(article.cover_image, 'card')} alt="" width={640} height={360} loading="lazy" decoding="async" />
      ) : (
        <div className="sf-card__cover sf-card__cover--empty" aria-hidden="true" />
      )}
      <div className="sf-card__body">
        <h2 className="sf-card__title">
          <Link to={articleHref(article)}>{article.title}</Link>
        </h2>
        {article.summary && <p className="ct-card__summary">{article.summary}</p>}
        <p className="ct-meta">
          {article.author && <span>{t('content.articles.by', { author: article.author })}</span>}
          <time dateTime={article.created_at}>{formatDay(article.created_at, i18n.language)}</time>
        </p>
      </div>
    </li>
  );
}

const articles: ContentKind<PublicArticleCard> = {
  categoryType: 'article',
  keys: 'content.articles',
  path: '/article',
  useList: usePublicArticles,
  categoryHref: articleCategoryHref,
  renderCard: (article) => <ArticleCard key={article.id} article={article} />,
};

/** /article: every published article, newest first, with links to each article category. */
export function ArticleList() {
  return <CategorizedList kind={articles} />;
}

/** /article/category/{id}: the articles of the category the address names by id or slug. */
export function ArticleCategory({ idOrSlug }: { idOrSlug: string }) {
  return <ContentCategory kind={articles} idOrSlug={idOrSlug} />;
}

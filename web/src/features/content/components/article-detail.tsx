import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ApiError } from '../../../lib/api/errors';
import { useShareHead } from '../../../hooks/use-share-head';
import { useSiteSettings } from '../../../hooks/use-site-settings';
import { excerpt } from '../../../lib/share-head';
import '../../../components/storefront-i18n';
import '../../../components/storefront.css';
import { usePublicArticle } from '../api/get-public-article';
import '../content.css';
import '../i18n';
import { articleCategoryHref } from '../utils/content-paths';
import { formatDay } from '../utils/format-date';
import { FailedPage, LoadingPage, MissingPage } from './states';
import { TextBody } from './text-body';
import { responsiveImage } from '../../../lib/images';

/** /article/{id}: a published article (by id or slug) with its category, cover and body. */
export function ArticleDetail({ idOrSlug }: { idOrSlug: string }) {
  const { t, i18n } = useTranslation();
  const article = usePublicArticle(idOrSlug);
  const shared = article.status === 'success' ? article.data : undefined;
  useShareHead(shared && { title: shared.title, description: excerpt(shared.summary || shared.body), image: shared.cover_image, type: 'article' }, useSiteSettings());

  if (article.status === 'loading') return <LoadingPage text={t('content.articles.loadingOne')} />;
  if (article.status === 'error') {
    if (article.error instanceof ApiError && article.error.status === 404) {
      return <MissingPage title={t('content.articles.notFoundTitle')} body={t('content.articles.notFoundBody')} backHref="/article" backText={t('content.articles.all')} />;
    }
    return <FailedPage title={t('content.articles.title')} error={article.error} message={t('content.articles.errorOne')} onRetry={article.retry} />;
  }

  const { title, summary, body, cover_image, author, created_at, category } = article.data;
  return (
    <main className="page sf-page ct-article">
      <nav aria-label={t('content.state.breadcrumb')} className="sf-breadcrumb">
        <ol>
          <li>
            <Link to="/article">{t('content.articles.title')}</Link>
          </li>
          {category && (
            <li>
              <Link to={articleCategoryHref(category)}>{category.name}</Link>
            </li>
          )}
        </ol>
      </nav>
      <article>
        <header className="ct-article__header">
          <h1>{title}</h1>
          <p className="ct-meta">
            {author && <span>{t('content.articles.by', { author })}</span>}
            <time dateTime={created_at}>{formatDay(created_at, i18n.language)}</time>
          </p>
          {summary && <p className="sf-lead">{summary}</p>}
        </header>
        {cover_image && <img className="ct-article__cover" {...responsiveImage(cover_image, 'detail')} alt={t('content.articles.cover', { title })} width={960} height={540} />}
        <TextBody text={body} className="ct-text ct-article__body" />
      </article>
      <p>
        <Link to="/article">← {t('content.articles.all')}</Link>
      </p>
    </main>
  );
}

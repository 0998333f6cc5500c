import type { PublicArticleCard, PublicCategory } from '@lm/shared';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { usePublicCategories } from '../../storefront/api/list-public-categories';
import { pageParam } from '../../storefront/components/course-catalogue';
import { useDocumentTitle } from '../../storefront/hooks/use-document-title';
import '../../storefront/i18n';
import '../../storefront/storefront.css';
import { usePublicArticles } from '../api/list-public-articles';
import '../content.css';
import '../i18n';
import { articleCategoryHref, articleHref, findCategory } from '../utils/content-paths';
import { formatDay } from '../utils/format-date';
import { CategoryNav } from './category-nav';
import { ListResults } from './list-results';
import { FailedPage, LoadingPage, MissingPage } from './states';

function ArticleCard({ article }: { article: PublicArticleCard }) {
  const { t, i18n } = useTranslation();
  return (
    <li className="sf-card ct-card" data-article-id={article.id}>
      {article.cover_image ? (
        <img className="sf-card__cover" src={article.cover_image} alt="" width={640} height={360} loading="lazy" decoding="async" />
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

/** The articles of a page, 12 at a time, with their pages in the address (`?page=`). */
function Articles({ category, emptyText }: { category?: PublicCategory; emptyText: string }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const articles = usePublicArticles({ category: category?.id, page: pageParam(params.get('page')) });
  return (
    <ListResults
      list={articles}
      countKey="content.articles.found"
      loadingText={t('content.state.loading')}
      errorText={t('content.articles.error')}
      emptyText={emptyText}
      renderItem={(article) => <ArticleCard key={article.id} article={article} />}
      hrefOfPage={(n) => (n > 1 ? `${pathname}?page=${n}` : pathname)}
    />
  );
}

/** /article: every published article, newest first, with links to each article category. */
export function ArticleList({ siteTitle }: { siteTitle: string }) {
  const { t } = useTranslation();
  const categories = usePublicCategories('article');
  useDocumentTitle(t('content.articles.title'), siteTitle);
  return (
    <main className="page sf-page">
      <header className="sf-page__header">
        <h1>{t('content.articles.title')}</h1>
        <p className="sf-lead">{t('content.articles.intro')}</p>
      </header>
      <CategoryNav categories={categories} label={t('content.articles.categories')} allText={t('content.articles.all')} allHref="/article" hrefOf={articleCategoryHref} />
      <Articles emptyText={t('content.articles.empty')} />
    </main>
  );
}

/** /article/category/{id}: the articles of the category the address names by id or slug. */
export function ArticleCategory({ idOrSlug, siteTitle }: { idOrSlug: string; siteTitle: string }) {
  const { t } = useTranslation();
  const categories = usePublicCategories('article');
  const category = categories.status === 'success' ? findCategory(categories.data, idOrSlug) : undefined;
  useDocumentTitle(category?.name, siteTitle);

  if (categories.status === 'loading') return <LoadingPage text={t('content.state.loading')} />;
  if (categories.status === 'error') {
    return <FailedPage title={t('content.articles.title')} error={categories.error} message={t('content.articles.error')} onRetry={categories.retry} />;
  }
  if (!category) {
    return <MissingPage title={t('content.articles.categoryNotFoundTitle')} body={t('content.articles.categoryNotFoundBody')} backHref="/article" backText={t('content.articles.all')} />;
  }
  return (
    <main className="page sf-page">
      <nav aria-label={t('content.state.breadcrumb')} className="sf-breadcrumb">
        <ol>
          <li>
            <Link to="/article">{t('content.articles.title')}</Link>
          </li>
          <li aria-current="page">{category.name}</li>
        </ol>
      </nav>
      <header className="sf-page__header">
        <h1>{category.name}</h1>
        {category.description && <p className="sf-lead">{category.description}</p>}
      </header>
      <CategoryNav
        categories={categories}
        label={t('content.articles.categories')}
        allText={t('content.articles.all')}
        allHref="/article"
        current={category.id}
        hrefOf={articleCategoryHref}
      />
      <Articles key={category.id} category={category} emptyText={t('content.articles.emptyCategory')} />
    </main>
  );
}

import type { PublicCategory } from '@lm/shared';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { usePublicCategories } from '../../storefront/api/list-public-categories';
import { pageParam } from '../../storefront/components/course-catalogue';
import { useDocumentTitle } from '../../storefront/hooks/use-document-title';
import '../../storefront/i18n';
import '../../storefront/storefront.css';
import { usePublicReviews, type PublicReviewCard } from '../api/list-public-reviews';
import '../content.css';
import '../i18n';
import { findCategory, reviewCategoryHref, reviewHref } from '../utils/content-paths';
import { paragraphsOf } from '../utils/paragraphs';
import { CategoryNav } from './category-nav';
import { ListResults } from './list-results';
import { Reviewer } from './reviewer';
import { Stars } from './stars';
import { FailedPage, LoadingPage, MissingPage } from './states';

function ReviewCard({ review }: { review: PublicReviewCard }) {
  const excerpt = paragraphsOf(review.body)[0];
  return (
    <li className="sf-card ct-card ct-review-card" data-review-id={review.id}>
      <div className="sf-card__body">
        <Stars rating={review.rating} />
        <h2 className="sf-card__title">
          <Link to={reviewHref(review)}>{review.title}</Link>
        </h2>
        {excerpt && <p className="ct-card__summary">{excerpt}</p>}
        <Reviewer name={review.reviewer_name} image={review.reviewer_image} />
      </div>
    </li>
  );
}

function Reviews({ category, emptyText }: { category?: PublicCategory; emptyText: string }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const reviews = usePublicReviews({ category: category?.id, page: pageParam(params.get('page')) });
  return (
    <ListResults
      list={reviews}
      countKey="content.reviews.found"
      loadingText={t('content.state.loading')}
      errorText={t('content.reviews.error')}
      emptyText={emptyText}
      renderItem={(review) => <ReviewCard key={review.id} review={review} />}
      hrefOfPage={(n) => (n > 1 ? `${pathname}?page=${n}` : pathname)}
    />
  );
}

/** /review: every published review, newest first, with links to each review category. */
export function ReviewList({ siteTitle }: { siteTitle: string }) {
  const { t } = useTranslation();
  const categories = usePublicCategories('review');
  useDocumentTitle(t('content.reviews.title'), siteTitle);
  return (
    <main className="page sf-page">
      <header className="sf-page__header">
        <h1>{t('content.reviews.title')}</h1>
        <p className="sf-lead">{t('content.reviews.intro')}</p>
      </header>
      <CategoryNav categories={categories} label={t('content.reviews.categories')} allText={t('content.reviews.all')} allHref="/review" hrefOf={reviewCategoryHref} />
      <Reviews emptyText={t('content.reviews.empty')} />
    </main>
  );
}

/** /review/category/{id}: the reviews of the category the address names by id or slug. */
export function ReviewCategory({ idOrSlug, siteTitle }: { idOrSlug: string; siteTitle: string }) {
  const { t } = useTranslation();
  const categories = usePublicCategories('review');
  const category = categories.status === 'success' ? findCategory(categories.data, idOrSlug) : undefined;
  useDocumentTitle(category?.name, siteTitle);

  if (categories.status === 'loading') return <LoadingPage text={t('content.state.loading')} />;
  if (categories.status === 'error') {
    return <FailedPage title={t('content.reviews.title')} error={categories.error} message={t('content.reviews.error')} onRetry={categories.retry} />;
  }
  if (!category) {
    return <MissingPage title={t('content.reviews.categoryNotFoundTitle')} body={t('content.reviews.categoryNotFoundBody')} backHref="/review" backText={t('content.reviews.all')} />;
  }
  return (
    <main className="page sf-page">
      <nav aria-label={t('content.state.breadcrumb')} className="sf-breadcrumb">
        <ol>
          <li>
            <Link to="/review">{t('content.reviews.title')}</Link>
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
        label={t('content.reviews.categories')}
        allText={t('content.reviews.all')}
        allHref="/review"
        current={category.id}
        hrefOf={reviewCategoryHref}
      />
      <Reviews key={category.id} category={category} emptyText={t('content.reviews.emptyCategory')} />
    </main>
  );
}

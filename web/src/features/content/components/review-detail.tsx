import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ApiError } from '../../../lib/api/errors';
import { courseHref } from '../../../components/course-card';
import { useShareHead } from '../../../hooks/use-share-head';
import { useSiteSettings } from '../../../hooks/use-site-settings';
import { excerpt } from '../../../lib/share-head';
import '../../../components/storefront-i18n';
import '../../../components/storefront.css';
import { usePublicReview } from '../api/get-public-review';
import '../content.css';
import '../i18n';
import { reviewCategoryHref } from '../utils/content-paths';
import { formatDay } from '../utils/format-date';
import { Reviewer } from './reviewer';
import { Stars } from './stars';
import { FailedPage, LoadingPage, MissingPage } from './states';
import { TextBody } from './text-body';

/** /review/{id}: a published review with its rating, its words, who wrote it and the course it is about. */
export function ReviewDetail({ id }: { id: string }) {
  const { t, i18n } = useTranslation();
  const review = usePublicReview(id);
  const shared = review.status === 'success' ? review.data : undefined;
  useShareHead(shared && { title: shared.title, description: excerpt(shared.body), image: shared.reviewer_image, type: 'article' }, useSiteSettings());

  if (review.status === 'loading') return <LoadingPage text={t('content.reviews.loadingOne')} />;
  if (review.status === 'error') {
    if (review.error instanceof ApiError && review.error.status === 404) {
      return <MissingPage title={t('content.reviews.notFoundTitle')} body={t('content.reviews.notFoundBody')} backHref="/review" backText={t('content.reviews.all')} />;
    }
    return <FailedPage title={t('content.reviews.title')} error={review.error} message={t('content.reviews.errorOne')} onRetry={review.retry} />;
  }

  const { title, body, rating, reviewer_name, reviewer_image, course_id, category, created_at } = review.data;
  return (
    <main className="page sf-page ct-article">
      <nav aria-label={t('content.state.breadcrumb')} className="sf-breadcrumb">
        <ol>
          <li>
            <Link to="/review">{t('content.reviews.title')}</Link>
          </li>
          {category && (
            <li>
              <Link to={reviewCategoryHref(category)}>{category.name}</Link>
            </li>
          )}
        </ol>
      </nav>
      <article>
        <header className="ct-article__header">
          <Stars rating={rating} className="ct-stars--large" />
          <h1>{title}</h1>
          <Reviewer name={reviewer_name} image={reviewer_image} />
          <p className="ct-meta">
            <time dateTime={created_at}>{formatDay(created_at, i18n.language)}</time>
          </p>
        </header>
        <TextBody text={body} className="ct-text ct-article__body" />
      </article>
      {course_id && (
        <p>
          <Link to={courseHref(course_id)} className="button">
            {t('content.reviews.course')}
          </Link>
        </p>
      )}
      <p>
        <Link to="/review">← {t('content.reviews.all')}</Link>
      </p>
    </main>
  );
}

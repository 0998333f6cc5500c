import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ApiError } from '../../../lib/api/errors';
import { CourseCard } from '../../../components/course-card';
import { useShareHead } from '../../../hooks/use-share-head';
import { useSiteSettings } from '../../../hooks/use-site-settings';
import { excerpt } from '../../../lib/share-head';
import '../../../components/storefront-i18n';
import '../../../components/storefront.css';
import { usePublicPromotion } from '../api/get-public-promotion';
import '../content.css';
import '../i18n';
import { PromotionSummary } from './promotion-summary';
import { FailedPage, LoadingPage, MissingPage } from './states';
import { TextBody } from './text-body';

/** /promotion/{id}: a promotion's discount, period and description, and the courses it applies to as course cards. */
export function PromotionDetail({ id }: { id: string }) {
  const { t } = useTranslation();
  const promotion = usePublicPromotion(id);
  const shared = promotion.status === 'success' ? promotion.data : undefined;
  useShareHead(shared && { title: shared.title, description: excerpt(shared.description), image: shared.image }, useSiteSettings());

  if (promotion.status === 'loading') return <LoadingPage text={t('content.promotions.loadingOne')} />;
  if (promotion.status === 'error') {
    if (promotion.error instanceof ApiError && promotion.error.status === 404) {
      return (
        <MissingPage title={t('content.promotions.notFoundTitle')} body={t('content.promotions.notFoundBody')} backHref="/promotion" backText={t('content.promotions.title')} />
      );
    }
    return <FailedPage title={t('content.promotions.title')} error={promotion.error} message={t('content.promotions.errorOne')} onRetry={promotion.retry} />;
  }

  const data = promotion.data;
  return (
    <main className="page sf-page">
      <nav aria-label={t('content.state.breadcrumb')} className="sf-breadcrumb">
        <ol>
          <li>
            <Link to="/promotion">{t('content.promotions.title')}</Link>
          </li>
        </ol>
      </nav>
      <div className="sf-detail__hero">
        {data.image ? (
          <img className="sf-detail__cover" src={data.image} alt="" width={640} height={360} />
        ) : (
          <div className="sf-detail__cover sf-card__cover--empty" aria-hidden="true" />
        )}
        <div className="sf-detail__summary">
          <h1 className="sf-detail__title">{data.title}</h1>
          <PromotionSummary promotion={data} large />
        </div>
      </div>
      <TextBody text={data.description} className="ct-text sf-detail__section" />
      <section className="ct-section" aria-labelledby="ct-promotion-courses">
        <h2 id="ct-promotion-courses">{t('content.promotions.courses')}</h2>
        {data.courses.length === 0 ? (
          <p className="sf-state">{t('content.promotions.noCourses')}</p>
        ) : (
          <ul className="sf-grid">
            {data.courses.map((course) => (
              <CourseCard key={course.id} course={course} level={3} />
            ))}
          </ul>
        )}
        {data.product_ids.length > 0 && <p className="sf-muted">{t('content.promotions.products', { count: data.product_ids.length })}</p>}
      </section>
    </main>
  );
}

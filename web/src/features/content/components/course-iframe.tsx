import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api/errors';
import { usePublicCourse } from '../../../hooks/use-public-course';
import { courseHref } from '../../../components/course-card';
import { Price } from '../../../components/price';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import '../../../components/storefront-i18n';
import '../../../components/storefront.css';
import '../content.css';
import '../i18n';

/**
 * /iframe/courses/{id}: a course as one compact card for other sites to embed (no header or
 * footer). Its link opens the course's page here in a new window, outside the frame.
 */
export function CourseIframe({ id }: { id: string }) {
  const { t } = useTranslation();
  const course = usePublicCourse(id);
  useDocumentTitle(course.status === 'success' ? course.data.title : undefined);

  if (course.status === 'loading') {
    return (
      <main className="ct-embed">
        <p className="sf-state" role="status">
          {t('content.iframe.loading')}
        </p>
      </main>
    );
  }
  if (course.status === 'error') {
    const missing = course.error instanceof ApiError && course.error.status === 404;
    return (
      <main className="ct-embed">
        <p className={missing ? 'sf-state' : 'sf-state sf-state--error'} role="alert">
          {missing ? t('content.iframe.notFound') : t('content.iframe.error')}
        </p>
      </main>
    );
  }
  const { title, cover_image, price, sale_price, status, category } = course.data;
  const href = new URL(courseHref(id), window.location.origin).toString();
  return (
    <main className="ct-embed">
      <article className="sf-card ct-embed__card" data-course-id={course.data.id}>
        {cover_image ? (
          <img className="sf-card__cover" src={cover_image} alt="" width={640} height={360} decoding="async" />
        ) : (
          <div className="sf-card__cover sf-card__cover--empty" aria-hidden="true" />
        )}
        <div className="sf-card__body">
          {category && <p className="ct-meta">{category.name}</p>}
          <h1 className="sf-card__title ct-embed__title">{title}</h1>
          {status !== 'open' && <p className="sf-badge">{t(`storefront.status.${status}`)}</p>}
          <Price price={price} salePrice={sale_price} className="sf-card__price" />
          <a className="button button--primary ct-embed__link" href={href} target="_blank" rel="noopener">
            {t('content.iframe.view')} <span className="sf-visually-hidden">{t('content.iframe.newWindow')}</span>
          </a>
        </div>
      </article>
    </main>
  );
}

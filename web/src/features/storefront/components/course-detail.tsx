import type { PublicCourse } from '@lm/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ApiError } from '../../../lib/api/errors';
import { usePublicCourse } from '../../../hooks/use-public-course';
import { useShareHead } from '../../../hooks/use-share-head';
import { useSiteSettings } from '../../../hooks/use-site-settings';
import { excerpt } from '../../../lib/share-head';
import '../../../components/storefront-i18n';
import '../../../components/storefront.css';
import { CourseAssessments } from './course-assessments';
import { NotAvailable } from './not-available';
import { LoadFailure } from '../../../components/load-failure';
import { Price } from '../../../components/price';
import { CartButtons } from '../../../components/cart-buttons';
import { responsiveImage } from '../../../lib/images';
import { instructorHref } from '../../../lib/instructor-href';

interface Props {
  id: string;
  /** Where the course's category lists its courses. */
  categoryHref(category: NonNullable<PublicCourse['category']>): string;
}

/** Who teaches the course: their photo, name (a link to their page) and headline. */
function Instructor({ instructor, href }: { instructor: NonNullable<PublicCourse['instructor']>; href: string }) {
  const { t } = useTranslation();
  return (
    <section className="sf-detail__section" aria-labelledby="sf-instructor">
      <h2 id="sf-instructor">{t('storefront.detail.instructor')}</h2>
      <div className="sf-instructor">
        {instructor.avatar ? (
          <img className="sf-instructor__avatar" src={instructor.avatar} alt="" width={72} height={72} loading="lazy" decoding="async" />
        ) : (
          <span className="sf-instructor__avatar sf-instructor__avatar--empty" aria-hidden="true">
            {instructor.name.slice(0, 1)}
          </span>
        )}
        <div>
          <p className="sf-instructor__name">
            <Link to={href}>{instructor.name}</Link>
          </p>
          {instructor.headline && <p className="sf-instructor__headline">{instructor.headline}</p>}
        </div>
      </div>
    </section>
  );
}

function Curriculum({ sections }: { sections: PublicCourse['curriculum'] }) {
  const { t } = useTranslation();
  const lessons = sections.flatMap((section) => section.lessons);
  const minutes = lessons.reduce((sum, lesson) => sum + lesson.duration_minutes, 0);
  return (
    <section className="sf-detail__section" aria-labelledby="sf-curriculum">
      <h2 id="sf-curriculum">{t('storefront.detail.curriculum')}</h2>
      <p className="sf-muted">{t('storefront.detail.summary', { sections: sections.length, lessons: lessons.length, minutes })}</p>
      <ol className="sf-curriculum">
        {sections.map((section, index) => (
          <li key={`${index}-${section.title}`} className="sf-curriculum__section">
            <h3>{section.title}</h3>
            <ol className="sf-curriculum__lessons">
              {section.lessons.map((lesson, lessonIndex) => (
                <li key={`${lessonIndex}-${lesson.title}`}>
                  <span>{lesson.title}</span>
                  {lesson.duration_minutes > 0 && <span className="sf-muted">{t('storefront.detail.minutes', { count: lesson.duration_minutes })}</span>}
                </li>
              ))}
            </ol>
          </li>
        ))}
      </ol>
    </section>
  );
}

/** A course's page: cover, title, its instructor, price, add to cart and buy now, description and curriculum, or why it cannot be shown. */
export function CourseDetail({ id, categoryHref }: Props) {
  const { t } = useTranslation();
  const course = usePublicCourse(id);
  const settings = useSiteSettings();
  const shared = course.status === 'success' ? course.data : undefined;
  useShareHead(shared && { title: shared.title, description: excerpt(shared.description), image: shared.cover_image, type: 'product' }, settings);

  if (course.status === 'loading') {
    return (
      <main className="page sf-page">
        <p className="sf-state" role="status">
          {t('storefront.state.loadingCourse')}
        </p>
      </main>
    );
  }
  if (course.status === 'error') {
    if (course.error instanceof ApiError && course.error.status === 404) {
      return <NotAvailable title={t('storefront.detail.notFoundTitle')} body={t('storefront.detail.notFoundBody')} />;
    }
    return (
      <main className="page sf-page">
        <h1>{t('storefront.courses.title')}</h1>
        <LoadFailure error={course.error} message={t('storefront.detail.error')} onRetry={course.retry} />
      </main>
    );
  }

  const { id: courseId, title, description, cover_image, price, sale_price, status, category, instructor, curriculum } = course.data;
  const teacherHref = instructor && instructorHref(instructor, settings.routes.instructorPages);
  return (
    <main className="page sf-page sf-detail">
      <nav aria-label={t('storefront.detail.breadcrumb')} className="sf-breadcrumb">
        <ol>
          <li>
            <Link to="/courses">{t('storefront.courses.title')}</Link>
          </li>
          {category && (
            <li>
              <Link to={categoryHref(category)}>{category.name}</Link>
            </li>
          )}
        </ol>
      </nav>
      <div className="sf-detail__hero">
        {cover_image ? (
          <img className="sf-detail__cover" {...responsiveImage(cover_image, 'detail')} alt={t('storefront.detail.cover', { title })} width={640} height={360} />
        ) : (
          <div className="sf-detail__cover sf-card__cover--empty" aria-hidden="true" />
        )}
        <div className="sf-detail__summary">
          {category && (
            <p className="sf-detail__category">
              <Link to={categoryHref(category)}>{category.name}</Link>
            </p>
          )}
          <h1 className="sf-detail__title">{title}</h1>
          {instructor && teacherHref && (
            <p className="sf-detail__byline">
              {t('storefront.detail.taughtBy')} <Link to={teacherHref}>{instructor.name}</Link>
            </p>
          )}
          {status !== 'open' && <p className="sf-badge">{t(`storefront.status.${status}`)}</p>}
          <Price price={price} salePrice={sale_price} className="sf-price--large" />
          {status === 'open' && <CartButtons kind="course" id={courseId} />}
        </div>
      </div>
      {description && (
        <section className="sf-detail__section" aria-labelledby="sf-about">
          <h2 id="sf-about">{t('storefront.detail.about')}</h2>
          <p className="sf-detail__description">{description}</p>
        </section>
      )}
      {curriculum.length > 0 && <Curriculum sections={curriculum} />}
      {instructor && teacherHref && <Instructor instructor={instructor} href={teacherHref} />}
      <CourseAssessments courseId={courseId} />
    </main>
  );
}

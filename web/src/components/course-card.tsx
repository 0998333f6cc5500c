import type { PublicCourseCard } from '@lm/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { CartButtons } from './cart-buttons';
import { Price } from './price';
import { responsiveImage } from '../lib/images';

export const courseHref = (id: string) => `/courses/${encodeURIComponent(id)}`;

/**
 * A course in a list: cover, title (the link to its page), its instructor, status and price, and while it is open
 * for enrolment, add to cart and buy now; the title's heading level fits where the list sits.
 */
export function CourseCard({ course, level = 2, byline = true }: { course: PublicCourseCard; level?: 2 | 3 | 4; /** False among one instructor's own courses. */ byline?: boolean }) {
  const { t } = useTranslation();
  const titleId = useId();
  const Title = `h${level}` as const;
  return (
    <li className="sf-card" data-course-id={course.id}>
      {course.cover_image ? (
        <img className="sf-card__cover" {...responsiveImage(course.cover_image, 'card')} alt="" width={640} height={360} loading="lazy" decoding="async" />
      ) : (
        <div className="sf-card__cover sf-card__cover--empty" aria-hidden="true" />
      )}
      <div className="sf-card__body">
        <Title className="sf-card__title" id={titleId}>
          <Link to={courseHref(course.id)}>{course.title}</Link>
        </Title>
        {byline && course.instructor_name && <p className="sf-card__byline">{course.instructor_name}</p>}
        {course.status !== 'open' && <p className="sf-badge">{t(`storefront.status.${course.status}`)}</p>}
        <Price price={course.price} salePrice={course.sale_price} className="sf-card__price" />
        {course.status === 'open' && <CartButtons kind="course" id={course.id} describedBy={titleId} />}
      </div>
    </li>
  );
}

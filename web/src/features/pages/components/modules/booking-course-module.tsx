import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { FeatureItemOf } from '../../api/feature-items';
import { Price } from '../../../../components/price';
import '../../../../components/storefront-i18n';
import { useFeatureItems } from '../../hooks/use-feature-items';
import type { ItemListData } from '../../utils/module-data';
import type { ModuleProps } from '../module-section';
import { cardHeading, chosenList, FeatureList } from './feature-list';

/** The client area's booking screen for a course; a visitor is sent to sign in first (../shared/SPEC.md §2 guard). */
export const bookingHref = (courseId: string) => `/myaccount/student/booking/${encodeURIComponent(courseId)}`;

function BookingCard({ course, level }: { course: FeatureItemOf<'course'>; level: 2 | 3 }) {
  const { t } = useTranslation();
  const Title = cardHeading(level);
  return (
    <li className="sf-card cp-card" data-course-id={course.id}>
      {course.cover_image ? (
        <img className="sf-card__cover" src={course.cover_image} alt="" width={640} height={360} loading="lazy" decoding="async" />
      ) : (
        <div className="sf-card__cover sf-card__cover--empty" aria-hidden="true" />
      )}
      <div className="sf-card__body">
        <Title className="sf-card__title">
          <Link to={bookingHref(course.id)}>
            <span className="sf-visually-hidden">{t('pages.book')}: </span>
            {course.title}
          </Link>
        </Title>
        <Price price={course.price} salePrice={course.sale_price} className="sf-card__price" />
        <p className="cp-card__action" aria-hidden="true">
          {t('pages.book')} →
        </p>
      </div>
    </li>
  );
}

function BookingList({ list, level, headTag }: { list: ItemListData; level: 2 | 3; headTag: boolean }) {
  const { t } = useTranslation();
  const courses = useFeatureItems('course', list);
  return (
    <FeatureList type="booking_course" heading={list.heading || t('pages.booking')} level={level} headTag={headTag} resource={courses}>
      {(items) => (
        <ul className="sf-grid">
          {items.map((course) => (
            <BookingCard key={course.id} course={course} level={level} />
          ))}
        </ul>
      )}
    </FeatureList>
  );
}

/** Courses to book a session of: each card leads to the booking screen. */
export function BookingCourseModule({ data, level, headTag }: ModuleProps) {
  const list = chosenList(data);
  return list ? <BookingList list={list} level={level} headTag={headTag} /> : null;
}

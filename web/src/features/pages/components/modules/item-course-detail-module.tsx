import type { PublicCourse } from '@lm/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { courseHref } from '../../../../components/course-card';
import { Price } from '../../../../components/price';
import '../../../../components/storefront-i18n';
import { useResource } from '../../../../hooks/use-resource';
import { findPublicCourse } from '../../api/get-course';
import { useItemId } from '../../hooks/use-item-id';
import { itemDetailData, type ItemDetailData } from '../../utils/module-data';
import { paragraphs } from '../../utils/text';
import type { ModuleProps } from '../module-section';
import { DetailFrame } from './detail-frame';

function Course({ course }: { course: PublicCourse }) {
  const { t } = useTranslation();
  const lessons = course.curriculum.flatMap((section) => section.lessons);
  const minutes = lessons.reduce((sum, lesson) => sum + lesson.duration_minutes, 0);
  return (
    <div className="cp-course">
      {course.cover_image && <img className="cp-detail__cover" src={course.cover_image} alt="" width={1280} height={720} decoding="async" />}
      <div className="cp-course__facts">
        {course.category && <p className="sf-muted">{course.category.name}</p>}
        {course.status !== 'open' && <p className="sf-badge">{t(`storefront.status.${course.status}`)}</p>}
        <Price price={course.price} salePrice={course.sale_price} className="sf-price--large" />
        {lessons.length > 0 && <p className="sf-muted">{t('storefront.detail.summary', { sections: course.curriculum.length, lessons: lessons.length, minutes })}</p>}
        <Link className="button button--primary" to={courseHref(course.id)}>
          {t('pages.viewCourse')}
          <span className="sf-visually-hidden">: {course.title}</span>
        </Link>
      </div>
      <div className="cp-course__description">
        {paragraphs(course.description).map((paragraph, index) => (
          <p key={index} className="cp-text">
            {paragraph}
          </p>
        ))}
      </div>
    </div>
  );
}

function CourseDetail({ detail, level }: { detail: ItemDetailData; level: 2 | 3 }) {
  const id = useItemId(detail);
  const course = useResource(`course/${id}?module`, (signal) => findPublicCourse(id, signal));
  return (
    <DetailFrame type="itemCourseDetail" heading={detail.heading} level={level} resource={course} fromPath={detail.from_path} title={(item) => item.title}>
      {(item) => <Course course={item} />}
    </DetailFrame>
  );
}

/** One course's essentials (cover, price, length, description) and the way to its page. */
export function ItemCourseDetailModule({ data, level }: ModuleProps) {
  const parsed = itemDetailData.safeParse(data);
  return parsed.success ? <CourseDetail detail={parsed.data} level={level} /> : null;
}

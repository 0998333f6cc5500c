import type { PublicInstructorDetail } from '@lm/shared';
import { useTranslation } from 'react-i18next';
import { CourseCard } from '../../../../components/course-card';
import '../../../../components/storefront-i18n';
import { useResource } from '../../../../hooks/use-resource';
import { getFeatureItem } from '../../api/feature-items';
import { useItemId } from '../../hooks/use-item-id';
import { itemDetailData, type ItemDetailData } from '../../utils/module-data';
import { paragraphs } from '../../utils/text';
import type { ModuleProps } from '../module-section';
import { DetailFrame } from './detail-frame';
import { cardHeading } from './feature-list';

function Instructor({ instructor, level }: { instructor: PublicInstructorDetail; level: 2 | 3 }) {
  const { t } = useTranslation();
  const Sub = cardHeading(level);
  return (
    <>
      <div className="cp-detail__intro">
        {instructor.avatar && <img className="cp-avatar cp-avatar--large" src={instructor.avatar} alt="" width={160} height={160} decoding="async" />}
        <div>
          {instructor.headline && <p className="cp-detail__lead">{instructor.headline}</p>}
          {instructor.expertise.length > 0 && (
            <ul className="cp-tags" aria-label={t('pages.expertise')}>
              {instructor.expertise.map((area) => (
                <li key={area}>{area}</li>
              ))}
            </ul>
          )}
        </div>
      </div>
      {paragraphs(instructor.bio).map((paragraph, index) => (
        <p key={index} className="cp-text">
          {paragraph}
        </p>
      ))}
      {instructor.courses.length > 0 && (
        <>
          <Sub className="cp-detail__subheading">{t('pages.coursesBy', { name: instructor.name })}</Sub>
          <ul className="sf-grid">
            {instructor.courses.map((course) => (
              <CourseCard key={course.id} course={course} level={4} byline={false} />
            ))}
          </ul>
        </>
      )}
    </>
  );
}

function InstructorDetail({ detail, level }: { detail: ItemDetailData; level: 2 | 3 }) {
  const id = useItemId(detail);
  const instructor = useResource(`custompage/instructor/${id}`, (signal) => (id ? getFeatureItem('instructor', id, signal) : Promise.resolve(undefined)));
  return (
    <DetailFrame type="instructorDetail" heading={detail.heading} level={level} resource={instructor} fromPath={detail.from_path} title={(item) => item.name}>
      {(item) => <Instructor instructor={item} level={level} />}
    </DetailFrame>
  );
}

/** One instructor's profile and courses: the chosen one, or the one the page's path names. */
export function InstructorDetailModule({ data, level }: ModuleProps) {
  const parsed = itemDetailData.safeParse(data);
  return parsed.success ? <InstructorDetail detail={parsed.data} level={level} /> : null;
}

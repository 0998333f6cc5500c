import { useTranslation } from 'react-i18next';
import '../../../components/assessment-i18n';
import { Stars } from '../../../components/star-rating';
import { useFeature } from '../../../hooks/use-site-settings';
import { formatDay } from '../../../lib/format-day';
import { useCourseAssessments } from '../api/list-course-assessments';

/**
 * What students who finished a course said of it (decision 0043): the average, how many gave
 * each number of stars, and the latest reviews under each student's public name. Shown when the
 * plan has ASSESSMENT; a course nobody assessed says so.
 */
function Assessments({ courseId }: { courseId: string }) {
  const { t, i18n } = useTranslation();
  const assessments = useCourseAssessments(courseId);
  return (
    <section className="sf-detail__section sf-assessments" aria-labelledby="sf-assessments" data-section="assessments">
      <h2 id="sf-assessments">{t('assessments.course.title')}</h2>
      {assessments.status === 'loading' && <p className="sf-muted" role="status">{t('assessments.course.loading')}</p>}
      {assessments.status === 'error' && <p className="sf-muted">{t('assessments.course.error')}</p>}
      {assessments.status === 'success' && assessments.data.count === 0 && <p className="sf-muted">{t('assessments.course.none')}</p>}
      {assessments.status === 'success' && assessments.data.count > 0 && (
        <>
          <p className="sf-assessments__summary">
            <Stars value={assessments.data.average} /> <span>{t('assessments.course.summary', { average: assessments.data.average.toFixed(1), count: assessments.data.count })}</span>
          </p>
          <ul className="sf-assessments__spread" aria-label={t('assessments.course.spread')}>
            {assessments.data.spread.map(({ stars, count }) => (
              <li key={stars}>
                {t('assessments.rating.stars', { count: stars })}: {t('assessments.course.students', { count })}
              </li>
            ))}
          </ul>
          <ul className="sf-assessments__list">
            {assessments.data.rows.map((row) => (
              <li key={row.id} className="sf-assessment">
                <p className="sf-assessment__head">
                  <strong>{row.name}</strong> <Stars value={row.rating} /> <time dateTime={row.updated_at}>{formatDay(row.updated_at, i18n.language)}</time>
                </p>
                <p className="sf-assessment__review">{row.review}</p>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

export function CourseAssessments({ courseId }: { courseId: string }) {
  return useFeature('ASSESSMENT') ? <Assessments courseId={courseId} /> : null;
}

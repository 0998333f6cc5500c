import type { MyLearningCourse, RouteOutput } from '@lm/shared';
import type { routes } from '@lm/shared/api/route-refs';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { courseHref } from '../../../components/course-card';
import { CourseProgress } from '../../../components/course-progress';
import { LoadFailure } from '../../../components/load-failure';
import '../../../components/assessment-i18n';
import '../../../components/star-rating.css';
import '../../../components/storefront-i18n';
import '../../../components/storefront.css';
import { paths } from '../../../config/paths';
import { useFeature } from '../../../hooks/use-site-settings';
import { useMyLearning } from '../../../hooks/use-my-learning';
import { studentAssessmentHref } from '../../../lib/assessment-paths';
import { learnHref } from '../../../lib/learning';
import { useMyCourses } from '../api/list-my-courses';
import '../commerce.css';
import '../i18n';
import { formatDate } from '../utils/format';
import { RedeemSerial } from './redeem-serial';
import { useDocumentTitle } from '../../../hooks/use-document-title';

type Course = RouteOutput<typeof routes.listMyCourses>[number];

/**
 * A course's card: its title, how long the student may study it, how far they are and the way into
 * its lessons (`unknown` while their progress loads; without it, the learn page opens where they left).
 */
function OwnedCourse({ course, learning }: { course: Course; learning: MyLearningCourse | undefined | 'unknown' }) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const assessments = useFeature('ASSESSMENT');
  return (
    <li className="sf-card" data-course-id={course.course_id}>
      {course.cover_image ? (
        <img className="sf-card__cover" src={course.cover_image} alt="" width={640} height={360} loading="lazy" decoding="async" />
      ) : (
        <div className="sf-card__cover sf-card__cover--empty" aria-hidden="true" />
      )}
      <div className="sf-card__body">
        <h2 className="sf-card__title" id={titleId}>
          <Link to={courseHref(course.course_id)}>{course.title}</Link>
        </h2>
        <p className={course.expired ? 'cm-access cm-access--ended' : 'cm-access'}>
          {t(course.expired ? 'commerce.courses.ended' : 'commerce.courses.accessUntil', { date: formatDate(course.access_until, i18n.language) })}
        </p>
        {learning !== 'unknown' && (
          <>
            {learning && <CourseProgress percent={learning.percent} label={t('commerce.courses.progress')} text={(percent) => t('commerce.courses.percent', { percent })} />}
            {/* Named "Continue" and described by the course's title, so the title names one link only. */}
            <Link className="button button--primary cm-learn" to={learnHref(course.course_id, learning?.last_lesson_id || undefined)} aria-describedby={titleId}>
              {t(learning?.last_lesson_id ? 'commerce.courses.continue' : 'commerce.courses.start')}
            </Link>
            {assessments && (
              <Link className="cm-assessment" to={studentAssessmentHref(course.course_id)} aria-describedby={titleId}>
                {t('assessments.myCourse')}
              </Link>
            )}
          </>
        )}
      </div>
    </li>
  );
}

/** /myaccount/student/course: the courses the student owns, with how long they may study each, how far they are, and the way into its lessons. */
export function MyCourses() {
  const { t } = useTranslation();
  useDocumentTitle(t('commerce.courses.title'));
  const courses = useMyCourses();
  const learning = useMyLearning();
  const learningOf = (id: string) => (learning.status === 'success' ? learning.data.find((one) => one.id === id) : learning.status === 'error' ? undefined : 'unknown');
  return (
    <main className="page sf-page cm-account" data-page="studentCourses">
      <h1>{t('commerce.courses.title')}</h1>
      <RedeemSerial />
      {courses.status === 'loading' && (
        <p className="sf-state" role="status">
          {t('commerce.courses.loading')}
        </p>
      )}
      {courses.status === 'error' && <LoadFailure error={courses.error} message={t('commerce.courses.error')} onRetry={courses.retry} />}
      {courses.status === 'success' && courses.data.length === 0 && (
        <div className="sf-state">
          <p>{t('commerce.courses.empty')}</p>
          <Link className="button button--primary" to={paths.courses}>
            {t('commerce.courses.browse')}
          </Link>
        </div>
      )}
      {courses.status === 'success' && courses.data.length > 0 && (
        <ul className="sf-grid">
          {courses.data.map((course) => (
            <OwnedCourse key={course.course_id} course={course} learning={learningOf(course.course_id)} />
          ))}
        </ul>
      )}
    </main>
  );
}

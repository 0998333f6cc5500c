import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { courseHref } from '../../../components/course-card';
import { LoadFailure } from '../../../components/load-failure';
import '../../../components/storefront-i18n';
import '../../../components/storefront.css';
import { paths } from '../../../config/paths';
import { useMyCourses } from '../api/list-my-courses';
import '../commerce.css';
import '../i18n';
import { formatDate } from '../utils/format';

/** /myaccount/student/course: the courses the student owns, with how long they may study each. */
export function MyCourses() {
  const { t, i18n } = useTranslation();
  const courses = useMyCourses();
  return (
    <main className="page sf-page cm-account" data-page="studentCourses">
      <h1>{t('commerce.courses.title')}</h1>
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
            <li key={course.course_id} className="sf-card" data-course-id={course.course_id}>
              {course.cover_image ? (
                <img className="sf-card__cover" src={course.cover_image} alt="" width={640} height={360} loading="lazy" decoding="async" />
              ) : (
                <div className="sf-card__cover sf-card__cover--empty" aria-hidden="true" />
              )}
              <div className="sf-card__body">
                <h2 className="sf-card__title">
                  <Link to={courseHref(course.course_id)}>{course.title}</Link>
                </h2>
                <p className={course.expired ? 'cm-access cm-access--ended' : 'cm-access'}>
                  {t(course.expired ? 'commerce.courses.ended' : 'commerce.courses.accessUntil', { date: formatDate(course.access_until, i18n.language) })}
                </p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}

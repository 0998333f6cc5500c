import type { TeachingCourse } from '@lm/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LoadFailure } from '../../../components/load-failure';
import { paths } from '../../../config/paths';
import { useFeature } from '../../../hooks/use-site-settings';
import '../../../components/storefront-i18n';
import '../../../components/storefront.css';
import { useTeachingCourses } from '../api/list-teaching-courses';
import '../i18n';
import '../teaching.css';
import '../assessment-i18n';
import { assessmentHref, curriculumHref } from '../utils/teaching-paths';
import { useDocumentTitle } from '../../../hooks/use-document-title';

/** A course's card: its cover, its title leading to its curriculum, whether it is published, and its lessons. */
function TaughtCourse({ course }: { course: TeachingCourse }) {
  const { t } = useTranslation();
  const assessments = useFeature('ASSESSMENT');
  return (
    <li className="sf-card" data-course-id={course.id}>
      {course.cover_image ? (
        <img className="sf-card__cover" src={course.cover_image} alt="" width={640} height={360} loading="lazy" decoding="async" />
      ) : (
        <div className="sf-card__cover sf-card__cover--empty" aria-hidden="true" />
      )}
      <div className="sf-card__body">
        <h2 className="sf-card__title">
          <Link to={curriculumHref(course.id)}>{course.title}</Link>
        </h2>
        <span className={course.published ? 'tc-state tc-state--published' : 'tc-state'}>{t(course.published ? 'teaching.courses.published' : 'teaching.courses.draft')}</span>
        <p className="tc-lessons">{t('teaching.courses.lessons', { count: course.lesson_count })}</p>
        {assessments && course.published && (
          <p>
            <Link to={assessmentHref(course.id)} aria-label={t('instructorAssessment.linkOf', { course: course.title })}>
              {t('instructorAssessment.link')}
            </Link>
          </p>
        )}
      </div>
    </li>
  );
}

/** /myaccount/instructor/courses: the courses the instructor teaches, each leading to its curriculum (decision 0037). */
export function TeachingCourses() {
  const { t } = useTranslation();
  useDocumentTitle(t('teaching.courses.title'));
  const courses = useTeachingCourses();
  return (
    <main className="page sf-page" data-page="instructorCourses">
      <header className="sf-page__header">
        <h1>{t('teaching.courses.title')}</h1>
        <p>{t('teaching.courses.intro')}</p>
        <p>
          <Link to={paths.instructorVideos}>{t('teaching.videos.link')}</Link>
        </p>
      </header>
      {courses.status === 'loading' && (
        <p className="sf-state" role="status">
          {t('teaching.courses.loading')}
        </p>
      )}
      {courses.status === 'error' && <LoadFailure error={courses.error} message={t('teaching.courses.error')} onRetry={courses.retry} />}
      {courses.status === 'success' && courses.data.length === 0 && <p className="sf-state">{t('teaching.courses.empty')}</p>}
      {courses.status === 'success' && courses.data.length > 0 && (
        <ul className="sf-grid">
          {courses.data.map((course) => (
            <TaughtCourse key={course.id} course={course} />
          ))}
        </ul>
      )}
    </main>
  );
}

import { routes } from '@lm/shared/api/route-refs';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { CurriculumEditor } from '../../../components/curriculum-editor/curriculum-editor';
import { LoadFailure } from '../../../components/load-failure';
import '../../../components/storefront-i18n';
import '../../../components/storefront.css';
import { paths } from '../../../config/paths';
import { routeKey } from '../../../lib/query';
import { useTeachingCourses } from '../api/list-teaching-courses';
import { saveTeachingCurriculum, useTeachingCurriculum } from '../api/teaching-curriculum';
import { useTeachingVideos } from '../api/list-teaching-videos';
import { useTeachingHomework, useTeachingQuizzes } from '../api/list-teaching-quizzes';
import '../i18n';
import '../teaching.css';
import { useDocumentTitle } from '../../../hooks/use-document-title';

/**
 * /myaccount/instructor/courses/{id}/curriculum: one of the instructor's own courses, its
 * curriculum in the editor the back office shares, read and saved through the instructor's
 * routes (decision 0037). A course they do not teach is said so.
 */
export function TeachingCurriculum({ courseId }: { courseId: string }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const courses = useTeachingCourses();
  const curriculum = useTeachingCurriculum(courseId);
  const videos = useTeachingVideos();
  const quizzes = useTeachingQuizzes();
  const homework = useTeachingHomework();
  const course = courses.status === 'success' ? courses.data.find((one) => one.id === courseId) : undefined;
  useDocumentTitle(course?.title ?? t('teaching.courses.title'));
  return (
    <main className="page sf-page tc-curriculum" data-page="instructorCurriculum">
      <Link className="tc-curriculum__back" to={paths.instructorCourses}>
        {t('teaching.curriculum.back')}
      </Link>
      {courses.status === 'loading' && (
        <p className="sf-state" role="status">
          {t('teaching.curriculum.loading')}
        </p>
      )}
      {courses.status === 'error' && <LoadFailure error={courses.error} message={t('teaching.curriculum.error')} onRetry={courses.retry} />}
      {courses.status === 'success' && !course && <p className="sf-state">{t('teaching.curriculum.notYours')}</p>}
      {course && (
        <>
          <h1>{course.title}</h1>
          <CurriculumEditor
            key={course.id}
            courseName={course.title}
            curriculum={curriculum}
            save={(body) => saveTeachingCurriculum(course.id, body)}
            saveRoute={routes.updateTeachingCurriculum}
            videos={videos}
            noVideos={t('teaching.curriculum.noVideos')}
            quizzes={quizzes}
            homework={homework}
            // The list's lesson counts and the videos its courses show change with the outline.
            onSaved={() => void Promise.all([routes.listTeachingCourses, routes.listTeachingVideos].map((ref) => client.invalidateQueries({ queryKey: routeKey(ref) })))}
          />
        </>
      )}
    </main>
  );
}

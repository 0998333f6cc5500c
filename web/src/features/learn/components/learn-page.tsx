import type { LearnCourse } from '@lm/shared';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { courseHref } from '../../../components/course-card';
import { CourseProgress } from '../../../components/course-progress';
import { LoadFailure } from '../../../components/load-failure';
import '../../../components/storefront-i18n';
import '../../../components/storefront.css';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { useFeature } from '../../../hooks/use-site-settings';
import { ApiError } from '../../../lib/api/errors';
import { studentAssessmentHref } from '../../../lib/assessment-paths';
import { useLearnCourse } from '../api/get-learn-course';
import { useLearnIdentity, type LearnIdentity } from '../hooks/use-learn-identity';
import '../i18n';
import '../learn.css';
import { completedLessons, openingLesson } from '../utils/lessons';
import { CertificateClaim } from './certificate-claim';
import { CourseRecordings } from './course-recordings';
import { LessonList } from './lesson-list';
import { LessonView } from './lesson-view';

/** Who may open every lesson, and so the recordings of the course's classes too. */
const FULL_ACCESS: ReadonlySet<LearnCourse['access']> = new Set(['enrolled', 'instructor', 'admin']);

interface Props {
  courseId: string;
  /** What the site shows for a page that does not exist: a course that is not published. */
  notFound: ReactNode;
}

function LearnCourseView({ courseId, learn, identity }: { courseId: string; learn: LearnCourse; identity: LearnIdentity }) {
  const { t } = useTranslation();
  const outlineId = useId();
  const [search, setSearch] = useSearchParams();
  const [outlineOpen, setOutlineOpen] = useState(false);
  const assessments = useFeature('ASSESSMENT');
  const requested = search.get('lesson');
  const lesson = openingLesson(learn, requested);
  useDocumentTitle(lesson ? `${lesson.title} | ${learn.course.title}` : learn.course.title);

  // The address names the lesson shown, so a reload or a shared link opens the same one.
  useEffect(() => {
    if (!lesson || lesson.id === requested) return;
    setSearch(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.set('lesson', lesson.id);
        return next;
      },
      { replace: true },
    );
  }, [lesson, requested, setSearch]);

  return (
    <div className="ln">
      <header className="ln-bar">
        <button type="button" className="link-button ln-bar__toggle" aria-expanded={outlineOpen} aria-controls={outlineId} onClick={() => setOutlineOpen((open) => !open)}>
          {t('learn.bar.lessons')}
        </button>
        <Link className="ln-bar__course" to={courseHref(learn.course.id)} title={t('learn.bar.backToCourse')}>
          <span aria-hidden="true">← </span>
          {learn.course.title}
        </Link>
        <CourseProgress className="ln-bar__progress" percent={learn.percent} label={t('learn.bar.progress')} text={(percent) => t('learn.bar.percent', { percent })} />
      </header>
      <div className="ln-layout">
        <LessonList
          id={outlineId}
          courseId={courseId}
          learn={learn}
          current={lesson?.id ?? ''}
          completed={completedLessons(learn.progress)}
          open={outlineOpen}
          onChoose={() => setOutlineOpen(false)}
        />
        <main className="ln-main">
          {lesson ? <LessonView key={lesson.id} courseId={courseId} learn={learn} lesson={lesson} identity={identity} /> : <p className="ln-notice">{t('learn.noLessons')}</p>}
          {FULL_ACCESS.has(learn.access) && <CourseRecordings courseId={courseId} identity={identity} />}
          {identity === 'student' && learn.access === 'enrolled' && learn.percent === 100 && (
            <>
              <CertificateClaim courseId={courseId} />
              {assessments && (
                <p className="ln-assess">
                  <Link to={studentAssessmentHref(courseId)}>{t('learn.assess')}</Link>
                </p>
              )}
            </>
          )}
        </main>
      </div>
    </div>
  );
}

/**
 * /courses/{id}/learn, without the site's header and footer: the course's lessons beside the one
 * open, the caller's progress, and the way back to the course's page. A visitor opens the free
 * previews; a lesson they may not open says how to get it.
 */
export function LearnPage({ courseId, notFound }: Props) {
  const { t } = useTranslation();
  const identity = useLearnIdentity();
  const course = useLearnCourse(courseId, identity);

  if (course.status === 'pending') {
    return (
      <main className="ln-state">
        <p className="sf-state" role="status">
          {t('learn.loading')}
        </p>
      </main>
    );
  }
  if (course.status === 'error') {
    if (course.error instanceof ApiError && course.error.status === 404) return notFound;
    return (
      <main className="ln-state">
        <LoadFailure error={course.error} message={t('learn.error')} onRetry={() => void course.refetch()} />
      </main>
    );
  }
  return <LearnCourseView courseId={courseId} learn={course.data} identity={identity} />;
}

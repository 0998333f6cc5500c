import type { LearnCourse, PublicLesson } from '@lm/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LoadFailure } from '../../../components/load-failure';
import { ApiError } from '../../../lib/api/errors';
import { learnHref } from '../../../lib/learning';
import { storeProgress } from '../api/get-learn-course';
import { useOpenLesson } from '../api/open-lesson';
import { useSaveProgress } from '../api/save-lesson-progress';
import type { LearnIdentity } from '../hooks/use-learn-identity';
import { completedLessons, nextLesson } from '../utils/lessons';
import { LessonDiscussion } from './lesson-comments';
import { LessonContent } from './lesson-content';
import { LockedLesson } from './locked-lesson';
import { QuizLesson } from './quiz-lesson';
import { HomeworkLesson } from './homework-lesson';
import { TickIcon } from './icons';
import type { SavePosition } from './video-player';

interface Props {
  courseId: string;
  learn: LearnCourse;
  lesson: PublicLesson;
  identity: LearnIdentity;
}

/**
 * One lesson of the learn page: opened for the caller (or refused, saying what to do), with
 * "Mark complete" for a signed-in caller and the way on to the next lesson.
 */
export function LessonView({ courseId, learn, lesson, identity }: Props) {
  const { t } = useTranslation();
  const opened = useOpenLesson(courseId, lesson.id, identity);
  const saveProgress = useSaveProgress(courseId, identity === 'none' ? 'student' : identity);
  const position = useRef(0);
  const [marking, setMarking] = useState<'idle' | 'busy' | 'failed'>('idle');
  const next = nextLesson(learn.sections, lesson.id);
  const done = completedLessons(learn.progress).has(lesson.id);
  // Visitors watching a free preview keep nothing: only a signed-in caller the lesson opened for saves.
  const saves = identity !== 'none' && opened.status === 'success';
  // The server says when a lesson is done: a video watched to 90 %, a reading lesson opened, a quiz
  // passed. Only an embedded player, which it cannot see, is marked done by the student.
  const markable = opened.data?.playback?.type === 'embed';
  const client = useQueryClient();
  const openedProgress = opened.data?.progress;
  const token = identity === 'none' ? 'student' : identity;

  // Opening a reading lesson did it: the outline ticks it.
  useEffect(() => {
    if (saves && openedProgress?.completed && !done) storeProgress(client, courseId, token, openedProgress);
  }, [saves, openedProgress, done, client, courseId, token]);

  const save = useCallback<SavePosition>(
    (at, options = {}) => {
      const body = { position_seconds: Math.max(0, at), ...(options.duration ? { duration_seconds: options.duration } : {}), ...(options.completed ? { completed: true } : {}) };
      saveProgress(lesson.id, body, options.keepalive).catch((error: unknown) => console.warn('lesson progress not saved', error));
    },
    [saveProgress, lesson.id],
  );

  async function markComplete() {
    setMarking('busy');
    try {
      // Where the video is, else where it was left: marking it done keeps the place.
      const at = position.current > 0 ? position.current : (opened.data?.progress?.position_seconds ?? 0);
      await saveProgress(lesson.id, { position_seconds: at, completed: true });
      setMarking('idle');
    } catch {
      setMarking('failed');
    }
  }

  let body;
  if (opened.status === 'pending') {
    body = (
      <p className="sf-state" role="status">
        {t('learn.lesson.loading')}
      </p>
    );
  } else if (opened.status === 'error') {
    const status = opened.error instanceof ApiError ? opened.error.status : 0;
    if (status === 403) body = <LockedLesson courseId={courseId} error={opened.error} identity={identity} />;
    else if (status === 404) body = <p className="ln-notice">{t('learn.lesson.gone')}</p>;
    else body = <LoadFailure error={opened.error} message={t('learn.lesson.error')} onRetry={() => void opened.refetch()} />;
  } else {
    body = (
      <LessonContent
        key={opened.dataUpdatedAt}
        opened={opened.data}
        save={saves ? save : undefined}
        position={position}
        onRetry={() => void opened.refetch()}
        reopen={async () => (await opened.refetch()).data}
        quiz={<QuizLesson courseId={courseId} lessonId={lesson.id} identity={identity} />}
        homework={<HomeworkLesson courseId={courseId} lessonId={lesson.id} identity={identity} />}
      />
    );
  }

  return (
    <article className="ln-lesson" aria-labelledby="ln-lesson-title">
      <h1 id="ln-lesson-title" className="ln-lesson__title">
        {lesson.title}
      </h1>
      {body}
      <div className="ln-actions ln-lesson__actions">
        {saves &&
          (done ? (
            <p className="ln-done">
              <TickIcon /> {t('learn.lesson.completed')}
            </p>
          ) : (
            markable && (
              <button type="button" className="button" onClick={() => void markComplete()} disabled={marking === 'busy'}>
                {t(marking === 'busy' ? 'learn.lesson.marking' : 'learn.lesson.markComplete')}
              </button>
            )
          ))}
        {next && (
          <Link className="button button--primary ln-next" to={learnHref(courseId, next.id)}>
            <span>{t('learn.lesson.next')}</span>
            <span className="ln-next__title">{next.title}</span>
          </Link>
        )}
      </div>
      {marking === 'failed' && (
        <p className="ln-error" role="alert">
          {t('learn.lesson.saveFailed')}
        </p>
      )}
      <LessonDiscussion key={lesson.id} courseId={courseId} lessonId={lesson.id} identity={identity} opened={opened.status === 'success'} />
    </article>
  );
}

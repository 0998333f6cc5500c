import type { LearnCourse } from '@lm/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { learnHref } from '../../../lib/learning';
import { mayOpen, opensEveryLesson } from '../utils/lessons';
import { LockIcon, TickIcon } from './icons';

interface Props {
  id: string;
  courseId: string;
  learn: LearnCourse;
  current: string;
  completed: ReadonlySet<string>;
  /** Shown on a phone, where the list folds away. */
  open: boolean;
  onChoose(): void;
}

/**
 * The course's lessons by section: a tick on those done, the current one marked, and for a caller
 * who may open the free previews only, a padlock on the others and a badge on the previews.
 */
export function LessonList({ id, courseId, learn, current, completed, open, onChoose }: Props) {
  const { t } = useTranslation();
  const previewsOnly = !opensEveryLesson(learn.access);
  return (
    <nav id={id} className={open ? 'ln-outline ln-outline--open' : 'ln-outline'} aria-label={t('learn.outline.label')}>
      {learn.sections.map((section, index) => (
        <section key={`${index}-${section.title}`} className="ln-outline__section">
          <h2 className="ln-outline__title">{section.title}</h2>
          <ol className="ln-outline__lessons">
            {section.lessons.map((lesson) => {
              const done = completed.has(lesson.id);
              const locked = !mayOpen(lesson, learn.access);
              const here = lesson.id === current;
              return (
                <li key={lesson.id} data-lesson-id={lesson.id}>
                  <Link className={here ? 'ln-outline__link ln-outline__link--current' : 'ln-outline__link'} to={learnHref(courseId, lesson.id)} aria-current={here ? 'page' : undefined} onClick={onChoose}>
                    <span className="ln-outline__mark">{done ? <TickIcon /> : locked ? <LockIcon /> : null}</span>
                    <span className="ln-outline__name">
                      {lesson.title}
                      {done && <span className="sf-visually-hidden">{t('learn.outline.completed')}</span>}
                      {locked && <span className="sf-visually-hidden">{t('learn.outline.locked')}</span>}
                    </span>
                    <span className="ln-outline__meta">
                      {previewsOnly && lesson.free_preview && <span className="ln-badge">{t('learn.outline.freePreview')}</span>}
                      {lesson.duration_minutes > 0 && <span>{t('learn.outline.minutes', { count: lesson.duration_minutes })}</span>}
                    </span>
                  </Link>
                </li>
              );
            })}
          </ol>
        </section>
      ))}
    </nav>
  );
}

import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { CourseProgress } from '../../../components/course-progress';
import { useMyLearning } from '../../../hooks/use-my-learning';
import { learnHref } from '../../../lib/learning';
import '../i18n';
import '../learn.css';

/** The student dashboard's way back into the lesson last watched (nothing before any). */
export function ContinueLearning() {
  const { t } = useTranslation();
  const headingId = useId();
  const learning = useMyLearning();
  const last = learning.status === 'success' ? learning.data.find((course) => course.last_lesson_id) : undefined;
  if (!last) return null;
  return (
    <section className="ln-continue" aria-labelledby={headingId} data-course-id={last.id}>
      <h2 id={headingId} className="ln-continue__heading">
        {t('learn.continue.title')}
      </h2>
      <p className="ln-continue__course">{last.title}</p>
      <p className="ln-muted">{t('learn.continue.lesson', { title: last.last_lesson_title })}</p>
      <CourseProgress percent={last.percent} label={t('learn.continue.progress', { title: last.title })} text={(percent) => t('learn.bar.percent', { percent })} />
      <Link className="button button--primary ln-continue__action" to={learnHref(last.id, last.last_lesson_id)}>
        {t('learn.continue.action')}
      </Link>
    </section>
  );
}

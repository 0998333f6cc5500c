import { useTranslation } from 'react-i18next';
import { embeddedPlayer } from '../../utils/external-video';
import { externalLessonData } from '../../utils/module-data';
import { safeHref } from '../../utils/text';
import { ModuleSection, type ModuleProps } from '../module-section';
import { cardHeading } from './feature-list';

/** Lessons hosted elsewhere: YouTube (privacy-enhanced) and Vimeo ones play here, others open at their provider. */
export function ExternalLessonModule({ data, level }: ModuleProps) {
  const { t } = useTranslation();
  const parsed = externalLessonData.safeParse(data);
  if (!parsed.success) return null;
  const { heading, lessons } = parsed.data;
  const Title = cardHeading(level);
  return (
    <ModuleSection type="ExternalLesson" heading={heading || t('pages.lessons')} level={level}>
      <ol className="cp-lessons">
        {lessons.map((lesson, index) => {
          const player = embeddedPlayer(lesson.url);
          const href = safeHref(lesson.url);
          const provider = lesson.provider || player?.provider;
          return (
            <li key={`${index}-${lesson.url}`} className="cp-lesson">
              <Title className="cp-lesson__title">{lesson.title}</Title>
              {(provider || lesson.duration) && <p className="cp-card__meta">{[provider, lesson.duration].filter(Boolean).join(' · ')}</p>}
              {player ? (
                <div className="cp-lesson__player">
                  <iframe
                    title={t('pages.lessonPlayer', { title: lesson.title })}
                    src={player.src}
                    loading="lazy"
                    allow="accelerometer; encrypted-media; gyroscope; picture-in-picture; fullscreen"
                    referrerPolicy="strict-origin-when-cross-origin"
                    width={1280}
                    height={720}
                  />
                </div>
              ) : (
                href && (
                  <a className="cp-lesson__link" href={href} target="_blank" rel="noopener noreferrer">
                    {t('pages.openLesson', { title: lesson.title, provider: provider || new URL(href, window.location.origin).hostname })}
                  </a>
                )
              )}
            </li>
          );
        })}
      </ol>
    </ModuleSection>
  );
}

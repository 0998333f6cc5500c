import type { OpenedLesson } from '@lm/shared';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { paragraphsOf } from '../utils/lessons';
import { VideoPlayer, type SavePosition } from './video-player';

interface Props {
  opened: OpenedLesson;
  save?: SavePosition | undefined;
  position: RefObject<number>;
  onRetry(): void;
}

/** What an opened lesson holds: its video, its text as plain paragraphs, its link, or word that it comes soon. */
export function LessonContent({ opened, save, position, onRetry }: Props) {
  const { t } = useTranslation();
  const { lesson, playback } = opened;
  switch (lesson.kind) {
    case 'video':
      if (!playback) return <p className="ln-notice">{t(opened.video_status === 'processing' ? 'learn.video.preparing' : 'learn.video.missing')}</p>;
      if (playback.type === 'embed') {
        return (
          <div className="ln-player">
            <iframe
              className="ln-player__video"
              src={playback.url}
              title={lesson.title}
              allow="autoplay; encrypted-media; fullscreen; picture-in-picture"
              allowFullScreen
              referrerPolicy="strict-origin-when-cross-origin"
            />
          </div>
        );
      }
      return <VideoPlayer playback={{ ...playback, type: playback.type }} title={lesson.title} startAt={opened.progress?.position_seconds ?? 0} save={save} position={position} onRetry={onRetry} />;
    case 'text':
      return (
        <div className="ln-text">
          {paragraphsOf(opened.body).map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
        </div>
      );
    case 'link':
      if (!opened.url) return <p className="ln-notice">{t('learn.lesson.noLink')}</p>;
      return (
        <div className="ln-link">
          <p>{t('learn.lesson.link')}</p>
          <a className="button button--primary" href={opened.url} target="_blank" rel="noopener noreferrer">
            {t('learn.lesson.openLink')} <span className="sf-visually-hidden">{t('learn.lesson.newTab')}</span>
          </a>
          <p className="ln-muted ln-link__url">{opened.url}</p>
        </div>
      );
    case 'placeholder':
      return <p className="ln-notice">{t('learn.lesson.placeholder')}</p>;
  }
}

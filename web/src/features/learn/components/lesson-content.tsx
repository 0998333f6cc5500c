import type { OpenedLesson } from '@lm/shared';
import { useState, type ReactNode, type RefObject } from 'react';
import { download } from '../../../lib/download';
import { useTranslation } from 'react-i18next';
import { paragraphsOf } from '../utils/lessons';
import { VideoPlayer, type SavePosition } from './video-player';

interface Props {
  opened: OpenedLesson;
  save?: SavePosition | undefined;
  position: RefObject<number>;
  onRetry(): void;
  /** Opens the lesson again: a fresh download link. */
  reopen(): Promise<OpenedLesson | undefined>;
  /** A quiz lesson's screen: its attempts, taken through their own routes (decision 0040). */
  quiz: ReactNode;
  /** A homework lesson's screen: the assignment and the caller's submissions (decision 0041). */
  homework: ReactNode;
}

/** A file lesson: its file's name and a button that downloads it through a fresh short link. */
function FileLesson({ opened, reopen }: Pick<Props, 'opened' | 'reopen'>) {
  const { t } = useTranslation();
  const [state, setState] = useState<'idle' | 'working' | 'failed'>('idle');
  if (!opened.download) return <p className="ln-notice">{t('learn.lesson.noFile')}</p>;
  async function save() {
    setState('working');
    try {
      setState((await download(opened.download, async () => (await reopen())?.download)) ? 'idle' : 'failed');
    } catch {
      setState('failed');
    }
  }
  return (
    <div className="ln-link">
      <p>{t('learn.lesson.file')}</p>
      <p className="ln-link__url">{opened.download.file_name}</p>
      <button type="button" className="button button--primary" onClick={() => void save()} disabled={state === 'working'}>
        {t('learn.lesson.download')}
      </button>
      {state === 'failed' && (
        <p className="ln-notice" role="alert">
          {t('learn.lesson.downloadFailed')}
        </p>
      )}
    </div>
  );
}

/** What an opened lesson holds: its video, its text as plain paragraphs, its file, its link, its quiz, its homework, or word that it comes soon (a placeholder). */
export function LessonContent({ opened, save, position, onRetry, reopen, quiz, homework }: Props) {
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
    case 'file':
      return <FileLesson opened={opened} reopen={reopen} />;
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
    case 'quiz':
      return quiz;
    case 'homework':
      return homework;
    case 'placeholder':
      return <p className="ln-notice">{t('learn.lesson.placeholder')}</p>;
  }
}

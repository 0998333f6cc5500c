import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { byteText } from '../../../lib/byte-text';
import { formatDay } from '../../../lib/format-day';
import { useCourseRecordings } from '../api/list-course-recordings';
import type { LearnIdentity } from '../hooks/use-learn-identity';

/**
 * The recordings of the course's classes (decision 0036), under the lesson, for those who may
 * open all of the course: newest class first, each played in place. Nothing shows while there
 * are none, or when they could not be read (the lessons are what the page is for).
 */
export function CourseRecordings({ courseId, identity }: { courseId: string; identity: LearnIdentity }) {
  const { t, i18n } = useTranslation();
  const recordings = useCourseRecordings(courseId, identity);
  const [playing, setPlaying] = useState<string>();
  if (!recordings.data?.length) return null;
  return (
    <section className="ln-recordings" aria-labelledby="ln-recordings-title">
      <h2 id="ln-recordings-title" className="ln-recordings__title">
        {t('learn.recordings.title')}
      </h2>
      <ul className="ln-recordings__list">
        {recordings.data.map((recording) => (
          <li key={recording.id} className="ln-recordings__item">
            <div className="ln-recordings__head">
              <div>
                <p className="ln-recordings__name">{recording.title}</p>
                <p className="ln-recordings__meta">
                  {formatDay(`${recording.recorded_on}T12:00:00+07:00`, i18n.language)} · {byteText(recording.size)}
                </p>
              </div>
              <button type="button" className="button" aria-expanded={playing === recording.id} onClick={() => setPlaying((current) => (current === recording.id ? undefined : recording.id))}>
                {playing === recording.id ? t('learn.recordings.hide') : t('learn.recordings.watch')}
              </button>
            </div>
            {recording.description && <p className="ln-recordings__about">{recording.description}</p>}
            {playing === recording.id && (
              <video className="ln-recordings__video" src={recording.url} controls autoPlay playsInline preload="metadata" aria-label={t('learn.recordings.player', { title: recording.title })} />
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

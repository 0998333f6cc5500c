import { useRef, useState } from 'react';
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
            {playing === recording.id && <RecordingPlayer url={recording.url} title={recording.title} renew={() => recordings.refetch()} />}
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * One recording, played in place. Its link is signed for hours, but a page left open longer, or
 * the signing credentials' own expiry in AWS, ends it sooner: the first failure asks for the
 * links again and goes on from where the recording was; a failure right after that says so, with
 * a button to try again.
 */
function RecordingPlayer({ url, title, renew }: { url: string; title: string; renew(): Promise<unknown> }) {
  const { t } = useTranslation();
  const [attempt, setAttempt] = useState(0);
  const [failed, setFailed] = useState(false);
  const resumeAt = useRef(0);
  const renewed = useRef(false);
  const again = () => {
    void renew().finally(() => setAttempt((count) => count + 1));
  };
  return (
    <>
      <video
        // A new link, or the same one tried again, is a new element: it loads and plays from the start of its own.
        key={`${url} ${attempt}`}
        className="ln-recordings__video"
        src={url}
        controls
        autoPlay
        playsInline
        preload="metadata"
        aria-label={t('learn.recordings.player', { title })}
        onLoadedMetadata={(event) => {
          renewed.current = false;
          if (resumeAt.current > 0) event.currentTarget.currentTime = resumeAt.current;
        }}
        onTimeUpdate={(event) => {
          resumeAt.current = event.currentTarget.currentTime;
        }}
        onError={() => {
          if (renewed.current) {
            setFailed(true);
            return;
          }
          renewed.current = true;
          again();
        }}
      />
      {failed && (
        <div className="ln-recordings__failure" role="alert">
          <p>{t('learn.recordings.failed')}</p>
          <button
            type="button"
            className="button"
            onClick={() => {
              setFailed(false);
              again();
            }}
          >
            {t('learn.video.retry')}
          </button>
        </div>
      )}
    </>
  );
}

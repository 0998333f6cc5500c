import { Alert, Button, Card, Flex, Heading, Loader, Text } from '@aws-amplify/ui-react';
import { NOTICE_MS, type Video } from '@lm/shared';
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api/errors';
import { localMessage, localMessageOf } from '../../../lib/messages';
import { notify } from '../../../lib/notifications';
import { readVideoAgain, showVideo, useVideo } from '../api/get-video';
import { retryVideo } from '../api/retry-video';
import { useVideoUploadState, videoUploadRoutes } from '../api/video-upload';
import { byteText } from '../lib/cell-text';
import { MissingEtagError, OtherFileError, PartRefusedError, resumeUpload, startUpload, videoTypeOf, type Uploader, type UploadSnapshot } from '../lib/multipart-upload';
import { readVideoHeight } from '../lib/video-height';
import type { RecordViewProps } from '../types';
import { ConfirmDialog } from './confirm-dialog';
import { VideoPreview } from '../../../components/video-preview';
import { useVideoPreview } from '../api/video-preview';

const WORDS = 'masterFiles.videos.panel';
/** What the file input offers: the endings the server takes (decision 0032). */
const ACCEPT = '.mp4,.m4v,.mov,.mkv';

/** Whether an upload that stopped can go on: a lost connection or storage's refusal can, a refusal of the API cannot. */
const resumable = (error: unknown) => !(error instanceof ApiError) || error.status === 408 || error.status >= 500;

/** Whether the uploader still holds an upload the panel controls. */
const isLive = (snapshot: UploadSnapshot | undefined) =>
  snapshot !== undefined && (snapshot.phase === 'uploading' || snapshot.phase === 'paused' || snapshot.phase === 'completing' || (snapshot.phase === 'failed' && resumable(snapshot.error)));

/**
 * A video's file under its edit form (decision 0032): the file's state, refreshed while it is
 * transcoded, with a retry when transcoding failed; the upload of a file straight to storage in
 * parts, with its progress, pause, resume and cancel; and an upload left unfinished (a reload, a
 * closed form) resumed when the same file is chosen again. An external video has no file.
 */
export default function VideoUploadPanel({ record }: RecordViewProps) {
  const video = record as unknown as Video;
  if (video.upload_video_type === 'others') return null;
  return <VideoFile initial={video} />;
}

function VideoFile({ initial }: { initial: Video }) {
  const { t } = useTranslation();
  const id = useId();
  const video = useVideo(initial).data;
  const videoId = initial.id;
  const [uploader, setUploader] = useState<Uploader>();
  const [snapshot, setSnapshot] = useState<UploadSnapshot>();
  /** A file that is not the unfinished upload's: it may start over. */
  const [other, setOther] = useState<File>();
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState<'starting' | 'retrying' | 'cancelling'>();
  const [asking, setAsking] = useState(false);
  const word = (key: string, params: Record<string, string | number> = {}) => t(`${WORDS}.${key}`, params);

  const live = isLive(snapshot);
  const unfinished = useVideoUploadState(video.id, !live && video.upload !== null);
  const pending = !live && video.upload !== null ? (unfinished.data?.upload ?? undefined) : undefined;
  const heldBytes = (unfinished.data?.parts ?? []).reduce((sum, part) => sum + part.size, 0);

  // The words and the mounting as they are now, for the uploader's callbacks.
  const translate = useRef(t);
  const mounted = useRef(false);
  useEffect(() => {
    translate.current = t;
  }, [t]);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  useEffect(() => {
    if (!uploader) return;
    setSnapshot(uploader.snapshot());
    const stop = uploader.subscribe((next) => {
      setSnapshot(next);
      if (next.phase === 'done' && next.video) {
        showVideo(next.video);
        notify({ level: 'success', message: translate.current(`${WORDS}.uploaded`, { name: next.video.title }), durationMs: NOTICE_MS.admin });
      }
      // A file the server refused is removed, and the video's upload with it.
      if (next.phase === 'failed' && !resumable(next.error)) void readVideoAgain(videoId);
    });
    return () => {
      stop();
      // Leaving the form pauses the upload (the same file chosen again resumes it); being mounted
      // again at once (React's strict mode) is not leaving.
      setTimeout(() => {
        if (!mounted.current) uploader.pause();
      }, 0);
    };
  }, [uploader, videoId]);

  async function begin(file: File, resumeFrom?: NonNullable<typeof unfinished.data>) {
    setFailure(undefined);
    setOther(undefined);
    if (!videoTypeOf(file.name)) return setFailure(word('notAVideoName', { name: file.name }));
    setBusy('starting');
    try {
      const options = { routes: videoUploadRoutes(video.id) };
      const next = resumeFrom?.upload ? resumeUpload(file, resumeFrom.upload, resumeFrom.parts, options) : await startUpload(file, await readVideoHeight(file), options);
      setSnapshot(undefined);
      setUploader(next);
    } catch (error) {
      if (error instanceof OtherFileError) {
        setOther(file);
        setFailure(word('otherFile', { name: error.upload.file_name, size: byteText(error.upload.size) }));
      } else setFailure(localMessageOf(t, error, word('startFailed')));
    } finally {
      setBusy(undefined);
    }
  }

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // Cleared, so choosing the same file again is noticed.
    event.target.value = '';
    if (file) void begin(file, pending ? unfinished.data : undefined);
  }

  async function cancel() {
    setBusy('cancelling');
    setFailure(undefined);
    try {
      if (live && uploader) showVideo(await uploader.cancel());
      else if (pending) {
        showVideo(await videoUploadRoutes(video.id).abort(pending.upload_id));
        setOther(undefined);
      }
    } catch (error) {
      setFailure(localMessageOf(t, error, word('cancelFailed')));
    } finally {
      setBusy(undefined);
      setAsking(false);
    }
  }

  async function retry() {
    setBusy('retrying');
    setFailure(undefined);
    try {
      showVideo(await retryVideo(video.id));
      notify({ level: 'success', message: word('retried', { name: video.title }), durationMs: NOTICE_MS.admin });
    } catch (error) {
      setFailure(localMessageOf(t, error, word('retryFailed')));
    } finally {
      setBusy(undefined);
    }
  }

  const uploadFailure =
    snapshot?.phase === 'failed'
      ? snapshot.error instanceof PartRefusedError
        ? word('partRefused', { status: snapshot.error.status })
        : snapshot.error instanceof MissingEtagError
          ? word('noEtag')
          : localMessageOf(t, snapshot.error, word('failed'))
      : undefined;
  const name = uploader?.upload.file_name ?? '';
  const percent = snapshot ? Math.floor((snapshot.sent / Math.max(snapshot.total, 1)) * 100) : 0;
  const phaseText = !snapshot
    ? undefined
    : snapshot.phase === 'paused'
      ? snapshot.inFlight > 0
        ? word('pausing')
        : word('paused', { name })
      : snapshot.phase === 'failed'
        ? undefined
        : word(snapshot.phase, { name });
  const canRetry = video.status === 'error' && video.upload_video_type === 'video-upload-m3u8' && video.video_file !== '';
  const chooseLabel = pending ? word('chooseAgain', { name: pending.file_name }) : video.video_file ? word('replace') : word('choose');
  const cancelName = live ? name : (pending?.file_name ?? '');

  return (
    <Card variation="outlined" className="video-panel">
      <section className="video-panel__body" aria-labelledby={`${id}-title`} data-video-status={video.status}>
        <Heading level={2} id={`${id}-title`}>
          {word('title')}
        </Heading>

        <dl className="record-view__facts">
          <div className="record-view__fact">
            <dt>{t('masterFiles.fields.status')}</dt>
            <dd aria-live="polite">{t(`masterFiles.videoStatuses.${video.status}`, { defaultValue: video.status })}</dd>
          </div>
          <div className="record-view__fact">
            <dt>{t('masterFiles.fields.video_file')}</dt>
            <dd className="video-panel__key">{video.video_file || word('noFile')}</dd>
          </div>
        </dl>
        {video.status === 'ready' && <ReadyPreview video={video} />}
        {video.status === 'processing' && (
          <Flex direction="column" gap="0.25rem">
            <Text>{word('processing')}</Text>
            <Loader variation="linear" aria-label={word('processing')} />
          </Flex>
        )}
        {video.status === 'error' && (
          <Alert variation="error" role="alert">
            <Flex direction="column" gap="0.5rem" alignItems="flex-start">
              <Text>{video.error ? localMessage(t, video.error) : word('transcodeFailed')}</Text>
              {canRetry && (
                <Button size="small" onClick={() => void retry()} isLoading={busy === 'retrying'} isDisabled={busy !== undefined}>
                  {word('retry')}
                </Button>
              )}
            </Flex>
          </Alert>
        )}

        {pending && (
          <Alert variation="warning" role="status" heading={word('unfinished', { name: pending.file_name })}>
            {unfinished.isFetching ? word('heldLoading') : word('held', { held: byteText(heldBytes), size: byteText(pending.size) })}
          </Alert>
        )}

        {snapshot && snapshot.phase !== 'cancelled' && (
          <div className="video-panel__progress">
            <progress max={snapshot.total} value={snapshot.sent} aria-label={word('progress')} aria-describedby={`${id}-percent`} />
            <Text as="span" id={`${id}-percent`}>
              {word('percent', { percent, sent: byteText(snapshot.sent), total: byteText(snapshot.total) })}
            </Text>
            {phaseText && <Text role="status">{phaseText}</Text>}
          </div>
        )}
        {snapshot?.phase === 'cancelled' && <Text role="status">{word('cancelled')}</Text>}
        {(failure || uploadFailure) && (
          <Alert variation="error" role="alert">
            {failure ?? uploadFailure}
          </Alert>
        )}

        {live ? (
          <Flex gap="0.5rem" wrap="wrap">
            {snapshot?.phase === 'uploading' && <Button onClick={() => uploader?.pause()}>{word('pause')}</Button>}
            {snapshot?.phase === 'paused' && (
              <Button variation="primary" onClick={() => uploader?.resume()}>
                {word('resume')}
              </Button>
            )}
            {snapshot?.phase === 'failed' && (
              <Button variation="primary" onClick={() => uploader?.resume()}>
                {word('tryAgain')}
              </Button>
            )}
            {snapshot?.phase !== 'completing' && (
              <Button variation="warning" onClick={() => setAsking(true)} isDisabled={busy !== undefined}>
                {word('cancel')}
              </Button>
            )}
          </Flex>
        ) : (
          <Flex direction="column" gap="0.5rem" alignItems="flex-start">
            <label htmlFor={`${id}-file`} className="video-panel__label">
              {chooseLabel}
            </label>
            <input id={`${id}-file`} type="file" accept={ACCEPT} onChange={choose} disabled={busy !== undefined} aria-describedby={`${id}-hint`} />
            <Text id={`${id}-hint`} className="video-panel__hint">
              {word('hint')}
            </Text>
            {busy === 'starting' && <Loader variation="linear" aria-label={word('starting')} />}
            <Flex gap="0.5rem" wrap="wrap">
              {other && (
                <Button variation="primary" onClick={() => void begin(other)}>
                  {word('startOver', { name: other.name })}
                </Button>
              )}
              {pending && (
                <Button variation="warning" onClick={() => setAsking(true)} isDisabled={busy !== undefined}>
                  {word('cancel')}
                </Button>
              )}
            </Flex>
          </Flex>
        )}
      </section>
      {asking && (
        <ConfirmDialog
          title={word('cancelTitle', { name: cancelName })}
          body={word('cancelBody')}
          confirmLabel={word('cancel')}
          cancelLabel={word('keepUploading')}
          busy={busy === 'cancelling'}
          onConfirm={() => void cancel()}
          onCancel={() => setAsking(false)}
        />
      )}
    </Card>
  );
}

/** A ready video played as students see it, through the same playback rights. */
function ReadyPreview({ video }: { video: Video }) {
  const { t } = useTranslation();
  const word = (key: string) => t(`${WORDS}.${key}`);
  const preview = useVideoPreview(video.id, true);
  return (
    <section className="video-panel__preview" aria-label={word('preview')}>
      {preview.status === 'pending' && <Loader variation="linear" aria-label={word('preview')} />}
      {preview.status === 'error' && <Text role="alert">{word('previewFailed')}</Text>}
      {preview.data?.playback && <VideoPreview key={preview.dataUpdatedAt} playback={preview.data.playback} title={video.title} failed={word('previewFailed')} />}
    </section>
  );
}

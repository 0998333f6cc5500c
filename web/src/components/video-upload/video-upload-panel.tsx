import { Alert, Button, Card, Flex, Heading, Loader, Text } from '@aws-amplify/ui-react';
import type { Video, VideoUpload } from '@lm/shared';
import { useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api/errors';
import { byteText } from '../../lib/byte-text';
import { localMessage, localMessageOf } from '../../lib/messages';
import {
  MissingEtagError,
  OtherFileError,
  PartRefusedError,
  resumeUpload,
  startUpload,
  videoTypeOf,
  type HeldPart,
  type Uploader,
  type UploadRoutes,
  type UploadSnapshot,
} from '../../lib/multipart-upload';
import { notify } from '../../lib/notifications';
import { readVideoHeight } from '../../lib/video-height';
import { ConfirmDialog } from '../confirm-dialog';
import { VIDEO_UPLOAD_WORDS } from './i18n';
import './video-upload.css';

const WORDS = VIDEO_UPLOAD_WORDS;
/** How often a video being transcoded is read again: the local stack takes seconds, MediaConvert a minute or more. */
const PROCESSING_POLL_MS = 2_500;
/** What the file input offers: the endings the server takes (decision 0032). */
const ACCEPT = '.mp4,.m4v,.mov,.mkv';

/** Whether an upload that stopped can go on: a lost connection or storage's refusal can, a refusal of the API cannot. */
const resumable = (error: unknown) => !(error instanceof ApiError) || error.status === 408 || error.status >= 500;

/** Whether the uploader still holds an upload the panel controls. */
const isLive = (snapshot: UploadSnapshot | undefined) =>
  snapshot !== undefined && (snapshot.phase === 'uploading' || snapshot.phase === 'paused' || snapshot.phase === 'completing' || (snapshot.phase === 'failed' && resumable(snapshot.error)));

/** The state of a video's upload under way: the upload, and the parts storage holds. */
export interface VideoUploadStateAnswer {
  upload: VideoUpload | null;
  parts: HeldPart[];
}

/**
 * What the panel calls for one video, through its area's routes: the back office's
 * (`/api/videos/{id}/…`) or the instructor's (`/api/me/teaching/videos/{id}/…`, decision 0037).
 */
export interface VideoFileCalls {
  /** The cache key the video is read under (its GET route's), so others showing it follow. */
  key: QueryKey;
  read(signal?: AbortSignal): Promise<Video>;
  uploadState(signal?: AbortSignal): Promise<VideoUploadStateAnswer>;
  upload: UploadRoutes;
  retry(): Promise<Video>;
}

export interface VideoUploadPanelProps {
  /** The video as it was last read. */
  video: Video;
  /** Made once per video (`useMemo`): the panel's effects follow it. */
  calls: VideoFileCalls;
  /** How long its notices stay (the area's NOTICE_MS). */
  noticeMs: number;
  /** What a ready video shows under its state (the back office previews it). */
  preview?: (video: Video) => ReactNode;
  /** The video as it is now, each time it changes: a list showing its state follows it. */
  onChange?: (video: Video) => void;
  /** The level of the panel's heading where it sits: 2 by default. */
  headingLevel?: 2 | 3 | 4;
}

/**
 * A video's file (decisions 0032, 0037): the file's state, refreshed while it is transcoded, with
 * a retry when transcoding failed; the upload of a file straight to storage in parts, with its
 * progress, pause, resume and cancel; and an upload left unfinished (a reload, a closed form)
 * resumed when the same file is chosen again. An external video has no file.
 */
export function VideoUploadPanel(props: VideoUploadPanelProps) {
  if (props.video.upload_video_type === 'others') return null;
  return <VideoFile {...props} />;
}

function VideoFile({ video: initial, calls, noticeMs, preview, onChange, headingLevel = 2 }: VideoUploadPanelProps) {
  const { t } = useTranslation();
  const id = useId();
  const client = useQueryClient();
  const video = useQuery({
    queryKey: calls.key,
    queryFn: ({ signal }) => calls.read(signal),
    initialData: initial,
    gcTime: 0,
    refetchInterval: (query) => (query.state.data?.status === 'processing' ? PROCESSING_POLL_MS : false),
  }).data;
  const showVideo = (next: Video) => client.setQueryData(calls.key, next);
  const [uploader, setUploader] = useState<Uploader>();
  const [snapshot, setSnapshot] = useState<UploadSnapshot>();
  /** A file that is not the unfinished upload's: it may start over. */
  const [other, setOther] = useState<File>();
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState<'starting' | 'retrying' | 'cancelling'>();
  const [asking, setAsking] = useState(false);
  const word = (key: string, params: Record<string, string | number> = {}) => t(`${WORDS}.${key}`, params);

  const live = isLive(snapshot);
  const unfinished = useQuery({
    queryKey: [...calls.key, 'upload'],
    queryFn: ({ signal }) => calls.uploadState(signal),
    enabled: !live && video.upload !== null,
    staleTime: 0,
    gcTime: 0,
  });
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

  const changed = useRef(onChange);
  useEffect(() => {
    changed.current = onChange;
  }, [onChange]);
  useEffect(() => {
    changed.current?.(video);
  }, [video]);

  useEffect(() => {
    if (!uploader) return;
    setSnapshot(uploader.snapshot());
    const stop = uploader.subscribe((next) => {
      setSnapshot(next);
      if (next.phase === 'done' && next.video) {
        client.setQueryData(calls.key, next.video);
        notify({ level: 'success', message: translate.current(`${WORDS}.uploaded`, { name: next.video.title }), durationMs: noticeMs });
      }
      // A file the server refused is removed, and the video's upload with it.
      if (next.phase === 'failed' && !resumable(next.error)) void client.invalidateQueries({ queryKey: calls.key });
    });
    return () => {
      stop();
      // Leaving the form pauses the upload (the same file chosen again resumes it); being mounted
      // again at once (React's strict mode) is not leaving.
      setTimeout(() => {
        if (!mounted.current) uploader.pause();
      }, 0);
    };
  }, [uploader, calls, client, noticeMs]);

  async function begin(file: File, resumeFrom?: NonNullable<typeof unfinished.data>) {
    setFailure(undefined);
    setOther(undefined);
    if (!videoTypeOf(file.name)) return setFailure(word('notAVideoName', { name: file.name }));
    setBusy('starting');
    try {
      const options = { routes: calls.upload };
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
        showVideo(await calls.upload.abort(pending.upload_id));
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
      showVideo(await calls.retry());
      notify({ level: 'success', message: word('retried', { name: video.title }), durationMs: noticeMs });
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
        <Heading level={headingLevel} id={`${id}-title`}>
          {word('title')}
        </Heading>

        <dl className="video-panel__facts">
          <div className="video-panel__fact">
            <dt>{word('status')}</dt>
            <dd aria-live="polite">{word(`statuses.${video.status}`)}</dd>
          </div>
          <div className="video-panel__fact">
            <dt>{word('file')}</dt>
            <dd className="video-panel__key">{video.video_file || word('noFile')}</dd>
          </div>
        </dl>
        {video.status === 'ready' && preview?.(video)}
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

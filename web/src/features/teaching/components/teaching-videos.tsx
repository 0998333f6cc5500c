import { Alert, Button, Flex, Heading, SelectField, TextField } from '@aws-amplify/ui-react';
import { NOTICE_MS, VIDEO_UPLOAD_TYPES, type Video } from '@lm/shared';
import { useId, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LoadFailure } from '../../../components/load-failure';
import '../../../components/storefront-i18n';
import '../../../components/storefront.css';
import { VideoUploadPanel } from '../../../components/video-upload/video-upload-panel';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api/errors';
import { formMessage, serverFieldsOf } from '../../../lib/form-messages';
import { localMessageOf } from '../../../lib/messages';
import { notify } from '../../../lib/notifications';
import { createTeachingVideo, showInUploads, teachingVideoFileCalls, useTeachingUploads } from '../api/teaching-videos';
import '../i18n';
import '../teaching.css';
import { useDocumentTitle } from '../../../hooks/use-document-title';

type Kind = Video['upload_video_type'];
type Errors = Partial<Record<'title' | 'upload_video_type' | 'external_url' | 'form', string>>;

/** The form's fields as the server's messages name them, in the form's words. */
const useLabels = () => {
  const { t } = useTranslation();
  return { title: t('teaching.videos.add.title'), upload_video_type: t('teaching.videos.add.kind'), external_url: t('teaching.videos.add.link') };
};

/** A new video: its title, how it is kept, and the link of an external one; the server's rules and messages. */
function AddVideo({ onCreated }: { onCreated(video: Video): void }) {
  const { t } = useTranslation();
  const labels = useLabels();
  const headingId = useId();
  const [kind, setKind] = useState<Kind>('video-upload-m3u8');
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    setBusy(true);
    setErrors({});
    try {
      const video = await createTeachingVideo({
        title: String(data.get('title') ?? ''),
        upload_video_type: kind,
        external_url: kind === 'others' ? String(data.get('external_url') ?? '') : '',
      });
      form.reset();
      setKind('video-upload-m3u8');
      notify({ level: 'success', message: t('teaching.videos.add.created', { name: video.title }), durationMs: NOTICE_MS.instructor });
      onCreated(video);
    } catch (error) {
      const fields = error instanceof ApiError && error.status === 400 ? serverFieldsOf(error.body) : undefined;
      const byField = Object.fromEntries(Object.entries(fields ?? {}).map(([field, messages]) => [field, formMessage(t, messages[0] ?? '', labels)]));
      setErrors({ ...byField, form: fields ? t('teaching.videos.add.fix') : localMessageOf(t, error, t('teaching.videos.add.failed')) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="tc-videos__add" onSubmit={(event) => void submit(event)} aria-labelledby={headingId} noValidate>
      <Flex direction="column" gap="0.75rem">
        <Heading level={2} id={headingId}>
          {t('teaching.videos.add.heading')}
        </Heading>
        {errors.form && (
          <Alert variation="error" role="alert">
            {errors.form}
          </Alert>
        )}
        <TextField name="title" label={labels.title} maxLength={200} hasError={!!errors.title} errorMessage={errors.title} />
        <SelectField
          name="upload_video_type"
          label={labels.upload_video_type}
          value={kind}
          onChange={(event) => setKind(event.target.value as Kind)}
          hasError={!!errors.upload_video_type}
          errorMessage={errors.upload_video_type}
        >
          {VIDEO_UPLOAD_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`teaching.videos.kinds.${type}`)}
            </option>
          ))}
        </SelectField>
        {kind === 'others' && (
          <TextField
            name="external_url"
            type="url"
            label={labels.external_url}
            descriptiveText={t('teaching.videos.add.linkHint')}
            hasError={!!errors.external_url}
            errorMessage={errors.external_url}
          />
        )}
        <Button type="submit" variation="primary" alignSelf="flex-start" isLoading={busy} loadingText={t('teaching.videos.add.saving')}>
          {t('teaching.videos.add.submit')}
        </Button>
      </Flex>
    </form>
  );
}

/** One of the instructor's videos: its title, its state and kind, and its file's panel. */
function UploadedVideo({ video, opened }: { video: Video; opened: boolean }) {
  const { t } = useTranslation();
  const calls = useMemo(() => teachingVideoFileCalls(video.id), [video.id]);
  const external = video.upload_video_type === 'others';
  return (
    <li className="tc-video" data-video-id={video.id} aria-labelledby={`video-${video.id}`}>
      <div className="tc-video__head">
        <h3 id={`video-${video.id}`}>{video.title}</h3>
        <span className={video.status === 'ready' ? 'tc-state tc-state--published' : 'tc-state'} data-video-state={video.status}>
          {t(`videoUpload.statuses.${video.status}`)}
        </span>
      </div>
      <p className="tc-lessons">
        {t(`teaching.videos.kinds.${video.upload_video_type}`)}
        {external && video.external_url && (
          <>
            {': '}
            <a href={video.external_url} target="_blank" rel="noreferrer">
              {video.external_url}
            </a>
          </>
        )}
      </p>
      {!external && (
        <details className="tc-video__file" open={opened || video.status !== 'ready'}>
          <summary>{t('teaching.videos.file', { name: video.title })}</summary>
          <VideoUploadPanel video={video} calls={calls} noticeMs={NOTICE_MS.instructor} onChange={showInUploads} headingLevel={4} />
        </details>
      )}
    </li>
  );
}

/**
 * /myaccount/instructor/videos: the videos the instructor uploaded, each with its state and its
 * file's upload panel (the back office's, through the instructor's routes), and a form to add one
 * (decision 0037). Their videos are offered for the lessons of their courses.
 */
export function TeachingVideos() {
  const { t } = useTranslation();
  useDocumentTitle(t('teaching.videos.title'));
  const videos = useTeachingUploads();
  const [created, setCreated] = useState<string>();
  return (
    <main className="page sf-page tc-videos" data-page="instructorVideos">
      <Link className="tc-curriculum__back" to={paths.instructorCourses}>
        {t('teaching.curriculum.back')}
      </Link>
      <header className="sf-page__header">
        <h1>{t('teaching.videos.title')}</h1>
        <p>{t('teaching.videos.intro')}</p>
      </header>
      <AddVideo onCreated={(video) => setCreated(video.id)} />
      <section aria-labelledby="tc-videos-list">
        <h2 id="tc-videos-list">{t('teaching.videos.listTitle')}</h2>
        {videos.isPending && (
          <p className="sf-state" role="status">
            {t('teaching.videos.loading')}
          </p>
        )}
        {videos.isError && <LoadFailure error={videos.error} message={t('teaching.videos.error')} onRetry={() => void videos.refetch()} />}
        {videos.isSuccess && videos.data.length === 0 && <p className="sf-state">{t('teaching.videos.empty')}</p>}
        {videos.isSuccess && videos.data.length > 0 && (
          <ul className="tc-videos__list" aria-label={t('teaching.videos.listTitle')}>
            {videos.data.map((video) => (
              <UploadedVideo key={video.id} video={video} opened={video.id === created} />
            ))}
          </ul>
        )}
      </section>
    </main>
  );
}

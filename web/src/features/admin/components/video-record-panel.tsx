import { Alert, Button, Card, Flex, Heading, Loader, Text } from '@aws-amplify/ui-react';
import { NOTICE_MS, type VideoRecord } from '@lm/shared';
import { routes } from '@lm/shared/api/route-refs';
import { useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { localMessageOf } from '../../../lib/messages';
import { notify } from '../../../lib/notifications';
import { queryClient } from '../../../lib/query';
import { completeVideoRecordUpload, putFile, requestVideoRecordUpload, viewVideoRecordFile } from '../api/video-record-file';
import { byteText } from '../lib/cell-text';
import { videoTypeOf } from '../../../lib/multipart-upload';
import type { RecordViewProps } from '../types';

const WORDS = 'masterFiles.videoRecords.panel';
/** What the file input offers: the endings the server takes. */
const ACCEPT = '.mp4,.m4v,.mov,.mkv';

/**
 * A video record's file under its edit form (decision 0036): the file it holds, a link to watch
 * it, and the upload of a file straight to storage (one presigned PUT), which the server checks
 * before keeping it; a new file replaces the one before.
 */
export default function VideoRecordPanel({ record }: RecordViewProps) {
  const { t } = useTranslation();
  const id = useId();
  const [current, setCurrent] = useState(record as unknown as VideoRecord);
  const [busy, setBusy] = useState<'uploading' | 'opening'>();
  const [failure, setFailure] = useState<string>();
  const word = (key: string, params: Record<string, string | number> = {}) => t(`${WORDS}.${key}`, params);

  async function upload(file: File) {
    setFailure(undefined);
    const contentType = videoTypeOf(file.name);
    if (!contentType) return setFailure(word('notAVideoName', { name: file.name }));
    setBusy('uploading');
    try {
      const link = await requestVideoRecordUpload(current.id, { file_name: file.name, content_type: contentType, size: file.size });
      await putFile(link, file);
      const saved = await completeVideoRecordUpload(current.id, link.key, file.name);
      setCurrent(saved);
      // The table's file name and size come back with the form.
      void queryClient.invalidateQueries({ queryKey: [routes.listVideoRecords.id] });
      notify({ level: 'success', message: word('uploaded', { name: saved.title }), durationMs: NOTICE_MS.admin });
    } catch (error) {
      setFailure(localMessageOf(t, error, word('failed')));
    } finally {
      setBusy(undefined);
    }
  }

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) void upload(file);
  }

  async function watch() {
    setFailure(undefined);
    setBusy('opening');
    try {
      window.open((await viewVideoRecordFile(current.id)).url, '_blank', 'noopener');
    } catch (error) {
      setFailure(localMessageOf(t, error, word('watchFailed')));
    } finally {
      setBusy(undefined);
    }
  }

  return (
    <Card variation="outlined" className="video-panel">
      <section className="video-panel__body" aria-labelledby={`${id}-title`}>
        <Heading level={2} id={`${id}-title`}>
          {word('title')}
        </Heading>
        <dl className="record-view__facts">
          <div className="record-view__fact">
            <dt>{t('masterFiles.fields.file_name')}</dt>
            <dd aria-live="polite">{current.video_file ? `${current.file_name} (${byteText(current.size)})` : word('noFile')}</dd>
          </div>
        </dl>
        {failure && (
          <Alert variation="error" role="alert">
            {failure}
          </Alert>
        )}
        <Flex direction="column" gap="0.5rem" alignItems="flex-start">
          {current.video_file && (
            <Button size="small" onClick={() => void watch()} isLoading={busy === 'opening'} isDisabled={busy !== undefined}>
              {word('watch')}
            </Button>
          )}
          <label htmlFor={`${id}-file`} className="video-panel__label">
            {current.video_file ? word('replace') : word('choose')}
          </label>
          <input id={`${id}-file`} type="file" accept={ACCEPT} onChange={choose} disabled={busy !== undefined} aria-describedby={`${id}-hint`} />
          <Text id={`${id}-hint`} className="video-panel__hint">
            {word('hint')}
          </Text>
          {busy === 'uploading' && (
            <Flex direction="column" gap="0.25rem">
              <Text role="status">{word('uploading')}</Text>
              <Loader variation="linear" aria-label={word('uploading')} />
            </Flex>
          )}
        </Flex>
      </section>
    </Card>
  );
}

import { Loader, Text } from '@aws-amplify/ui-react';
import { NOTICE_MS, type Video } from '@lm/shared';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { VideoPreview } from '../../../components/video-preview';
import { VideoUploadPanel as VideoFilePanel } from '../../../components/video-upload/video-upload-panel';
import { videoFileCalls } from '../api/video-upload';
import { useVideoPreview } from '../api/video-preview';
import type { RecordViewProps } from '../types';

const WORDS = 'masterFiles.videos.panel';

/**
 * A video's file under its edit form (decision 0032): the web's upload panel through the back
 * office's video routes, a ready video previewed as students see it.
 */
export default function VideoUploadPanel({ record }: RecordViewProps) {
  const video = record as unknown as Video;
  const calls = useMemo(() => videoFileCalls(video.id), [video.id]);
  return <VideoFilePanel video={video} calls={calls} noticeMs={NOTICE_MS.admin} preview={(ready) => <ReadyPreview video={ready} />} />;
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

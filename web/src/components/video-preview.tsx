import type { Playback } from '@lm/shared';
import { useRef, useState } from 'react';
import { useHlsSource } from '../hooks/use-hls-source';

interface Props {
  playback: Playback;
  title: string;
  /** Said when the video cannot be played here. */
  failed: string;
}

/**
 * A video as it plays for students, with the browser's controls only: HLS (its playback cookies
 * on every request), the MP4 kept as it is, or an external player embedded.
 */
export function VideoPreview({ playback, title, failed }: Props) {
  const video = useRef<HTMLVideoElement>(null);
  const [failure, setFailure] = useState<string>();
  useHlsSource(video, playback, { failure: setFailure });
  if (playback.type === 'embed') {
    return <iframe className="video-preview" src={playback.url} title={title} allow="encrypted-media; fullscreen; picture-in-picture" allowFullScreen referrerPolicy="strict-origin-when-cross-origin" />;
  }
  return (
    <>
      <video
        ref={video}
        className="video-preview"
        controls
        playsInline
        preload="metadata"
        crossOrigin="use-credentials"
        aria-label={title}
        {...(playback.type === 'mp4' ? { src: playback.url } : {})}
        onError={() => setFailure('failed')}
      />
      {failure && <p role="alert">{failed}</p>}
    </>
  );
}

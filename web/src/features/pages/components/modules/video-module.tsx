import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { videoOf } from '../../utils/module-guards';
import { ModuleSection, type ModuleProps } from '../module-section';

/** An HTML5 video with its poster and controls; the caption stays even when the file cannot play. */
export function VideoModule({ data, level }: ModuleProps) {
  const { t } = useTranslation();
  const captionId = useId();
  const parsed = videoOf(data);
  if (!parsed) return null;
  const { heading, src, poster, caption } = parsed;
  return (
    <ModuleSection type="video" heading={heading} level={level} label={t('pages.video')}>
      <figure className="cp-video">
        <video className="cp-video__player" src={src} poster={poster || undefined} controls preload="none" width={1280} height={720} aria-describedby={caption ? captionId : undefined}>
          <p>
            {t('pages.videoFallback')} <a href={src}>{t('pages.videoLink')}</a>
          </p>
        </video>
        {caption && <figcaption id={captionId}>{caption}</figcaption>}
      </figure>
    </ModuleSection>
  );
}

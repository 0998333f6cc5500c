import { useEffect, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';

export interface LightboxImage {
  src: string;
  caption: string;
}

interface Props {
  title: string;
  images: readonly LightboxImage[];
  index: number;
  onMove(index: number): void;
  onClose(): void;
}

/**
 * One image of a gallery, large, in a modal <dialog> (focus kept inside, Escape closes); the
 * arrow keys and the buttons move through the gallery, wrapping at either end.
 */
export function Lightbox({ title, images, index, onMove, onClose }: Props) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const image = images[index];
  const count = images.length;

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);

  const move = (step: number) => onMove((index + step + count) % count);
  const keys = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'ArrowRight') move(1);
    else if (event.key === 'ArrowLeft') move(-1);
  };

  if (!image) return null;
  return (
    <dialog
      ref={ref}
      className="ct-lightbox"
      aria-label={`${t('content.gallery.viewer')}: ${title}`}
      onKeyDown={keys}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <figure className="ct-lightbox__figure">
        <img src={image.src} alt={image.caption} className="ct-lightbox__image" />
        <figcaption>
          {image.caption && <span>{image.caption}</span>} <span className="ct-lightbox__position">{t('content.gallery.position', { number: index + 1, count })}</span>
        </figcaption>
      </figure>
      <div className="ct-lightbox__actions">
        {count > 1 && (
          <button type="button" className="button" onClick={() => move(-1)}>
            ← {t('content.gallery.previous')}
          </button>
        )}
        {count > 1 && (
          <button type="button" className="button" onClick={() => move(1)}>
            {t('content.gallery.next')} →
          </button>
        )}
        <button type="button" className="button button--primary" onClick={onClose} autoFocus>
          {t('content.gallery.close')}
        </button>
      </div>
    </dialog>
  );
}

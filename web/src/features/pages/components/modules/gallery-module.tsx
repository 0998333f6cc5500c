import { useTranslation } from 'react-i18next';
import type { FeatureItemOf } from '../../api/feature-items';
import { useFeatureItems } from '../../hooks/use-feature-items';
import type { ItemListData } from '../../utils/module-data';
import type { ModuleProps } from '../module-section';
import { cardHeading, chosenList, FeatureList } from './feature-list';

/** A gallery shows at most this many pictures here; `/gallery` has them all. */
const PICTURES = 8;

function Gallery({ gallery, level }: { gallery: FeatureItemOf<'gallery'>; level: 2 | 3 }) {
  const { t } = useTranslation();
  const Title = cardHeading(level);
  return (
    <li className="cp-gallery" data-gallery-id={gallery.id}>
      <Title className="cp-gallery__title">{gallery.title}</Title>
      {gallery.description && <p className="cp-card__text">{gallery.description}</p>}
      <ul className="cp-gallery__images">
        {gallery.images.slice(0, PICTURES).map((image, index) => (
          <li key={`${index}-${image.src}`}>
            <figure className="cp-gallery__figure">
              <a href={image.src} target="_blank" rel="noopener noreferrer" aria-label={t('pages.openImage', { name: image.caption || `${gallery.title} ${index + 1}` })}>
                <img src={image.src} alt={image.caption} width={400} height={225} loading="lazy" decoding="async" />
              </a>
              {image.caption && <figcaption>{image.caption}</figcaption>}
            </figure>
          </li>
        ))}
      </ul>
    </li>
  );
}

function GalleryList({ list, level, headTag }: { list: ItemListData; level: 2 | 3; headTag: boolean }) {
  const { t } = useTranslation();
  const galleries = useFeatureItems('gallery', list);
  return (
    <FeatureList type="gallery" heading={list.heading || t('pages.galleries')} level={level} headTag={headTag} resource={galleries}>
      {(items) => (
        <ul className="cp-galleries">
          {items.map((gallery) => (
            <Gallery key={gallery.id} gallery={gallery} level={level} />
          ))}
        </ul>
      )}
    </FeatureList>
  );
}

/** Galleries with their pictures and captions; a picture opens full size. */
export function GalleryModule({ data, level, headTag }: ModuleProps) {
  const list = chosenList(data);
  return list ? <GalleryList list={list} level={level} headTag={headTag} /> : null;
}

import type { PublicGallery } from '@lm/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router-dom';
import { usePublicCategories } from '../../../hooks/use-public-categories';
import { pageParam } from '../../../hooks/use-catalogue-query';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import '../../../components/storefront-i18n';
import '../../../components/storefront.css';
import { usePublicGalleries } from '../api/list-public-galleries';
import '../content.css';
import '../i18n';
import { CategoryNav } from './category-nav';
import { Lightbox } from './lightbox';
import { ListResults } from './list-results';
import { TextBody } from './text-body';

/** A gallery: its title, description and thumbnails; each thumbnail opens the image large. */
function GalleryItem({ gallery }: { gallery: PublicGallery }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<number>();
  const count = gallery.images.length;
  return (
    <li className="ct-gallery" data-gallery-id={gallery.id}>
      <h2>{gallery.title}</h2>
      <p className="ct-meta">{t('content.gallery.images', { count })}</p>
      <TextBody text={gallery.description} />
      {count === 0 ? (
        <p className="sf-muted">{t('content.gallery.noImages')}</p>
      ) : (
        <ul className="ct-gallery__images">
          {gallery.images.map((image, index) => (
            <li key={`${index}-${image.src}`}>
              <figure>
                <button
                  type="button"
                  className="ct-gallery__thumb"
                  aria-label={t('content.gallery.open', { number: index + 1, count, caption: image.caption || gallery.title })}
                  onClick={() => setOpen(index)}
                >
                  <img src={image.src} alt="" width={320} height={180} loading="lazy" decoding="async" />
                </button>
                {image.caption && <figcaption>{image.caption}</figcaption>}
              </figure>
            </li>
          ))}
        </ul>
      )}
      {open !== undefined && <Lightbox title={gallery.title} images={gallery.images} index={open} onMove={setOpen} onClose={() => setOpen(undefined)} />}
    </li>
  );
}

/** /gallery: the published galleries with their images, newest first; `?category=` narrows them to one gallery category. */
export function GalleryList() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const category = params.get('category') ?? undefined;
  const page = pageParam(params.get('page'));
  const categories = usePublicCategories('gallery');
  const galleries = usePublicGalleries({ category, page });
  useDocumentTitle(t('content.gallery.title'));

  const hrefWith = (changes: { category?: string; page?: number }) => {
    const next = new URLSearchParams();
    if (changes.category) next.set('category', changes.category);
    if (changes.page && changes.page > 1) next.set('page', String(changes.page));
    const search = next.toString();
    return search ? `${pathname}?${search}` : pathname;
  };

  return (
    <main className="page sf-page">
      <header className="sf-page__header">
        <h1>{t('content.gallery.title')}</h1>
        <p className="sf-lead">{t('content.gallery.intro')}</p>
      </header>
      <CategoryNav
        categories={categories}
        label={t('content.gallery.categories')}
        allText={t('content.gallery.all')}
        allHref={pathname}
        current={category}
        hrefOf={(item) => hrefWith({ category: item.id })}
      />
      <ListResults
        list={galleries}
        countKey="content.gallery.found"
        loadingText={t('content.state.loading')}
        errorText={t('content.gallery.error')}
        emptyText={category ? t('content.gallery.emptyCategory') : t('content.gallery.empty')}
        className="ct-galleries"
        renderItem={(gallery) => <GalleryItem key={gallery.id} gallery={gallery} />}
        hrefOfPage={(n) => hrefWith({ category, page: n })}
      />
    </main>
  );
}

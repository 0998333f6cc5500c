import { IMAGE_VARIANTS, type ImageVariantName } from '@lm/shared/media/image-variants';

/**
 * One of our images' variants (decision 0035): `…/media/images/<id>/<variant>.<extension>`, as an
 * absolute URL or a path, with or without a query. Any other URL is someone else's picture.
 */
const VARIANT_URL = /^(.*\/media\/images\/[^/?#]+)\/(card|detail|social)\.(webp|jpg)(?:[?#].*)?$/;

/** `https://cdn/media/images/abc` for any variant of image abc; undefined for other URLs. */
export function imageBaseOf(url: string): string | undefined {
  return VARIANT_URL.exec(url.trim())?.[1];
}

const variantUrl = (base: string, name: ImageVariantName) => `${base}/${name}.${IMAGE_VARIANTS[name].extension}`;

/** Where a picture is shown: in a card of a list, or as the cover of a detail page. */
export type ImageUse = 'card' | 'detail';

/** How wide the picture is drawn (storefront.css, content.css): a card is a column of the grid, a cover at most 60rem. */
const SIZES: Record<ImageUse, string> = {
  card: '(min-width: 48rem) 24rem, 100vw',
  detail: '(min-width: 64rem) 60rem, 100vw',
};

/**
 * The `<img>` attributes of a cover: for one of our images, the variant of its use as `src`, both
 * widths in `srcSet` and the drawn width in `sizes`, so the browser takes what the screen needs;
 * any other URL as it is.
 */
export function responsiveImage(url: string, use: ImageUse): { src: string; srcSet?: string; sizes?: string } {
  const base = imageBaseOf(url);
  if (!base) return { src: url };
  const { card, detail } = IMAGE_VARIANTS;
  return {
    src: variantUrl(base, use),
    srcSet: `${variantUrl(base, 'card')} ${card.width}w, ${variantUrl(base, 'detail')} ${detail.width}w`,
    sizes: SIZES[use],
  };
}

/** The picture a social site shows for a page: our image's 600x314 variant, or the URL as it is. */
export function shareImageOf(url: string): string {
  const base = imageBaseOf(url);
  return base ? variantUrl(base, 'social') : url;
}

/**
 * The variants made of every uploaded image (decision 0035), written to the media bucket under
 * `images/<imageId>/<name>.<extension>` and served publicly under `<MEDIA_URL>/images/…`: a card
 * and a detail width in WebP for pages (`srcset`), and the 600x314 social share image of
 * ../shared/SPEC.md §2 in JPEG, which every social site reads. Widths are the most a variant has:
 * a smaller picture is not enlarged; the social image is always cropped to its exact size.
 */
export const IMAGE_VARIANTS = {
  card: { width: 640, extension: 'webp', contentType: 'image/webp' },
  detail: { width: 1280, extension: 'webp', contentType: 'image/webp' },
  social: { width: 600, height: 314, extension: 'jpg', contentType: 'image/jpeg' },
} as const;

export type ImageVariantName = keyof typeof IMAGE_VARIANTS;
export const IMAGE_VARIANT_NAMES = Object.keys(IMAGE_VARIANTS) as ImageVariantName[];

/** Where an image's files are, in both buckets: its original in uploads, its variants in media. */
export const imagePrefix = (imageId: string) => `images/${imageId}/`;

/** `images/<imageId>/card.webp` */
export const imageVariantKey = (imageId: string, name: ImageVariantName) => `${imagePrefix(imageId)}${name}.${IMAGE_VARIANTS[name].extension}`;

import { IMAGE_VARIANTS, type ImageVariantName } from '@lm/shared/media/image-variants';
import type { Sharp } from 'sharp';
import type { ImageVariantMaker, MadeVariant } from '../media/images.js';

/**
 * The variants of a picture with sharp (decision 0035): turned upright from its EXIF orientation,
 * its metadata dropped, the card and detail widths in WebP (never enlarged), and the social image
 * cropped to exactly 600x314 around what draws the eye, in JPEG on white. sharp is loaded when the
 * first image is completed: it is outside the Lambda bundle, in a layer of its own.
 */
export async function createSharpVariants(): Promise<ImageVariantMaker> {
  const { default: sharp } = await import('sharp');
  const variant = async (name: ImageVariantName, pipeline: Sharp): Promise<MadeVariant> => {
    const { data, info } = await pipeline.toBuffer({ resolveWithObject: true });
    return { name, bytes: new Uint8Array(data.buffer, data.byteOffset, data.byteLength), width: info.width, height: info.height, contentType: IMAGE_VARIANTS[name].contentType };
  };
  return {
    make: async (bytes) => {
      // Every pipeline reads the same bytes; errors in them refuse the file, not a server fault.
      const upright = () => sharp(bytes, { failOn: 'error', autoOrient: true });
      let size: { width: number; height: number };
      try {
        const metadata = await upright().metadata();
        size = metadata.autoOrient;
      } catch {
        return undefined;
      }
      if (!size.width || !size.height) return undefined;
      const { card, detail, social } = IMAGE_VARIANTS;
      try {
        const variants = await Promise.all([
          variant('card', upright().resize({ width: card.width, withoutEnlargement: true }).webp({ quality: 80 })),
          variant('detail', upright().resize({ width: detail.width, withoutEnlargement: true }).webp({ quality: 82 })),
          variant('social', upright().resize({ width: social.width, height: social.height, fit: 'cover', position: 'attention' }).flatten({ background: '#ffffff' }).jpeg({ quality: 82, mozjpeg: true })),
        ]);
        return { ...size, variants };
      } catch {
        return undefined;
      }
    },
  };
}

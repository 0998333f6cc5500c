import { message } from '@lm/shared';
import type { PublicImage } from '@lm/shared/api/public-image-routes';
import { imageRecords } from '../data/records/image.js';
import { NotFoundError } from '../errors.js';
import type { ImagePorts } from './images.js';

/**
 * A ready image as a page shows it (decision 0035: images are public): its title, the alt text a
 * page gives it, and its detail variant's URL and size. One without a file yet is not found.
 */
export async function getPublicImage(ports: Pick<ImagePorts, 'records' | 'mediaUrl'>, id: string): Promise<PublicImage> {
  const stored = await ports.records(imageRecords).get(id);
  const detail = stored?.status === 'ready' ? stored.variants.find((variant) => variant.name === 'detail') : undefined;
  if (!stored || !detail) throw new NotFoundError(message('noneWithId', { what: 'image', id }));
  return { id: stored.id, title: stored.title, url: `${ports.mediaUrl.replace(/\/+$/, '')}/${detail.key}`, width: detail.width, height: detail.height };
}

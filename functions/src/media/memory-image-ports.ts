import { imageRecords, type StoredImage } from '../data/records/image.js';
import { memoryRecordKinds } from '../master-files/memory-records.js';
import type { ImagePorts, ImageVariantMaker } from './images.js';
import { memoryBucket } from './memory-ports.js';

/**
 * The images master file's ports in memory: two buckets, and variants made by the given maker
 * (sharp itself in the unit tests, which is quick on small pictures).
 */
export function memoryImagePorts(variants: ImageVariantMaker) {
  const uploads = memoryBucket();
  const media = memoryBucket();
  const published: { key: string; contentType: string }[] = [];
  const warnings: string[] = [];
  const clock = { now: new Date('2026-11-27T03:00:00.000Z') };
  let ids = 0;
  const records = memoryRecordKinds();
  const ports: ImagePorts = {
    records,
    uploads: async () => uploads.storage,
    originals: async () => uploads.storage,
    published: async () => media.storage,
    files: async () => ({
      read: async (key) => uploads.files.get(key),
      publish: async (key, bytes, contentType) => {
        published.push({ key, contentType });
        media.files.set(key, bytes);
      },
    }),
    variants: async () => variants,
    mediaUrl: 'https://media.test/media',
    warn: (message) => void warnings.push(message),
    newId: () => `id-${++ids}`,
    now: () => clock.now,
  };
  const stored = () => records(imageRecords) as ReturnType<typeof records<StoredImage>> & { items: Map<string, StoredImage> };
  return { ports, uploads, media, published, warnings, clock, stored };
}

import { randomUUID } from 'node:crypto';
import type { S3ClientConfig } from '@aws-sdk/client-s3';
import { createS3ImageFiles } from '@lm/functions/adapters/s3-image-files';
import { createS3MediaStorage, createS3UploadStorage } from '@lm/functions/adapters/s3-upload-storage';
import { createSharpVariants } from '@lm/functions/adapters/sharp-variants';
import { createDatabase } from '@lm/functions/data/database';
import type { DataOptions } from '@lm/functions/data/options';
import { entityRecords } from '@lm/functions/data/record-kinds';
import { imageRecords } from '@lm/functions/data/records/image';
import { completeImageUpload, images, startImageUpload, type ImagePorts } from '@lm/functions/media/images';
import { createRecord, getRecord } from '@lm/functions/master-files/master-file';
import { imageVariantKey } from '@lm/shared/media/image-variants';
import sharp from 'sharp';

/** The demo image: the cover of the demo's first course, uploaded as an administrator would (decision 0035). */
export const DEMO_IMAGE_ID = 'image-demo-python-cover';
/** The course whose cover it becomes. */
export const DEMO_IMAGE_COURSE = 'course-python-basics';
/** That course's cover before: the seeded drawing, which the demo image replaces. */
const SEEDED_COVER = '/demo/course-python.svg';

export interface ImageTarget {
  options: DataOptions;
  s3Config: { endpoint: string };
  buckets: { uploads: string; media: string };
  /** Where the media server serves the media bucket (MEDIA_URL), which the variants' URLs start with. */
  mediaUrl: string;
  report(line: string): void;
}

/** A 1600x900 cover drawn for the demo: Python's colours, a title and a few lines of code. */
export function demoCoverPng(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="900" viewBox="0 0 1600 900">
  <defs><linearGradient id="sky" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#306998"/><stop offset="1" stop-color="#1b3a57"/></linearGradient></defs>
  <rect width="1600" height="900" fill="url(#sky)"/>
  <circle cx="1300" cy="220" r="260" fill="#ffd43b" opacity="0.9"/>
  <rect x="120" y="470" width="880" height="300" rx="24" fill="#0f1e2d" opacity="0.85"/>
  <text x="120" y="300" font-family="DejaVu Sans, sans-serif" font-size="120" font-weight="700" fill="#ffffff">Python</text>
  <text x="120" y="400" font-family="DejaVu Sans, sans-serif" font-size="64" fill="#ffd43b">for beginners</text>
  <text x="170" y="560" font-family="DejaVu Sans Mono, monospace" font-size="44" fill="#9cdcfe">def greet(name):</text>
  <text x="230" y="630" font-family="DejaVu Sans Mono, monospace" font-size="44" fill="#ce9178">return f"Hello, {name}!"</text>
  <text x="170" y="710" font-family="DejaVu Sans Mono, monospace" font-size="44" fill="#dcdcaa">print(greet("world"))</text>
</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** The images master file's ports on the local stack, as the media Lambda builds them (decision 0035). */
function localImagePorts(target: ImageTarget): ImagePorts {
  const s3: S3ClientConfig = {
    region: 'ap-southeast-1',
    endpoint: target.s3Config.endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    responseChecksumValidation: 'WHEN_REQUIRED',
  };
  const variants = createSharpVariants();
  return {
    records: entityRecords(target.options),
    uploads: async () => createS3UploadStorage(s3, target.buckets.uploads),
    originals: async () => createS3MediaStorage(s3, target.buckets.uploads),
    published: async () => createS3MediaStorage(s3, target.buckets.media),
    files: async () => createS3ImageFiles(s3, target.buckets),
    variants: () => variants,
    mediaUrl: target.mediaUrl,
    warn: (message, details) => target.report(`${message}: ${JSON.stringify(details)}`),
    newId: randomUUID,
    now: () => new Date(),
  };
}

/**
 * The demo's image: a cover drawn with sharp, put through the same steps as the back office's
 * upload (the image, a presigned PUT to s3rver, the completion that checks it and makes its
 * variants), then shown as the first course's cover. Made once: a ready image is left as it is,
 * and the course's cover is changed only while it is the seeded drawing or this image.
 */
export async function seedImages(target: ImageTarget): Promise<void> {
  const ports = localImagePorts(target);
  const existing = await ports.records(imageRecords).get(DEMO_IMAGE_ID);
  if (existing?.status !== 'ready') {
    if (!existing) await createRecord({ ...ports, newId: () => DEMO_IMAGE_ID }, images, { title: 'Python for beginners: cover' });
    const png = await demoCoverPng();
    const link = await startImageUpload(ports, DEMO_IMAGE_ID, { file_name: 'python-cover.png', content_type: 'image/png', size: png.length });
    const put = await fetch(link.url, { method: 'PUT', headers: link.headers, body: new Uint8Array(png) });
    if (!put.ok) throw new Error(`s3rver refused the demo image (${put.status}): ${await put.text()}`);
    await completeImageUpload(ports, DEMO_IMAGE_ID, { key: link.key });
    target.report('demo image uploaded, with its card, detail and social variants');
  }
  const image = await getRecord(ports, images, DEMO_IMAGE_ID);
  const detail = image.variants.find((variant) => variant.key === imageVariantKey(DEMO_IMAGE_ID, 'detail'));
  if (!detail) return;
  const db = createDatabase(target.options);
  const course = (await db.courses.get({ id: DEMO_IMAGE_COURSE }).go()).data;
  if (course && (course.cover_image === SEEDED_COVER || course.cover_image?.includes(`/media/images/${DEMO_IMAGE_ID}/`)) && course.cover_image !== detail.url) {
    await db.courses.patch({ id: DEMO_IMAGE_COURSE }).set({ cover_image: detail.url }).go();
  }
}

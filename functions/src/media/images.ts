import { message, IMAGE_COLUMNS, IMAGE_TYPES, MAX_IMAGE_BYTES, type Image } from '@lm/shared';
import { imagePrefix, imageVariantKey, type ImageVariantName } from '@lm/shared/media/image-variants';
import type * as z from 'zod';
import type { imageCompleteInput, imageInput, imageUploadInput } from '@lm/shared';
import { imageRecords, type StoredImage, type StoredImageVariant } from '../data/records/image.js';
import { ConflictError, invalidField } from '../errors.js';
import { requireRecord, type Fields, type MasterFile, type RecordPorts, type RecordStore } from '../master-files/master-file.js';
import type { MediaStorage, UploadStorage } from './ports.js';
import { routes } from './routes.js';
import { sniff } from './service.js';

/** One variant made of a picture: its bytes and what they are. */
export interface MadeVariant {
  name: ImageVariantName;
  bytes: Uint8Array;
  width: number;
  height: number;
  contentType: string;
}

/** Makes the variants of a picture (sharp in the media Lambda and locally, decision 0035). */
export interface ImageVariantMaker {
  /** The picture's upright size and its variants; undefined when the bytes are no picture it can read. */
  make(bytes: Uint8Array): Promise<{ width: number; height: number; variants: MadeVariant[] } | undefined>;
}

/** What images need of the buckets beyond the uploads' presigned PUT and removal. */
export interface ImageFiles {
  /** The whole file in the uploads bucket (at most 10 MB), or undefined when there is none. */
  read(key: string): Promise<Uint8Array | undefined>;
  /** Writes a variant into the media bucket, where it is served publicly. */
  publish(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
}

/** What the images master file and its uploads need (decision 0035). */
export interface ImagePorts extends RecordPorts {
  /** The uploads bucket, where originals are put by presigned PUTs. */
  uploads(): Promise<UploadStorage>;
  /** Removal by prefix in the uploads bucket (an image's originals) and in the media bucket (its variants). */
  originals(): Promise<MediaStorage>;
  published(): Promise<MediaStorage>;
  files(): Promise<ImageFiles>;
  variants(): Promise<ImageVariantMaker>;
  /** Where the media bucket is served, without a trailing slash (MEDIA_URL): the variants' URLs start with it. */
  readonly mediaUrl: string;
  warn(message: string, details: Record<string, unknown>): void;
}

type ImageInput = z.output<typeof imageInput>;

/** How long an image's upload link lasts. */
const UPLOAD_LINK_SECONDS = 600;

/** The file's state a new image starts in: waiting for its file. */
const fresh = (): Omit<Image, keyof ImageInput | 'id' | 'created_at' | 'updated_at'> => ({
  status: 'waiting',
  image_file: '',
  file_name: '',
  content_type: '',
  size: 0,
  width: 0,
  height: 0,
  variants: [],
  upload: null,
});

const withUrls = (mediaUrl: string, stored: StoredImage): Image => ({
  ...stored,
  variants: stored.variants.map((variant) => ({ ...variant, url: `${mediaUrl}/${variant.key}` })),
});
const withoutUrls = (image: Image | StoredImage): StoredImage => ({
  ...image,
  variants: image.variants.map(({ name, key, width, height, content_type, size }) => ({ name, key, width, height, content_type, size })),
});

/** The images as the API answers them: the stored records with the variants' public URLs, built from MEDIA_URL on each read. */
function answered(ports: ImagePorts): RecordStore<Image> {
  const store = ports.records(imageRecords);
  const mediaUrl = ports.mediaUrl.replace(/\/+$/, '');
  return {
    list: async () => (await store.list()).map((stored) => withUrls(mediaUrl, stored)),
    get: async (id) => {
      const stored = await store.get(id);
      return stored && withUrls(mediaUrl, stored);
    },
    put: (image, mode) => store.put(withoutUrls(image), mode),
    delete: (ids) => store.delete(ids),
  };
}

/** The files of images whose records went: a failure is only logged (../shared/SPEC.md §8). */
async function removeFiles(ports: ImagePorts, ids: readonly string[]) {
  const [originals, published] = await Promise.all([ports.originals(), ports.published()]);
  for (const id of ids) {
    await Promise.all([originals.removePrefix(imagePrefix(id)), published.removePrefix(imagePrefix(id))]).catch((error: unknown) =>
      ports.warn('A deleted image kept files', { imageId: id, error: String(error) }),
    );
  }
}

export const images: MasterFile<Image, ImagePorts, ImageInput> = {
  what: 'image',
  store: answered,
  routes: { list: routes.listImages, get: routes.getImage, create: routes.createImage, update: routes.updateImage, remove: routes.deleteImages },
  columns: IMAGE_COLUMNS,
  /** The form sets the title; the file's state is kept as the server wrote it. */
  prepare: async (ports, input, id) => {
    if (!id) return { ...input, ...fresh() };
    const { id: _id, created_at: _created, updated_at: _updated, title: _title, ...file } = await requireImage(ports, id);
    return { ...input, ...file } satisfies Fields<Image>;
  },
  /** The original and the variants of a deleted image go too. */
  deleted: removeFiles,
};

const requireImage = (ports: ImagePorts, id: string) => requireRecord(answered(ports), id, 'image');

async function store(ports: ImagePorts, image: Image, change: Partial<Image>): Promise<Image> {
  const saved = { ...image, ...change, updated_at: ports.now().toISOString() };
  await answered(ports).put(saved, 'replace');
  return saved;
}

/**
 * A presigned PUT for an image's file, under the image's own prefix, holding its type and exact
 * size: storage takes no other file. An upload asked for before and not completed is dropped.
 */
export async function startImageUpload(ports: ImagePorts, id: string, input: z.output<typeof imageUploadInput>) {
  const image = await requireImage(ports, id);
  const uploads = await ports.uploads();
  if (image.upload) await uploads.remove(image.upload.key);
  const key = `${imagePrefix(id)}${ports.newId()}.${IMAGE_TYPES[input.content_type][0]}`;
  const link = await uploads.uploadUrl({ key, contentType: input.content_type, size: input.size, expiresSeconds: UPLOAD_LINK_SECONDS });
  const now = ports.now();
  await store(ports, image, { upload: { key, file_name: input.file_name, content_type: input.content_type, size: input.size, started_at: now.toISOString() } });
  return { ...link, key, expires_at: new Date(now.getTime() + UPLOAD_LINK_SECONDS * 1000).toISOString() };
}

/** What a refused file is told: nothing of it is kept. */
const notTheImage = (fileName: string) => invalidField('file', `${fileName} is not a JPEG, PNG or WebP image of the size announced: nothing was kept.`);

/**
 * Finishes an upload: the file must be the image announced (its size, and its first bytes those of
 * its type) and a picture that can be read, or it is removed and refused. Then its card, detail and
 * social variants are written to the media bucket, and the previous original goes.
 */
export async function completeImageUpload(ports: ImagePorts, id: string, input: z.output<typeof imageCompleteInput>): Promise<Image> {
  const image = await requireImage(ports, id);
  const { upload } = image;
  if (!upload || upload.key !== input.key) throw new ConflictError(message('uploadGone'));
  const uploads = await ports.uploads();
  const head = await uploads.firstBytes(upload.key, 16);
  if (!head) throw invalidField('key', message('nothingUploadedYet'));

  const refuse = async () => {
    await uploads.remove(upload.key);
    await store(ports, image, { upload: null });
    return notTheImage(upload.file_name);
  };
  if (head.size !== upload.size || head.size > MAX_IMAGE_BYTES || sniff(head.bytes) !== upload.content_type) throw await refuse();
  const bytes = await (await ports.files()).read(upload.key);
  const made = bytes && (await (await ports.variants()).make(bytes));
  if (!made) throw await refuse();

  const files = await ports.files();
  const variants = await Promise.all(
    made.variants.map(async (variant): Promise<StoredImageVariant> => {
      const key = imageVariantKey(id, variant.name);
      await files.publish(key, variant.bytes, variant.contentType);
      return { name: variant.name, key, width: variant.width, height: variant.height, content_type: variant.contentType, size: variant.bytes.length };
    }),
  );
  if (image.image_file && image.image_file !== upload.key) {
    await uploads.remove(image.image_file).catch((error: unknown) => ports.warn('An earlier file of an image was not removed', { imageId: id, error: String(error) }));
  }
  return store(ports, image, {
    status: 'ready',
    image_file: upload.key,
    file_name: upload.file_name,
    content_type: upload.content_type,
    size: upload.size,
    width: made.width,
    height: made.height,
    variants: variants.map((variant) => ({ ...variant, url: `${ports.mediaUrl.replace(/\/+$/, '')}/${variant.key}` })),
    upload: null,
  });
}

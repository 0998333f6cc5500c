import { imageUploadInput, type ImageContentType } from '@lm/shared';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createSharpVariants } from '../adapters/sharp-variants.js';
import { createRecord, deleteRecords, getRecord, updateRecord } from '../master-files/master-file.js';
import { completeImageUpload, images, startImageUpload } from './images.js';
import { memoryImagePorts } from './memory-image-ports.js';

/** A picture as an administrator would upload it: a gradient of `width` x `height`. */
const picture = (width: number, height: number, format: 'png' | 'jpeg' = 'png') =>
  sharp({ create: { width, height, channels: 3, background: { r: 40, g: 120, b: 200 } } })
    .composite([{ input: { create: { width: Math.ceil(width / 2), height, channels: 3, background: { r: 250, g: 200, b: 40 } } }, left: 0, top: 0 }])
    [format]()
    .toBuffer()
    .then((buffer) => new Uint8Array(buffer));

async function setUp() {
  const memory = memoryImagePorts(await createSharpVariants());
  const image = await createRecord(memory.ports, images, { title: 'Python course cover' });
  return { memory, image };
}

/** What the browser does with the link: puts the file under the key the signature names. */
async function uploaded(memory: Awaited<ReturnType<typeof setUp>>['memory'], imageId: string, bytes: Uint8Array, file: { file_name: string; content_type: ImageContentType } = { file_name: 'cover.png', content_type: 'image/png' }) {
  const link = await startImageUpload(memory.ports, imageId, { ...file, size: bytes.length });
  memory.uploads.files.set(link.key, bytes);
  return link;
}

describe('images', () => {
  it('starts a new image waiting for its file, with no variants', async () => {
    const { image } = await setUp();
    expect(image).toMatchObject({ title: 'Python course cover', status: 'waiting', image_file: '', variants: [], upload: null });
  });

  it('hands out a presigned PUT holding the type and exact size, under the image’s own prefix', async () => {
    const { memory, image } = await setUp();
    const link = await startImageUpload(memory.ports, image.id, { file_name: 'cover.png', content_type: 'image/png', size: 1234 });
    expect(link.key).toMatch(new RegExp(`^images/${image.id}/id-\\d+\\.png$`));
    expect(link).toMatchObject({ headers: { 'Content-Type': 'image/png' }, expires_at: '2026-11-27T03:10:00.000Z' });
    expect(memory.uploads.signed).toEqual([{ key: link.key, contentType: 'image/png', size: 1234 }]);
    expect(await getRecord(memory.ports, images, image.id)).toMatchObject({ status: 'waiting', upload: { key: link.key, file_name: 'cover.png', size: 1234 } });
  });

  it('refuses an oversized file, another type and a name that does not end as its type, before anything is signed', () => {
    const refused = (input: object) => imageUploadInput.safeParse(input).error?.issues.map((issue) => issue.message);
    expect(refused({ file_name: 'huge.png', content_type: 'image/png', size: 10 * 1024 ** 2 + 1 })).toEqual(['An image is at most 10 MB.']);
    expect(refused({ file_name: 'cat.gif', content_type: 'image/gif', size: 100 })).toEqual(['An image is a JPEG, PNG or WebP file.']);
    expect(refused({ file_name: 'notes.pdf', content_type: 'image/png', size: 100 })).toEqual(["The file's name does not end as its type does (.jpg, .jpeg, .png or .webp)."]);
    expect(refused({ file_name: 'photo.JPEG', content_type: 'image/jpeg', size: 10 * 1024 ** 2 })).toBeUndefined();
  });

  it('makes the card, detail and social variants in the media bucket, with their public URLs', async () => {
    const { memory, image } = await setUp();
    const link = await uploaded(memory, image.id, await picture(2000, 1000));
    const ready = await completeImageUpload(memory.ports, image.id, { key: link.key });

    expect(ready).toMatchObject({ status: 'ready', image_file: link.key, file_name: 'cover.png', content_type: 'image/png', width: 2000, height: 1000, upload: null });
    const base = `https://media.test/media/images/${image.id}`;
    expect(ready.variants.map(({ name, url, width, height, content_type }) => ({ name, url, width, height, content_type }))).toEqual([
      { name: 'card', url: `${base}/card.webp`, width: 640, height: 320, content_type: 'image/webp' },
      { name: 'detail', url: `${base}/detail.webp`, width: 1280, height: 640, content_type: 'image/webp' },
      { name: 'social', url: `${base}/social.jpg`, width: 600, height: 314, content_type: 'image/jpeg' },
    ]);
    const social = await sharp(memory.media.files.get(`images/${image.id}/social.jpg`)).metadata();
    expect(social).toMatchObject({ format: 'jpeg', width: 600, height: 314 });
    expect((await sharp(memory.media.files.get(`images/${image.id}/card.webp`)).metadata()).format).toBe('webp');
    // Read back, the record answers the same URLs; the table does too.
    expect((await getRecord(memory.ports, images, image.id)).variants[0]?.url).toBe(`${base}/card.webp`);
    expect(memory.stored().items.get(image.id)?.variants[0]).not.toHaveProperty('url');
  });

  it('never enlarges a small picture for the card and detail, but crops the social image to 600x314', async () => {
    const { memory, image } = await setUp();
    const link = await uploaded(memory, image.id, await picture(300, 500, 'jpeg'), { file_name: 'portrait.jpg', content_type: 'image/jpeg' });
    const ready = await completeImageUpload(memory.ports, image.id, { key: link.key });
    expect(ready.variants.map(({ width, height }) => [width, height])).toEqual([
      [300, 500],
      [300, 500],
      [600, 314],
    ]);
  });

  it("keeps the file's state when the form is saved", async () => {
    const { memory, image } = await setUp();
    const link = await uploaded(memory, image.id, await picture(800, 600));
    await completeImageUpload(memory.ports, image.id, { key: link.key });
    const edited = await updateRecord(memory.ports, images, image.id, { title: 'New cover' });
    expect(edited).toMatchObject({ title: 'New cover', status: 'ready', image_file: link.key, width: 800 });
    expect(edited.variants).toHaveLength(3);
  });

  it('removes and refuses a .png whose bytes are text, keeping nothing', async () => {
    const { memory, image } = await setUp();
    const link = await uploaded(memory, image.id, new TextEncoder().encode('this is a text file, not a picture\n'));
    await expect(completeImageUpload(memory.ports, image.id, { key: link.key })).rejects.toThrow('cover.png is not a JPEG, PNG or WebP image of the size announced: nothing was kept.');
    expect([...memory.uploads.files.keys()]).toEqual([]);
    expect([...memory.media.files.keys()]).toEqual([]);
    expect(await getRecord(memory.ports, images, image.id)).toMatchObject({ status: 'waiting', upload: null, image_file: '' });
  });

  it('refuses a picture of another type than announced, and one whose bytes cannot be read past their first', async () => {
    const { memory, image } = await setUp();
    const jpegAsPng = await uploaded(memory, image.id, await picture(100, 100, 'jpeg'));
    await expect(completeImageUpload(memory.ports, image.id, { key: jpegAsPng.key })).rejects.toThrow('is not a JPEG, PNG or WebP image');
    const png = await picture(100, 100);
    const broken = await uploaded(memory, image.id, png.map((byte, index) => (index < 16 ? byte : 0)));
    await expect(completeImageUpload(memory.ports, image.id, { key: broken.key })).rejects.toThrow('is not a JPEG, PNG or WebP image');
    expect([...memory.uploads.files.keys()]).toEqual([]);
    expect([...memory.media.files.keys()]).toEqual([]);
  });

  it('refuses a completion of another upload, and one before the file is sent', async () => {
    const { memory, image } = await setUp();
    const link = await startImageUpload(memory.ports, image.id, { file_name: 'cover.png', content_type: 'image/png', size: 100 });
    await expect(completeImageUpload(memory.ports, image.id, { key: `images/${image.id}/other.png` })).rejects.toThrow('This upload is no longer under way: start it again.');
    await expect(completeImageUpload(memory.ports, image.id, { key: link.key })).rejects.toThrow('Nothing was uploaded under this key yet');
    expect(await getRecord(memory.ports, images, image.id)).toMatchObject({ upload: { key: link.key } });
  });

  it('drops an unfinished upload when another starts, and the earlier original when a new file is completed', async () => {
    const { memory, image } = await setUp();
    const first = await uploaded(memory, image.id, await picture(400, 300));
    const firstDone = await completeImageUpload(memory.ports, image.id, { key: first.key });
    const abandoned = await uploaded(memory, image.id, await picture(500, 300));
    const second = await uploaded(memory, image.id, await picture(900, 300));
    expect(memory.uploads.files.has(abandoned.key)).toBe(false);
    const replaced = await completeImageUpload(memory.ports, image.id, { key: second.key });
    expect([...memory.uploads.files.keys()]).toEqual([second.key]);
    expect(replaced).toMatchObject({ image_file: second.key, width: 900 });
    // The variants keep their keys, so pages that link them show the new picture.
    expect(replaced.variants.map((variant) => variant.key)).toEqual(firstDone.variants.map((variant) => variant.key));
    expect(replaced.variants[0]?.width).toBe(640);
  });

  it('deletes an image with its original and its variants in both buckets', async () => {
    const { memory, image } = await setUp();
    const link = await uploaded(memory, image.id, await picture(700, 400));
    await completeImageUpload(memory.ports, image.id, { key: link.key });
    const other = await createRecord(memory.ports, images, { title: 'Kept' });
    expect(await deleteRecords(memory.ports, images, [image.id])).toEqual({ success: true, ok: true, deleted: [image.id] });
    expect([...memory.uploads.files.keys()].filter((key) => key.startsWith(`images/${image.id}/`))).toEqual([]);
    expect([...memory.media.files.keys()].filter((key) => key.startsWith(`images/${image.id}/`))).toEqual([]);
    expect(await getRecord(memory.ports, images, other.id)).toMatchObject({ title: 'Kept' });
  });

  it('still deletes the image when its files cannot be removed, and logs it', async () => {
    const { memory, image } = await setUp();
    memory.media.storage.removePrefix = async () => {
      throw new Error('storage is away');
    };
    expect((await deleteRecords(memory.ports, images, [image.id])).deleted).toEqual([image.id]);
    expect(memory.warnings).toEqual(['A deleted image kept files']);
  });
});

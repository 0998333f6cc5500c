import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import type { Image } from '@lm/shared';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { api, localS3, signIn, signOut } from '../testing/api.js';

let admin: Awaited<ReturnType<typeof signIn>>;
const as = () => ({ token: admin.id_token });

beforeAll(async () => {
  admin = await signIn('admin');
});
afterAll(async () => {
  await signOut(admin);
});

const keysUnder = async (bucket: string, prefix: string) =>
  ((await localS3().send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix }))).Contents ?? []).map((object) => object.Key ?? '').sort();

/** A picture as an administrator would upload it: 1800x1200, two colours, as PNG. */
const testPicture = () =>
  sharp({ create: { width: 1800, height: 1200, channels: 3, background: { r: 30, g: 90, b: 160 } } })
    .composite([{ input: { create: { width: 600, height: 1200, channels: 3, background: { r: 250, g: 210, b: 60 } } }, left: 0, top: 0 }])
    .png()
    .toBuffer();

async function newImage(title = 'Course cover'): Promise<Image> {
  const created = await api('/api/images', { json: { title }, ...as() });
  expect(created.status, created.text).toBe(200);
  return created.body as unknown as Image;
}

/** What the back office's panel does: ask for the link, PUT the file with the signed headers, complete. */
async function upload(image: Image, bytes: Uint8Array, fileName = 'cover.png', contentType = 'image/png') {
  const started = await api(`/api/images/${image.id}/upload`, { json: { file_name: fileName, content_type: contentType, size: bytes.length }, ...as() });
  expect(started.status, started.text).toBe(200);
  const link = started.body as unknown as { url: string; headers: Record<string, string>; key: string };
  const put = await fetch(link.url, { method: 'PUT', headers: link.headers, body: bytes });
  expect(put.status, await put.clone().text()).toBe(200);
  return { link, completed: await api(`/api/images/${image.id}/upload/complete`, { json: { key: link.key }, ...as() }) };
}

describe('images: upload, variants, delete', () => {
  const { uploads, media } = inject('resources').buckets;

  it('holds the demo image ready, its detail variant the first course’s cover', async () => {
    const demo = (await api('/api/images/image-demo-python-cover', as())).body as unknown as Image;
    expect(demo).toMatchObject({ status: 'ready', file_name: 'python-cover.png', width: 1600, height: 900 });
    const detail = demo.variants.find((variant) => variant.name === 'detail');
    expect(detail?.url).toBe(`${inject('endpoints').media}/images/image-demo-python-cover/detail.webp`);
    const course = await api('/public/courses/course-python-basics');
    expect(JSON.stringify(course.body)).toContain(detail?.url);
  });

  it('uploads a PNG by its presigned PUT, makes its variants, and serves them publicly from the media server', async () => {
    const image = await newImage();
    expect(image).toMatchObject({ status: 'waiting', image_file: '', variants: [] });
    const { link, completed } = await upload(image, new Uint8Array(await testPicture()));
    expect(completed.status, completed.text).toBe(200);
    const ready = completed.body as unknown as Image;
    expect(ready).toMatchObject({ status: 'ready', image_file: link.key, width: 1800, height: 1200, upload: null });

    const expected = { card: [640, 427, 'webp'], detail: [1280, 853, 'webp'], social: [600, 314, 'jpeg'] } as const;
    for (const variant of ready.variants) {
      expect(variant.url).toBe(`${inject('endpoints').media}/images/${image.id}/${variant.name}.${variant.name === 'social' ? 'jpg' : 'webp'}`);
      // No cookies: images are public, unlike videos.
      const served = await fetch(variant.url);
      expect(served.status, variant.url).toBe(200);
      expect(served.headers.get('content-type')).toBe(variant.content_type);
      const metadata = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
      const [width, height, format] = expected[variant.name as keyof typeof expected];
      expect([metadata.width, metadata.height, metadata.format], variant.name).toEqual([width, height, format]);
    }
    expect(await keysUnder(media, `images/${image.id}/`)).toEqual([`images/${image.id}/card.webp`, `images/${image.id}/detail.webp`, `images/${image.id}/social.jpg`]);
    expect(await keysUnder(uploads, `images/${image.id}/`)).toEqual([link.key]);
  });

  it('refuses an oversized file and one of another type before anything is signed', async () => {
    const image = await newImage();
    const big = await api(`/api/images/${image.id}/upload`, { json: { file_name: 'huge.png', content_type: 'image/png', size: 11 * 1024 ** 2 }, ...as() });
    expect(big.status).toBe(400);
    expect(big.text).toContain('An image is at most 10 MB.');
    const gif = await api(`/api/images/${image.id}/upload`, { json: { file_name: 'cat.gif', content_type: 'image/gif', size: 1000 }, ...as() });
    expect(gif.status).toBe(400);
    expect(gif.text).toContain('An image is a JPEG, PNG or WebP file.');
    expect((await api(`/api/images/${image.id}`, as())).body).toMatchObject({ upload: null, status: 'waiting' });
    expect(await keysUnder(uploads, `images/${image.id}/`)).toEqual([]);
  });

  it('refuses a .png whose bytes are a text file, and leaves no object in the uploads bucket', async () => {
    const image = await newImage();
    const { completed } = await upload(image, new TextEncoder().encode('#!/bin/sh\necho this is not a picture\n'), 'cover.png');
    expect(completed.status).toBe(400);
    expect(completed.text).toContain('cover.png is not a JPEG, PNG or WebP image of the size announced: nothing was kept.');
    expect(await keysUnder(uploads, `images/${image.id}/`)).toEqual([]);
    expect(await keysUnder(media, `images/${image.id}/`)).toEqual([]);
    expect((await api(`/api/images/${image.id}`, as())).body).toMatchObject({ status: 'waiting', image_file: '', upload: null });
  });

  it('deletes an image with every file under its prefixes, in both buckets', async () => {
    const image = await newImage('To be deleted');
    const { completed } = await upload(image, new Uint8Array(await testPicture()));
    expect(completed.status, completed.text).toBe(200);
    expect(await keysUnder(media, `images/${image.id}/`)).toHaveLength(3);

    const deleted = await api('/api/images/delete', { json: { ids: [image.id] }, ...as() });
    expect(deleted.status, deleted.text).toBe(200);
    expect(deleted.body).toMatchObject({ deleted: [image.id] });
    expect(await keysUnder(uploads, `images/${image.id}/`)).toEqual([]);
    expect(await keysUnder(media, `images/${image.id}/`)).toEqual([]);
    expect((await api(`/api/images/${image.id}`, as())).status).toBe(404);
  });
});

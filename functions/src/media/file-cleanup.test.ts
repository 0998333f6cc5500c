import { fileDelete, m3u8FileDelete, videoRecordFileDelete, type Course } from '@lm/shared';
import { describe, expect, it } from 'vitest';
import { imageRecords, type StoredImage } from '../data/records/image.js';
import { courseRecords } from '../data/records/video-record.js';
import { createRecord, deleteRecords } from '../master-files/master-file.js';
import { deleteHlsVideoFiles, deleteMediaFile, deleteVideoRecordFile, readVideoRaw, readVideoRecordRaw } from './file-cleanup.js';
import { memoryVideoPorts } from './memory-ports.js';
import { videoRecords } from './video-records.js';
import { videos } from './videos.js';

const COURSE = { id: 'course-1', title: 'Python', created_at: '2026-01-01T00:00:00.000Z', updated_at: '2026-01-01T00:00:00.000Z' } as Course;

/** A deleted HLS video's files, as they were left in both buckets. */
function leftBehind(memory: ReturnType<typeof memoryVideoPorts>, videoId: string) {
  memory.uploads.files.set(`videos/${videoId}/original-1.mp4`, new Uint8Array(10));
  memory.media.files.set(`videos/${videoId}/master.m3u8`, new Uint8Array(1));
  memory.media.files.set(`videos/${videoId}/master_360p.m3u8`, new Uint8Array(1));
  memory.media.files.set(`videos/${videoId}/master_360p_00001.ts`, new Uint8Array(1));
}

const keysOf = (bucket: { files: Map<string, Uint8Array> }) => [...bucket.files.keys()].sort();

describe('file clean-up: the file a record held, after the record is deleted', () => {
  it('reads a video’s file name and status, then removes its original and whole renditions folder once the video is gone', async () => {
    const memory = memoryVideoPorts();
    const video = await createRecord(memory.ports, videos, { title: 'Lesson', upload_video_type: 'video-upload-m3u8', external_url: '' });
    memory.videos().items.set(video.id, { ...video, video_file: `videos/${video.id}/original-1.mp4`, status: 'ready' });
    leftBehind(memory, video.id);
    memory.media.files.set('videos/other-video/master.m3u8', new Uint8Array(1));

    const raw = await readVideoRaw(memory.ports, video.id);
    expect(raw).toEqual({ id: video.id, fileName: `videos/${video.id}/original-1.mp4`, status: 'ready', upload_video_type: 'video-upload-m3u8' });
    // The video's own delete would remove them; here they are left, as when storage failed it.
    memory.videos().items.delete(video.id);

    expect(await deleteHlsVideoFiles(memory.ports, raw.fileName)).toEqual({ deleted: 4 });
    expect(keysOf(memory.uploads)).toEqual([]);
    expect(keysOf(memory.media)).toEqual(['videos/other-video/master.m3u8']);
  });

  it('removes a deleted kept-as-is video’s original and the copy that was played, and nothing of another video', async () => {
    const memory = memoryVideoPorts();
    memory.uploads.files.set('videos/v-1/abc.mp4', new Uint8Array(10));
    memory.uploads.files.set('videos/v-2/def.mp4', new Uint8Array(10));
    memory.media.files.set('videos/v-1/original.mp4', new Uint8Array(10));
    memory.media.files.set('videos/v-2/original.mp4', new Uint8Array(10));

    expect(await deleteMediaFile(memory.ports, 'videos/v-1/abc.mp4')).toEqual({ deleted: 2 });
    expect(keysOf(memory.uploads)).toEqual(['videos/v-2/def.mp4']);
    expect(keysOf(memory.media)).toEqual(['videos/v-2/original.mp4']);
  });

  it('answers 0 when the files are gone already: the record’s own delete removed them', async () => {
    const memory = memoryVideoPorts();
    const video = await createRecord(memory.ports, videos, { title: 'Lesson', upload_video_type: 'video-upload-m3u8', external_url: '' });
    leftBehind(memory, video.id);
    await deleteRecords(memory.ports, videos, [video.id]);
    expect(keysOf(memory.media)).toEqual([]);

    const fileName = `videos/${video.id}/original-1.mp4`;
    expect(await deleteHlsVideoFiles(memory.ports, fileName)).toEqual({ deleted: 0 });
    expect(await deleteMediaFile(memory.ports, fileName)).toEqual({ deleted: 0 });
    expect(await deleteVideoRecordFile(memory.ports, 'video-records/gone/class.mp4')).toEqual({ deleted: 0 });
  });

  it('refuses a file a record still holds, with a plain message, and removes nothing', async () => {
    const memory = memoryVideoPorts();
    const video = await createRecord(memory.ports, videos, { title: 'Lesson', upload_video_type: 'video-upload-m3u8', external_url: '' });
    leftBehind(memory, video.id);
    const before = { uploads: keysOf(memory.uploads), media: keysOf(memory.media) };

    for (const remove of [deleteHlsVideoFiles, deleteMediaFile]) {
      await expect(remove(memory.ports, `videos/${video.id}/original-1.mp4`)).rejects.toMatchObject({
        kind: 'conflict',
        message: 'The video “Lesson” still holds this file: it is removed when the video is deleted.',
      });
    }
    expect({ uploads: keysOf(memory.uploads), media: keysOf(memory.media) }).toEqual(before);

    await memory.ports.records(courseRecords).put(COURSE, 'create');
    const record = await createRecord(memory.ports, videoRecords, { title: 'Week 1', course_id: COURSE.id, recorded_on: '2026-11-20', description: '' });
    memory.uploads.files.set(`video-records/${record.id}/class.mp4`, new Uint8Array(10));
    await expect(deleteVideoRecordFile(memory.ports, `video-records/${record.id}/class.mp4`)).rejects.toMatchObject({
      kind: 'conflict',
      message: 'The video record “Week 1” still holds this file: it is removed when the video record is deleted.',
    });
    expect(memory.uploads.files.has(`video-records/${record.id}/class.mp4`)).toBe(true);
  });

  it('removes a deleted image’s original and its variants; refuses while the image holds them', async () => {
    const memory = memoryVideoPorts();
    memory.uploads.files.set('images/i-1/abc.png', new Uint8Array(10));
    for (const variant of ['card.webp', 'detail.webp', 'social.jpg']) memory.media.files.set(`images/i-1/${variant}`, new Uint8Array(1));
    memory.media.files.set('images/i-2/card.webp', new Uint8Array(1));
    await memory.ports.records(imageRecords).put({ id: 'i-1', title: 'Cover' } as StoredImage, 'create');

    await expect(deleteMediaFile(memory.ports, 'images/i-1/abc.png')).rejects.toMatchObject({ message: 'The image “Cover” still holds this file: it is removed when the image is deleted.' });
    await memory.ports.records(imageRecords).delete(['i-1']);
    expect(await deleteMediaFile(memory.ports, 'images/i-1/abc.png')).toEqual({ deleted: 4 });
    expect(keysOf(memory.uploads)).toEqual([]);
    expect(keysOf(memory.media)).toEqual(['images/i-2/card.webp']);
  });

  it('reads a video record’s file name, and removes the file once the record is deleted', async () => {
    const memory = memoryVideoPorts();
    await memory.ports.records(courseRecords).put(COURSE, 'create');
    const record = await createRecord(memory.ports, videoRecords, { title: 'Week 1', course_id: COURSE.id, recorded_on: '2026-11-20', description: '' });
    const fileName = `video-records/${record.id}/class.mp4`;
    await videoRecords.store(memory.ports).put({ ...record, video_file: fileName, file_name: 'class.mp4', size: 10 }, 'replace');
    expect(await readVideoRecordRaw(memory.ports, record.id)).toEqual({ id: record.id, fileName });

    await videoRecords.store(memory.ports).delete([record.id]);
    memory.uploads.files.set(fileName, new Uint8Array(10));
    expect(await deleteVideoRecordFile(memory.ports, fileName)).toEqual({ deleted: 1 });
    expect(keysOf(memory.uploads)).toEqual([]);
  });
});

describe('file clean-up bodies: only files of the product’s layout are ever named', () => {
  const refused = (schema: { safeParse(value: unknown): { success: boolean; error?: { issues: { message: string }[] } } }, fileName: unknown) => {
    const parsed = schema.safeParse({ fileName, status: 'ready' });
    return parsed.success ? undefined : parsed.error?.issues[0]?.message;
  };

  it('refuses an arbitrary key, a path that climbs out of a folder, a prefix, and another layout', () => {
    for (const key of ['slips/o-1/abc', 'videos/v-1/../../slips/o-1/abc', 'videos/v-1/', 'videos/v-1', 'videos/', '../videos/v-1/a.mp4', '/videos/v-1/a.mp4', 'videos/v-1/sub/a.mp4', 'videos/v-1/..', 'images/i-1/', 'files/f-1/a.pdf']) {
      expect(refused(fileDelete, key), key).toBe('fileName is not a file the product keeps.');
      expect(refused(m3u8FileDelete, key), key).toBe('fileName is not a file the product keeps.');
    }
    // An image's file goes through test_delete only; a video record's through its own route.
    expect(refused(m3u8FileDelete, 'images/i-1/original.png')).toBe('fileName is not a file the product keeps.');
    expect(refused(fileDelete, 'video-records/r-1/a.mp4')).toBe('fileName is not a file the product keeps.');
    expect(refused(videoRecordFileDelete.extend({ status: fileDelete.shape.status }), 'videos/v-1/a.mp4')).toBe('fileName is not a file the product keeps.');
    expect(refused(fileDelete, '')).toBe('fileName is required.');
    expect(refused(fileDelete, 42)).toBe('fileName is required.');
  });

  it('takes a video’s original, an image’s, and a video record’s file', () => {
    expect(refused(fileDelete, 'videos/7d1c0e4e-5b8a-4a57-9f0e-2f6d1b7c9a10/0b7e.mp4')).toBeUndefined();
    expect(refused(fileDelete, 'images/i-1/0b7e.png')).toBeUndefined();
    expect(refused(m3u8FileDelete, 'videos/video-demo-welcome/original.mkv')).toBeUndefined();
    expect(videoRecordFileDelete.safeParse({ fileName: 'video-records/r-1/class.mov' }).success).toBe(true);
    expect(fileDelete.safeParse({ fileName: 'videos/v-1/a.mp4', status: 'ready; rm -rf' }).success).toBe(false);
    expect(fileDelete.safeParse({ fileName: 'videos/v-1/a.mp4', bucket: 'other' }).success).toBe(false);
  });
});

import type { Course } from '@lm/shared';
import { describe, expect, it } from 'vitest';
import { courseRecords } from '../data/records/video-record.js';
import { createRecord, deleteRecords, getRecord, updateRecord } from '../master-files/master-file.js';
import { memoryVideoPorts } from './memory-ports.js';
import { videoCategories } from './video-categories.js';
import { completeVideoRecordUpload, requestVideoRecordUpload, videoRecords, viewVideoRecordFile } from './video-records.js';
import { videos } from './videos.js';

/** The first bytes of an MP4: a 24-byte `ftyp` box (isom), then the rest of the file. */
const mp4 = (size: number) => {
  const bytes = new Uint8Array(size);
  bytes.set([0, 0, 0, 24, ...[...'ftypisom'].map((char) => char.charCodeAt(0))]);
  return bytes;
};

const COURSE = { id: 'course-1', title: 'Python', created_at: '2026-01-01T00:00:00.000Z', updated_at: '2026-01-01T00:00:00.000Z' } as Course;

async function withCourse() {
  const memory = memoryVideoPorts();
  await memory.ports.records(courseRecords).put(COURSE, 'create');
  return memory;
}

describe('video categories', () => {
  it('puts a video in a category that exists, and refuses one that does not', async () => {
    const memory = memoryVideoPorts();
    const category = await createRecord(memory.ports, videoCategories, { name: 'Lessons', description: '', ordering: 0 });
    const video = await createRecord(memory.ports, videos, { title: 'Intro', upload_video_type: 'video-upload-m3u8', external_url: '', category_id: category.id });
    expect(video).toMatchObject({ category_id: category.id, status: 'waiting' });

    const moved = await updateRecord(memory.ports, videos, video.id, { title: 'Intro', upload_video_type: 'video-upload-m3u8', external_url: '', category_id: '' });
    expect(moved.category_id).toBe('');
    await expect(createRecord(memory.ports, videos, { title: 'Outro', upload_video_type: 'video-upload-m3u8', external_url: '', category_id: 'nothing' })).rejects.toMatchObject({
      kind: 'invalid',
      details: { fields: { category_id: ['No video category has this id.'] } },
    });
  });

  it('refuses to delete a category videos are still in (cannotDelete), with the others of the request; once empty it goes', async () => {
    const memory = memoryVideoPorts();
    const held = await createRecord(memory.ports, videoCategories, { name: 'Lessons', description: '', ordering: 0 });
    const empty = await createRecord(memory.ports, videoCategories, { name: 'Extras', description: '', ordering: 1 });
    const video = await createRecord(memory.ports, videos, { title: 'Intro', upload_video_type: 'video-upload-m3u8', external_url: '', category_id: held.id });

    await expect(deleteRecords(memory.ports, videoCategories, [empty.id, held.id])).rejects.toMatchObject({
      kind: 'conflict',
      details: { code: 'cannotDelete' },
      message: 'video category Lessons: 1 video still uses it.',
    });
    expect(await getRecord(memory.ports, videoCategories, empty.id)).toMatchObject({ name: 'Extras' });

    await updateRecord(memory.ports, videos, video.id, { title: 'Intro', upload_video_type: 'video-upload-m3u8', external_url: '' });
    expect(await deleteRecords(memory.ports, videoCategories, [empty.id, held.id])).toEqual({ success: true, ok: true, deleted: [empty.id, held.id] });
  });
});

describe('course video records', () => {
  it('belongs to a course that exists, and keeps its file through a form save', async () => {
    const memory = await withCourse();
    await expect(createRecord(memory.ports, videoRecords, { title: 'Week 1', course_id: 'nothing', recorded_on: '2026-11-20', description: '' })).rejects.toMatchObject({
      details: { fields: { course_id: ['No course has this id.'] } },
    });
    const record = await createRecord(memory.ports, videoRecords, { title: 'Week 1', course_id: COURSE.id, recorded_on: '2026-11-20', description: '' });
    expect(record).toMatchObject({ video_file: '', file_name: '', size: 0 });

    const link = await requestVideoRecordUpload(memory.ports, record.id, { file_name: 'class.mp4', content_type: 'video/mp4', size: 2000 });
    expect(link.key).toMatch(new RegExp(`^video-records/${record.id}/[^/]+\\.mp4$`));
    expect(memory.uploads.signed.at(-1)).toMatchObject({ key: link.key, contentType: 'video/mp4', size: 2000 });
    memory.uploads.files.set(link.key, mp4(2000));
    const kept = await completeVideoRecordUpload(memory.ports, record.id, { key: link.key, file_name: 'class.mp4' });
    expect(kept).toMatchObject({ video_file: link.key, file_name: 'class.mp4', size: 2000 });

    const edited = await updateRecord(memory.ports, videoRecords, record.id, { title: 'Week one', course_id: COURSE.id, recorded_on: '2026-11-21', description: 'Loops' });
    expect(edited).toMatchObject({ title: 'Week one', video_file: link.key, file_name: 'class.mp4', size: 2000 });
    expect((await viewVideoRecordFile(memory.ports, record.id)).url).toContain(link.key);
  });

  it('refuses a file that is not a video, or not an upload of the record, and keeps nothing of it', async () => {
    const memory = await withCourse();
    const record = await createRecord(memory.ports, videoRecords, { title: 'Week 1', course_id: COURSE.id, recorded_on: '2026-11-20', description: '' });
    const link = await requestVideoRecordUpload(memory.ports, record.id, { file_name: 'class.mp4', content_type: 'video/mp4', size: 30 });
    memory.uploads.files.set(link.key, new TextEncoder().encode('#!/bin/sh\necho not a video\n'));
    await expect(completeVideoRecordUpload(memory.ports, record.id, { key: link.key, file_name: 'class.mp4' })).rejects.toMatchObject({
      details: { fields: { key: ['class.mp4 is not an MP4, MOV or MKV video: nothing was kept.'] } },
    });
    expect(memory.uploads.files.has(link.key)).toBe(false);
    await expect(completeVideoRecordUpload(memory.ports, record.id, { key: 'videos/v-1/a.mp4', file_name: 'a.mp4' })).rejects.toMatchObject({
      details: { fields: { key: ['This is not an upload of this video record.'] } },
    });
    expect((await getRecord(memory.ports, videoRecords, record.id)).video_file).toBe('');
  });

  it('removes the previous file when a new one is kept, and the whole folder when the record is deleted', async () => {
    const memory = await withCourse();
    const record = await createRecord(memory.ports, videoRecords, { title: 'Week 1', course_id: COURSE.id, recorded_on: '2026-11-20', description: '' });
    const first = await requestVideoRecordUpload(memory.ports, record.id, { file_name: 'a.mp4', content_type: 'video/mp4', size: 100 });
    memory.uploads.files.set(first.key, mp4(100));
    await completeVideoRecordUpload(memory.ports, record.id, { key: first.key, file_name: 'a.mp4' });
    const second = await requestVideoRecordUpload(memory.ports, record.id, { file_name: 'b.mp4', content_type: 'video/mp4', size: 100 });
    memory.uploads.files.set(second.key, mp4(100));
    await completeVideoRecordUpload(memory.ports, record.id, { key: second.key, file_name: 'b.mp4' });
    expect([...memory.uploads.files.keys()]).toEqual([second.key]);

    // An upload never completed stays in the folder until the record goes.
    memory.uploads.files.set(`video-records/${record.id}/abandoned.mp4`, mp4(100));
    memory.uploads.files.set('video-records/another/kept.mp4', mp4(100));
    await deleteRecords(memory.ports, videoRecords, [record.id]);
    expect([...memory.uploads.files.keys()]).toEqual(['video-records/another/kept.mp4']);
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../../config/env';
import { configureApi } from '../../../lib/api/client';
import { images } from '../master-files/images';
import { videoRecords, videos } from '../master-files/media';
import { deleteSelected } from '../stores/actions';
import { initialTableState, tableStore, update, type Row } from '../stores/table';
import type { MasterFile } from '../types';

type Answer = { status: number; body: unknown };
type Sent = { method: string; path: string; body: Record<string, string> };

/** The API as the back office sees it: each request answered in turn, by method and path. */
function stubApi(answers: Record<string, Answer | Answer[]>) {
  const sent: Sent[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    if (url === '/config.json') return Response.json({ apiUrl: 'http://api.test', stage: 'test' });
    const path = url.replace('http://api.test', '');
    const method = init.method ?? 'GET';
    sent.push({ method, path, body: init.body instanceof FormData ? Object.fromEntries([...init.body.entries()].map(([key, value]) => [key, String(value)])) : {} });
    const answer = answers[`${method} ${path}`];
    const next = Array.isArray(answer) ? answer.shift() : answer;
    if (!next) throw new Error(`unexpected ${method} ${path}`);
    return Response.json(next.body, { status: next.status });
  });
  return sent;
}

const ok = (body: unknown): Answer => ({ status: 200, body });
const deleted = (ids: string[]) => ok({ success: true, ok: true, deleted: ids });

/** A table of `file` with these rows selected. */
function selected(file: MasterFile, ids: string[]) {
  const store = tableStore(`${file.key}-${Math.random()}`);
  update(store, () => ({ ...initialTableState(), rows: ids.map((id): Row => ({ id })), selected: ids }));
  return store;
}

describe('deleting videos, video records and images cleans their files up (../shared/SPEC.md §7)', () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);

  beforeEach(async () => {
    stubApi({});
    await loadConfig();
    configureApi({ tokenOf: () => 'admin-token', renew: async () => undefined, expired: () => undefined });
    warn.mockClear();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('reads each video’s file, deletes the videos, then posts each file to the route of its kind; a video without a file posts nothing', async () => {
    const sent = stubApi({
      'GET /api/videos/raw/v-hls': ok({ id: 'v-hls', fileName: 'videos/v-hls/a.mp4', status: 'ready', upload_video_type: 'video-upload-m3u8' }),
      'GET /api/videos/raw/v-mp4': ok({ id: 'v-mp4', fileName: 'videos/v-mp4/b.mp4', status: 'ready', upload_video_type: 'video-upload' }),
      'GET /api/videos/raw/v-link': ok({ id: 'v-link', fileName: '', status: 'ready', upload_video_type: 'others' }),
      'POST /api/videos/delete': deleted(['v-hls', 'v-mp4', 'v-link']),
      // The server removed the files with the videos: the posts find nothing left.
      'POST /api/delete/video/m3u8': ok({ deleted: 0 }),
      'POST /api/home/test_delete': ok({ deleted: 0 }),
    });
    const store = selected(videos, ['v-hls', 'v-mp4', 'v-link']);

    expect(await deleteSelected(videos, store)).toEqual({ kind: 'deleted' });

    expect(sent.map((request) => `${request.method} ${request.path}`)).toEqual([
      'GET /api/videos/raw/v-hls',
      'GET /api/videos/raw/v-mp4',
      'GET /api/videos/raw/v-link',
      'POST /api/videos/delete',
      'POST /api/delete/video/m3u8',
      'POST /api/home/test_delete',
    ]);
    expect(sent.slice(4).map((request) => request.body)).toEqual([
      { fileName: 'videos/v-hls/a.mp4', status: 'ready' },
      { fileName: 'videos/v-mp4/b.mp4', status: 'ready' },
    ]);
    expect(store.get().rows).toEqual([]);
    expect(warn).not.toHaveBeenCalled();
  });

  it('only logs a file that could not be read or removed: the delete still succeeds', async () => {
    const sent = stubApi({
      'GET /api/videosrecord/raw/r-1': ok({ id: 'r-1', fileName: 'video-records/r-1/a.mp4' }),
      'GET /api/videosrecord/raw/r-2': { status: 404, body: { message: 'No video record has the id r-2.' } },
      'POST /api/videosrecord/delete': deleted(['r-1']),
      'POST /api/delete/video/record': { status: 409, body: { message: 'The video record “Week 1” still holds this file.' } },
    });
    const store = selected(videoRecords, ['r-1', 'r-2']);

    expect(await deleteSelected(videoRecords, store)).toEqual({ kind: 'deleted' });
    expect(sent.at(-1)).toEqual({ method: 'POST', path: '/api/delete/video/record', body: { fileName: 'video-records/r-1/a.mp4' } });
    expect(warn).toHaveBeenCalledTimes(2);
    expect(store.get().rows).toEqual([]);
  });

  it('reads an image’s file and status, deletes it, then posts them to /api/home/test_delete; an image without a file posts nothing', async () => {
    const sent = stubApi({
      'GET /api/images/i-1': ok({ id: 'i-1', title: 'Cover', status: 'ready', image_file: 'images/i-1/a.png' }),
      'GET /api/images/i-2': ok({ id: 'i-2', title: 'Draft', status: 'waiting', image_file: '' }),
      'POST /api/images/delete': deleted(['i-1', 'i-2']),
      'POST /api/home/test_delete': ok({ deleted: 0 }),
    });

    expect(await deleteSelected(images, selected(images, ['i-1', 'i-2']))).toEqual({ kind: 'deleted' });
    expect(sent.map((request) => `${request.method} ${request.path}`)).toEqual(['GET /api/images/i-1', 'GET /api/images/i-2', 'POST /api/images/delete', 'POST /api/home/test_delete']);
    expect(sent.at(-1)?.body).toEqual({ fileName: 'images/i-1/a.png', status: 'ready' });
  });

  it('posts no file when the delete is refused', async () => {
    const sent = stubApi({
      'GET /api/videos/raw/v-1': ok({ id: 'v-1', fileName: 'videos/v-1/a.mp4', status: 'ready', upload_video_type: 'video-upload-m3u8' }),
      'POST /api/videos/delete': { status: 409, body: { code: 'cannotDelete', message: 'video v-1: a lesson still shows it.' } },
    });
    const store = selected(videos, ['v-1']);

    expect(await deleteSelected(videos, store)).toEqual({ kind: 'cannotDelete', message: 'video v-1: a lesson still shows it.' });
    expect(sent.map((request) => request.path)).toEqual(['/api/videos/raw/v-1', '/api/videos/delete']);
    expect(store.get().rows).toHaveLength(1);
  });
});

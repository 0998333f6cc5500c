import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import type { FileDownload, OpenedLesson, UploadedFile } from '@lm/shared';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { onePagePdf } from '../../../scripts/src/seed/files.js';
import { api, localS3, signIn, signOut } from '../testing/api.js';

let admin: Awaited<ReturnType<typeof signIn>>;
let student: Awaited<ReturnType<typeof signIn>>;
let other: Awaited<ReturnType<typeof signIn>>;

beforeAll(async () => {
  [admin, student, other] = await Promise.all([signIn('admin'), signIn('student'), signIn('student2')]);
});
afterAll(async () => {
  await Promise.all([signOut(admin), signOut(student), signOut(other)]);
});

const filesKept = async () =>
  ((await localS3().send(new ListObjectsV2Command({ Bucket: inject('resources').buckets.uploads, Prefix: 'files/' }))).Contents ?? []).map((object) => object.Key ?? '').sort();

/** The one-field form of ../shared/SPEC.md §7, as the back office posts it. */
const send = (file: File, token = admin.id_token) => api('/api/files', { form: { file }, token });

describe('the one-field file upload and the download helper on the local stack', () => {
  it('keeps a PDF posted as a form with one field, and its download link saves it under its name', async () => {
    const bytes = onePagePdf('Handout', ['Line one']);
    const sent = await send(new File([bytes], 'เอกสาร บทที่ 1.pdf', { type: 'application/pdf' }));
    expect(sent.status, sent.text).toBe(200);
    const file = sent.body as unknown as UploadedFile;
    expect(file).toMatchObject({ file_name: 'เอกสาร บทที่ 1.pdf', content_type: 'application/pdf', size: bytes.length });
    expect(await filesKept()).toContain(`files/${file.id}`);

    const link = await api(`/api/files/${file.id}/download`, { token: admin.id_token });
    expect(link.status, link.text).toBe(200);
    const download = link.body as unknown as FileDownload;
    const fetched = await fetch(download.url);
    expect(fetched.status).toBe(200);
    expect(fetched.headers.get('content-disposition')).toBe(`attachment; filename="______ _____ 1.pdf"; filename*=UTF-8''${encodeURIComponent('เอกสาร บทที่ 1.pdf')}`);
    expect(new Uint8Array(await fetched.arrayBuffer())).toEqual(bytes);
    expect((await api('/api/files/no-such-file/download', { token: admin.id_token })).status).toBe(404);
  });

  it('refuses another type, bytes that are not the type, and a file over 4 MB, keeping nothing; and students', async () => {
    const before = await filesKept();
    const exe = await send(new File([new Uint8Array([0x4d, 0x5a, 0x90])], 'setup.exe'));
    expect(exe.status).toBe(400);
    expect(exe.text).toContain('setup.exe is not a PDF, ZIP, Word, Excel or PowerPoint document');
    const fake = await send(new File(['<html>not a pdf</html>'], 'notes.pdf', { type: 'application/pdf' }));
    expect(fake.status).toBe(400);
    expect(fake.text).toContain('notes.pdf is not the PDF file its name says: nothing was kept.');
    const big = await send(new File([new Uint8Array(4 * 1024 * 1024 + 1).fill(0x41)], 'big.txt', { type: 'text/plain' }));
    expect(big.status).toBe(400);
    expect(big.text).toContain('big.txt is larger than 4 MB: nothing was kept.');
    const empty = await api('/api/files', { form: { name: 'no file here' }, token: admin.id_token });
    expect(empty.status).toBe(400);
    expect(empty.text).toContain('Send the file in the form field \\"file\\".');
    expect((await send(new File(['x'], 'a.txt'), student.id_token)).status).toBe(403);
    expect(await filesKept()).toEqual(before);
  });

  it('offers the demo course’s file lesson to the student who bought it, and to no one else', async () => {
    const opened = await api('/public/courses/course-python-basics/lessons/python-cheat-sheet', { token: student.id_token });
    expect(opened.status, opened.text).toBe(200);
    const lesson = opened.body as unknown as OpenedLesson;
    expect(lesson).toMatchObject({ lesson: { kind: 'file', title: 'Python cheat sheet' }, download: { file_name: 'python-cheat-sheet.pdf' } });
    const fetched = await fetch(lesson.download?.url ?? '');
    expect(fetched.status).toBe(200);
    expect(new TextDecoder().decode((await fetched.arrayBuffer()).slice(0, 5))).toBe('%PDF-');
    expect((await api('/public/courses/course-python-basics/lessons/python-cheat-sheet', { token: other.id_token })).status).toBe(403);
    expect((await api('/public/courses/course-python-basics/lessons/python-cheat-sheet')).status).toBe(403);
  });
});

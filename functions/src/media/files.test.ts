import { MAX_FORM_FILE_BYTES, type UploadedFile } from '@lm/shared';
import { describe, expect, it } from 'vitest';
import { attachment } from '../adapters/content-disposition.js';
import { uploadedFileRecords } from '../data/records/uploaded-file.js';
import { memoryRecordKinds } from '../master-files/memory-records.js';
import { bytesAre, fileDownload, uploadFile, type FilePorts } from './files.js';
import { memoryBucket } from './memory-ports.js';

const ascii = (text: string) => new TextEncoder().encode(text);
const PDF = ascii('%PDF-1.7\n%\u00e2\u00e3\n1 0 obj\n');
const ZIP = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 20, 0, 0, 0]);

function memoryFiles() {
  const bucket = memoryBucket();
  const records = memoryRecordKinds();
  let ids = 0;
  const ports: FilePorts = { records, uploads: async () => bucket.storage, newId: () => `file-${++ids}`, now: () => new Date('2026-11-26T03:00:00.000Z') };
  const kept = () => records(uploadedFileRecords) as ReturnType<typeof records<UploadedFile>> & { items: Map<string, UploadedFile> };
  return { ports, bucket, kept };
}

describe('the one-field file upload', () => {
  it('keeps a file whose bytes are the type its name says, under files/<id>, and answers its record', async () => {
    const { ports, bucket, kept } = memoryFiles();
    const file = await uploadFile(ports, { filename: 'บทที่ 1.pdf', mimetype: 'application/octet-stream', content: PDF });
    expect(file).toEqual({ id: 'file-1', file_name: 'บทที่ 1.pdf', content_type: 'application/pdf', size: PDF.length, created_at: '2026-11-26T03:00:00.000Z', updated_at: '2026-11-26T03:00:00.000Z' });
    expect(bucket.files.get('files/file-1')).toEqual(PDF);
    expect(kept().items.get('file-1')).toEqual(file);
    expect(await uploadFile(ports, { filename: 'slides.pptx', mimetype: '', content: ZIP })).toMatchObject({ content_type: 'application/vnd.openxmlformats-officedocument.presentationml.presentation' });
    expect(await uploadFile(ports, { filename: 'scores.csv', mimetype: 'text/csv', content: ascii('name,score\nก,9\n') })).toMatchObject({ content_type: 'text/csv' });
  });

  it('refuses a name of a type it does not take, an empty or oversized file, and bytes that are not the type: nothing is kept', async () => {
    const { ports, bucket, kept } = memoryFiles();
    await expect(uploadFile(ports, { filename: 'run.exe', mimetype: 'application/pdf', content: PDF })).rejects.toThrow('run.exe is not a PDF, ZIP, Word, Excel or PowerPoint document, text, CSV, or a JPEG, PNG or WebP image.');
    await expect(uploadFile(ports, { filename: 'big.pdf', mimetype: 'application/pdf', content: new Uint8Array(MAX_FORM_FILE_BYTES + 1) })).rejects.toThrow('big.pdf is larger than 4 MB: nothing was kept.');
    await expect(uploadFile(ports, { filename: 'cut.pdf', mimetype: 'application/pdf', content: PDF, truncated: true })).rejects.toThrow('cut.pdf is larger than 4 MB');
    await expect(uploadFile(ports, { filename: 'none.txt', mimetype: 'text/plain', content: new Uint8Array() })).rejects.toThrow('none.txt is empty: nothing was kept.');
    await expect(uploadFile(ports, { filename: 'fake.pdf', mimetype: 'application/pdf', content: ZIP })).rejects.toThrow('fake.pdf is not the PDF file its name says: nothing was kept.');
    await expect(uploadFile(ports, { filename: 'fake.docx', mimetype: '', content: PDF })).rejects.toThrow('fake.docx is not the DOCX file its name says');
    expect(bucket.files.size).toBe(0);
    expect(kept().items.size).toBe(0);
  });

  it('reads text as UTF-8 without NUL bytes only', () => {
    expect(bytesAre('text/plain', ascii('สวัสดี hello'))).toBe(true);
    expect(bytesAre('text/plain', new Uint8Array([0x68, 0x00, 0x69]))).toBe(false);
    expect(bytesAre('text/plain', new Uint8Array([0xff, 0xfe, 0x41]))).toBe(false);
  });
});

describe('the download helper', () => {
  it('answers a five-minute link that saves the file under its name, and 404 for no file', async () => {
    const { ports } = memoryFiles();
    const file = await uploadFile(ports, { filename: 'notes.txt', mimetype: 'text/plain', content: ascii('notes') });
    expect(await fileDownload(ports, file.id)).toEqual({ url: 'https://uploads.test/files/file-1?download=notes.txt', file_name: 'notes.txt', expires_at: '2026-11-26T03:05:00.000Z' });
    await expect(fileDownload(ports, 'nope')).rejects.toThrow('No file has the id nope.');
  });

  it('names the file for any browser: ASCII with quotes and slashes replaced, and UTF-8 per RFC 5987', () => {
    expect(attachment('แบบฝึกหัด (1).pdf')).toBe(
      `attachment; filename="_________ (1).pdf"; filename*=UTF-8''${encodeURIComponent('แบบฝึกหัด')}%20%281%29.pdf`,
    );
    expect(attachment('a"b\\c.txt')).toBe(`attachment; filename="a_b_c.txt"; filename*=UTF-8''a%22b%5Cc.txt`);
  });
});

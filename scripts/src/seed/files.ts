import { PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import type { DataOptions } from '@lm/functions/data/options';
import { entityRecords } from '@lm/functions/data/record-kinds';
import { uploadedFileKey, uploadedFileRecords } from '@lm/functions/data/records/uploaded-file';
import type { UploadedFile } from '@lm/shared';
import { DEMO_FILE_ID } from './catalog.js';

const SEEDED_AT = '2026-11-01T08:00:00.000Z';

/** A one-page PDF of a few lines of text in Helvetica, its cross-reference table counted from its own bytes. */
export function onePagePdf(title: string, lines: readonly string[]): Uint8Array {
  const escape = (text: string) => text.replace(/[\\()]/g, (char) => `\\${char}`);
  const stream = [`BT /F1 20 Tf 56 780 Td (${escape(title)}) Tj ET`, ...lines.map((line, index) => `BT /F1 12 Tf 56 ${740 - index * 20} Td (${escape(line)}) Tj ET`)].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets = objects.map((object, index) => {
    const at = pdf.length;
    pdf += `${index + 1} 0 obj\n${object}\nendobj\n`;
    return at;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((at) => `${String(at).padStart(10, '0')} 00000 n \n`).join('')}`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(pdf);
}

/**
 * The demo's lesson file (decision 0038): a one-page Python cheat sheet the python course's file
 * lesson offers, kept as the one-field upload keeps files. Seeded once.
 */
export async function seedFiles(target: { options: DataOptions; s3: S3Client; buckets: { uploads: string } }): Promise<void> {
  const store = entityRecords(target.options)(uploadedFileRecords);
  if (await store.get(DEMO_FILE_ID)) return;
  const bytes = onePagePdf('Python cheat sheet', ['print("Hello")       show a value', 'for item in items:   repeat for each item', 'def name(args):      define a function', 'len(text)            count characters']);
  const file: UploadedFile = { id: DEMO_FILE_ID, file_name: 'python-cheat-sheet.pdf', content_type: 'application/pdf', size: bytes.length, created_at: SEEDED_AT, updated_at: SEEDED_AT };
  await target.s3.send(new PutObjectCommand({ Bucket: target.buckets.uploads, Key: uploadedFileKey(file), Body: bytes, ContentType: file.content_type }));
  await store.put(file, 'create');
}

import { FORM_FILE_TYPES, MAX_FORM_FILE_BYTES, message, type FileDownload, type FormFileField, type FormFileType, type UploadedFile } from '@lm/shared';
import { fileDownloadOf } from '../adapters/file-downloads.js';
import { uploadedFileKey, uploadedFileRecords } from '../data/records/uploaded-file.js';
import { invalidField, NotFoundError } from '../errors.js';
import type { RecordPorts } from '../master-files/master-file.js';
import type { UploadStorage } from './ports.js';
import { sniff } from './service.js';

/** What the one-field upload and the download helper need (decision 0038). */
export interface FilePorts extends RecordPorts {
  uploads(): Promise<UploadStorage>;
  newId(): string;
  now(): Date;
}

const ZIP_FAMILY: ReadonlySet<FormFileType> = new Set([
  'application/zip',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
]);

/** Text is UTF-8 with no NUL byte. */
function isText(bytes: Uint8Array): boolean {
  if (bytes.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

/** Whether a file's bytes are what its type says: a PDF, a ZIP (Office documents are ZIPs), text, or an image. */
export function bytesAre(type: FormFileType, bytes: Uint8Array): boolean {
  if (ZIP_FAMILY.has(type)) return bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;
  if (type === 'text/plain' || type === 'text/csv') return isText(bytes);
  return sniff(bytes) === type;
}

/** The type a file's name says, when it is one the form takes. */
export function typeOfName(fileName: string): FormFileType | undefined {
  const ending = fileName.toLowerCase().split('.').pop() ?? '';
  return (Object.entries(FORM_FILE_TYPES) as [FormFileType, readonly string[]][]).find(([, endings]) => endings.includes(ending))?.[0];
}

const TAKEN = 'a PDF, ZIP, Word, Excel or PowerPoint document, text, CSV, or a JPEG, PNG or WebP image';

/**
 * Keeps a file sent through the one-field form: its name must end as a type the form takes, its
 * size at most 4 MB and its bytes that type, or it is refused and nothing is kept. The type is
 * the name's, never what the browser claimed.
 */
export async function uploadFile(ports: FilePorts, file: FormFileField): Promise<UploadedFile> {
  const type = typeOfName(file.filename);
  if (!type) throw invalidField('file', `${file.filename} is not ${TAKEN}.`);
  if (file.truncated || file.content.length > MAX_FORM_FILE_BYTES) throw invalidField('file', `${file.filename} is larger than 4 MB: nothing was kept.`);
  if (file.content.length === 0) throw invalidField('file', `${file.filename} is empty: nothing was kept.`);
  if (!bytesAre(type, file.content)) throw invalidField('file', `${file.filename} is not the ${FORM_FILE_TYPES[type][0].toUpperCase()} file its name says: nothing was kept.`);
  const at = ports.now().toISOString();
  const kept: UploadedFile = { id: ports.newId(), file_name: file.filename, content_type: type, size: file.content.length, created_at: at, updated_at: at };
  await (await ports.uploads()).put(uploadedFileKey(kept), file.content, type);
  await ports.records(uploadedFileRecords).put(kept, 'create');
  return kept;
}

/** A short link that downloads a kept file under its name. */
export async function fileDownload(ports: FilePorts, id: string): Promise<FileDownload> {
  const file = await ports.records(uploadedFileRecords).get(id);
  if (!file) throw new NotFoundError(message('noneWithId', { what: 'file', id }));
  return fileDownloadOf(await ports.uploads(), file, ports.now());
}

// The module, not the package's index, which would bring every schema of the package (decision 0008).
import { certificateLayout } from '@lm/shared/learning/certificate';
import * as z from 'zod';
import { s3Config } from '../adapters/s3-config.js';
import { createS3UploadStorage } from '../adapters/s3-upload-storage.js';
import { requireEnv } from '../env.js';
import { renderCertificatePdf } from './pdf.js';

/** Where certificates' PDFs are kept in the uploads bucket: the only keys this Lambda writes or removes. */
const pdfKey = z.string().regex(/^certificates\/[A-Z0-9-]{1,40}\.pdf$/, 'A certificate PDF is kept as certificates/<number>.pdf.');

/** What the certificates domain asks of its renderer: draw a PDF where none is yet, or remove withdrawn ones. */
export const rendererRequest = z.discriminatedUnion('action', [
  z.strictObject({ action: z.literal('draw'), key: pdfKey, layout: certificateLayout }),
  z.strictObject({ action: z.literal('remove'), keys: z.array(pdfKey).min(1).max(100) }),
]);
export type RendererRequest = z.input<typeof rendererRequest>;

/** Its answer: whether a PDF was drawn now (`false`: it was kept already), or how many were removed. */
export type RendererAnswer = { drawn: boolean } | { removed: number };

let uploads: ReturnType<typeof createS3UploadStorage> | undefined;
const bucket = () => (uploads ??= createS3UploadStorage(s3Config(), requireEnv('UPLOADS_BUCKET')));

/**
 * The certificates' PDF renderer (decision 0042): a Lambda of its own, invoked by the certificates
 * domain's Lambda, so pdfkit, fontkit and the fonts load on no route's cold start and the routes'
 * Lambda stays under 1 MB (decision 0008). Only it writes under `certificates/`. A request that
 * is not one of the two is refused before anything is touched.
 */
export const handler = async (event: unknown): Promise<RendererAnswer> => {
  const request = rendererRequest.parse(event);
  if (request.action === 'remove') {
    await Promise.all(request.keys.map((key) => bucket().remove(key)));
    return { removed: request.keys.length };
  }
  // A PDF once drawn is kept: a second download, or two at once, draws nothing more.
  if (await bucket().firstBytes(request.key, 1)) return { drawn: false };
  await bucket().put(request.key, await renderCertificatePdf(request.layout), 'application/pdf');
  return { drawn: true };
};

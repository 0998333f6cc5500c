import { bahtText, MAX_SLIP_BYTES, message, type Order, type OrderSlip, type SLIP_TYPES } from '@lm/shared';
import { ConflictError, invalidField, NotFoundError } from '../errors.js';
import { queueStaffNotice, recordLink } from '../people/staff-notices.js';
import type { JobStatus, SlipPorts, TranscodeJobStore } from './ports.js';

/** The part of a "MediaConvert Job State Change" event the product reads. */
export interface JobStateDetail {
  jobId: string;
  status: string;
  userMetadata?: Record<string, string>;
  outputGroupDetails?: { playlistFilePaths?: string[]; outputDetails?: { durationInMs?: number }[] }[];
  errorMessage?: string;
}

const KNOWN: readonly JobStatus[] = ['SUBMITTED', 'PROGRESSING', 'COMPLETE', 'ERROR', 'CANCELED'];

/** `s3://bucket/videos/v-1/master.m3u8` -> `videos/v-1/master.m3u8` */
export function keyOfS3Uri(uri: string): string {
  return uri.replace(/^s3:\/\/[^/]+\//, '');
}

export async function recordJobState(store: TranscodeJobStore, detail: JobStateDetail, now: Date): Promise<void> {
  if (!KNOWN.includes(detail.status as JobStatus)) return;
  const playlist = detail.outputGroupDetails?.flatMap((group) => group.playlistFilePaths ?? [])[0];
  await store.save({
    jobId: detail.jobId,
    videoId: detail.userMetadata?.videoId ?? '',
    status: detail.status as JobStatus,
    ...(playlist ? { playlistKey: keyOfS3Uri(playlist) } : {}),
    ...(detail.errorMessage ? { error: detail.errorMessage } : {}),
    updatedAt: now.toISOString(),
  });
}

/** How long a slip's upload link and an administrator's view link last. */
const SLIP_LINK_SECONDS = 300;

/** What a file's first bytes say it is (its "magic number"), for the types a slip may be. */
export function sniff(bytes: Uint8Array): (typeof SLIP_TYPES)[number] | undefined {
  const starts = (...values: number[]) => values.every((value, index) => bytes[index] === value);
  if (starts(0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  if (starts(0x52, 0x49, 0x46, 0x46) && String.fromCharCode(...bytes.slice(8, 12)) === 'WEBP') return 'image/webp';
  if (starts(0x25, 0x50, 0x44, 0x46, 0x2d)) return 'application/pdf';
  return undefined;
}

/** One of the student's own orders, paid by transfer and still waiting for it. */
async function pendingTransfer(ports: SlipPorts, userId: string, orderId: string): Promise<Order> {
  const order = await ports.orders.get(orderId);
  if (!order || order.user_id !== userId) throw new NotFoundError(message('orderNotFound'));
  if (order.provider !== 'bank_transfer') throw new ConflictError(message('paymentMethodOff'));
  if (order.status !== 'pending') throw new ConflictError(message('orderNotPending', { status: order.status }));
  return order;
}

/** A presigned PUT for a transfer's slip, under the order's own prefix, holding its type and size (decision 0031). */
export async function requestSlipUpload(ports: SlipPorts, userId: string, orderId: string, input: { content_type: (typeof SLIP_TYPES)[number]; size: number }) {
  const order = await pendingTransfer(ports, userId, orderId);
  const key = `slips/${order.id}/${ports.newId()}`;
  const upload = await (await ports.uploads()).uploadUrl({ key, contentType: input.content_type, size: input.size, expiresSeconds: SLIP_LINK_SECONDS });
  return { ...upload, key, expires_at: new Date(ports.now().getTime() + SLIP_LINK_SECONDS * 1000).toISOString() };
}

/**
 * Hands a slip in for review: it must be under the order's prefix and be what it says (its first
 * bytes), or it is removed and refused; a slip waiting for review holds the order from expiring.
 */
export async function submitSlip(ports: SlipPorts, userId: string, orderId: string, key: string): Promise<Order> {
  const order = await pendingTransfer(ports, userId, orderId);
  if (!key.startsWith(`slips/${order.id}/`)) throw invalidField('key', message('notThisOrderUpload'));
  const uploads = await ports.uploads();
  const file = await uploads.firstBytes(key, 16);
  if (!file) throw invalidField('key', message('nothingUploaded'));
  const type = sniff(file.bytes);
  if (!type || file.size > MAX_SLIP_BYTES) {
    await uploads.remove(key);
    throw invalidField('key', message('slipFileRefused'));
  }
  const slip: OrderSlip = { key, content_type: type, submitted_at: ports.now().toISOString(), status: 'submitted', reason: '' };
  if (!(await ports.orders.recordSlip(order.id, slip))) throw new ConflictError(message('orderNotPending', { status: 'paid' }));
  // The slip is kept whatever becomes of the notice: a failure to queue it is logged, not retried.
  await noticeSlip(ports, order).catch((error: unknown) => ports.warn('The staff notice of a slip could not be queued', { orderId: order.id, error: String(error) }));
  return (await ports.orders.get(order.id)) ?? { ...order, slip };
}

/** The staff who asked for it are told a slip waits for them, with a link that opens the order: by the minute sweep. */
async function noticeSlip(ports: SlipPorts, order: Order) {
  const buyer = order.buyer_name ? `${order.buyer_name} (${order.buyer_email})` : order.buyer_email;
  await queueStaffNotice(ports, ['slip_submitted'], {
    subject: `Slip to review: order ${order.id}, ${bahtText(order.total)}`,
    text: [
      `${buyer} handed in a transfer slip for order ${order.id}: ${bahtText(order.total)}.`,
      '',
      `Approve or reject it: ${recordLink(ports.siteUrl, '/admin/orders', order.id)}`,
      'The order waits for your review: it does not expire meanwhile.',
    ].join('\n'),
  });
}

/** A five-minute link to an order's slip, for the administrator reviewing it. */
export async function viewOrderSlip(ports: SlipPorts, id: string) {
  const order = await ports.orders.get(id);
  if (!order) throw new NotFoundError(message('noneWithId', { what: 'order', id }));
  const { slip } = order;
  if (!slip) throw new NotFoundError(message('orderNoSlip'));
  return { url: await (await ports.uploads()).viewUrl(slip.key, SLIP_LINK_SECONDS), content_type: slip.content_type };
}

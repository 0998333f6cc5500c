import { MAX_SLIP_BYTES, SLIP_TYPES, type Order } from '@lm/shared';

/** What a slip may be (decision 0031): a JPEG, PNG or WebP image, or a PDF. */
export type SlipType = (typeof SLIP_TYPES)[number];

/** Why the browser refuses a file before asking the server: none chosen, empty, not an image or PDF, or over 10 MB. */
export type SlipProblem = 'missing' | 'empty' | 'type' | 'size';

/** The file input's `accept`: the types, and their extensions for pickers that go by name. */
export const SLIP_ACCEPT = [...SLIP_TYPES, '.jpg', '.jpeg', '.png', '.webp', '.pdf'].join(',');

/** The largest slip, in megabytes, as the page words it. */
export const MAX_SLIP_MB = MAX_SLIP_BYTES / (1024 * 1024);

const BY_EXTENSION: Readonly<Record<string, SlipType>> = { jpg: 'image/jpeg', jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp', pdf: 'application/pdf' };
// Older browsers name a JPEG otherwise.
const ALIASES: Readonly<Record<string, SlipType>> = { 'image/jpg': 'image/jpeg', 'image/pjpeg': 'image/jpeg' };

const isSlipType = (type: string): type is SlipType => (SLIP_TYPES as readonly string[]).includes(type);

/** The type a chosen file is sent as: what the browser says it is, or, when it says nothing, what its name ends with. */
function typeOf(file: { name: string; type: string }): SlipType | undefined {
  const said = file.type.trim().toLowerCase();
  if (said) return isSlipType(said) ? said : ALIASES[said];
  return BY_EXTENSION[file.name.split('.').pop()?.toLowerCase() ?? ''];
}

/**
 * Checks a chosen file as the upload's signed policy will (decision 0031), so a file storage would
 * refuse is refused here with a plain reason, before the server is asked: its type and size. The
 * server still reads the file's first bytes once it is uploaded.
 */
export function checkSlipFile(file: { name: string; type: string; size: number } | undefined): { contentType: SlipType } | { problem: SlipProblem } {
  if (!file) return { problem: 'missing' };
  const contentType = typeOf(file);
  if (!contentType) return { problem: 'type' };
  if (file.size <= 0) return { problem: 'empty' };
  if (file.size > MAX_SLIP_BYTES) return { problem: 'size' };
  return { contentType };
}

/** A file's size as the page shows it: "820 KB", "2.4 MB". */
export function fileSizeText(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** What the transfer's slip part of /paymentmethod/{id} shows. */
export type SlipStep = { kind: 'send'; rejected: string | null } | { kind: 'review'; submittedAt: string } | { kind: 'approved' };

/**
 * A bank-transfer order's slip: none yet (send one), waiting for an administrator, approved (the
 * order is being paid), or rejected with the reason, when another may be sent.
 */
export function slipStep(order: Pick<Order, 'slip'>): SlipStep {
  const slip = order.slip;
  if (!slip) return { kind: 'send', rejected: null };
  switch (slip.status) {
    case 'submitted':
      return { kind: 'review', submittedAt: slip.submitted_at };
    case 'approved':
      return { kind: 'approved' };
    case 'rejected':
      return { kind: 'send', rejected: slip.reason };
  }
}

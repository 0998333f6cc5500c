import type { ADMIN_MAIL_EVENTS } from '@lm/shared';
import { adminEmailRecords } from '../data/records/admin-email.js';
import type { Mailer, OutgoingMail } from '../identity/ports.js';
import type { RecordPorts } from '../master-files/master-file.js';

export type AdminMailEvent = (typeof ADMIN_MAIL_EVENTS)[number];

export interface StaffNoticePorts extends Pick<RecordPorts, 'records'> {
  mailer: Mailer;
}

/** A notice waiting for the sweep: the events it is about and the e-mail each recipient gets. */
export interface QueuedNotice {
  id: string;
  queued_at: string;
  events: AdminMailEvent[];
  subject: string;
  text: string;
}

/** Notices a request leaves for the minute sweep to send (decision 0059), oldest first. */
export interface StaffNoticeQueue {
  add(notice: QueuedNotice): Promise<void>;
  oldest(limit: number): Promise<QueuedNotice[]>;
  remove(notice: QueuedNotice): Promise<void>;
}

/**
 * The back-office address that opens one record of a master-file screen (`/admin/orders`): the
 * screen keeps the record it shows in its address as `?record=<id>`.
 */
export const recordLink = (siteUrl: string, screenPath: string, id: string) => `${siteUrl}${screenPath}?record=${encodeURIComponent(id)}`;

/** A notice for the queue, made now: what a request leaves for the minute sweep to send. */
export function queuedNotice(ports: { newId(): string; now(): Date }, events: readonly AdminMailEvent[], mail: Omit<OutgoingMail, 'to'>): QueuedNotice {
  return { id: ports.newId(), queued_at: ports.now().toISOString(), events: [...events], subject: mail.subject, text: mail.text };
}

/**
 * Leaves a notice for the minute sweep, so the request neither waits for e-mail nor loads an e-mail
 * client (a slip handed in through the media Lambda).
 */
export async function queueStaffNotice(
  ports: { notices: StaffNoticeQueue; newId(): string; now(): Date },
  events: readonly AdminMailEvent[],
  mail: Omit<OutgoingMail, 'to'>,
): Promise<void> {
  await ports.notices.add(queuedNotice(ports, events, mail));
}

/** At most this many queued notices a sweep sends; the next run sends the rest. */
const NOTICES_PER_SWEEP = 25;

/**
 * Sends the queued notices, oldest first (decision 0059): each to every active admin e-mail that
 * asked for any of its events, then taken off the queue; one that fails stays for the next sweep
 * (a recipient may then get it twice, never not at all). Answers how many notices went.
 */
export async function sendQueuedNotices(ports: StaffNoticePorts & { notices: StaffNoticeQueue; warn(message: string, details: Record<string, unknown>): void }): Promise<number> {
  const queued = await ports.notices.oldest(NOTICES_PER_SWEEP);
  if (!queued.length) return 0;
  const staff = (await ports.records(adminEmailRecords).list()).filter((one) => one.active);
  let sent = 0;
  for (const notice of queued) {
    try {
      for (const one of staff.filter((address) => address.events.some((event) => notice.events.includes(event)))) {
        await ports.mailer.send({ to: one.email, subject: notice.subject, text: notice.text });
      }
      await ports.notices.remove(notice);
      sent++;
    } catch (error) {
      ports.warn('A queued staff notice could not be sent', { id: notice.id, error: String(error) });
    }
  }
  return sent;
}

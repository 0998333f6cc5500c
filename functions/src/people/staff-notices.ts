import type { ADMIN_MAIL_EVENTS } from '@lm/shared';
import { adminEmailRecords } from '../data/records/admin-email.js';
import type { Mailer, OutgoingMail } from '../identity/ports.js';
import type { RecordPorts } from '../master-files/master-file.js';

export type AdminMailEvent = (typeof ADMIN_MAIL_EVENTS)[number];

export interface StaffNoticePorts extends Pick<RecordPorts, 'records'> {
  mailer: Mailer;
}

/**
 * The back-office address that opens one record of a master-file screen (`/admin/orders`): the
 * screen keeps the record it shows in its address as `?record=<id>`.
 */
export const recordLink = (siteUrl: string, screenPath: string, id: string) => `${siteUrl}${screenPath}?record=${encodeURIComponent(id)}`;

/**
 * The shop's own notices (decision 0059): one e-mail to each active admin e-mail that asked for any
 * of the events; answers how many were sent. The caller's work is done whatever becomes of them.
 */
export async function noticeStaff(ports: StaffNoticePorts, events: readonly AdminMailEvent[], mail: Omit<OutgoingMail, 'to'>): Promise<number> {
  const recipients = (await ports.records(adminEmailRecords).list()).filter((one) => one.active && one.events.some((event) => events.includes(event)));
  for (const one of recipients) await ports.mailer.send({ ...mail, to: one.email });
  return recipients.length;
}

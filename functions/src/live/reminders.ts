import type { ClassSession } from '@lm/shared';
import type { SessionStore } from './session-ports.js';

/**
 * Class reminders (decision 0050): a web push and an e-mail to each booked student and to the
 * instructor, a day before a session and a quarter of an hour before it; the same to a student
 * holding a study seat (decision 0052). A sweep runs every five minutes; each reminder is claimed
 * with a marker written only if absent, so two sweeps (or a retried one) send it once. The markers
 * of a sweep's reminders are read first, in one batch: a reminder already sent costs neither a
 * write nor a read of its recipient on the sweeps that follow.
 */

export const REMINDERS = [
  { kind: '24h', leadMs: 24 * 3_600_000 },
  { kind: '15m', leadMs: 15 * 60_000 },
] as const;
export type ReminderKind = (typeof REMINDERS)[number]['kind'];

export interface Recipient {
  userId: string;
  email: string;
  name: string;
}

/** A student's study seat in a branch's room for an hour (decision 0052), as a reminder names it. */
export interface StudySeatDue {
  user_id: string;
  starts_at: string;
  branch: { id: string; name_th: string; name_en: string; address: string };
}

export interface ReminderPorts {
  sessions: Pick<SessionStore, 'ofInstructor' | 'seats'>;
  /** Every instructor profile's id. */
  instructorIds(): Promise<string[]>;
  /** Every branch's study seats starting in [from, until). */
  studySeats(from: string, until: string): Promise<StudySeatDue[]>;
  /** The accounts' e-mail addresses and names; an account that is gone is left out. */
  recipients(userIds: readonly string[]): Promise<Map<string, Recipient>>;
  /** Which of these reminders have a marker already, as `reminderKey`s. */
  sent(reminders: readonly ReminderKey[]): Promise<Set<string>>;
  /** Writes the marker of one reminder to one person; false when it was there already. `sessionId` names a study seat's hour as `study:<branch>~<hour>`. */
  claim(sessionId: string, kind: ReminderKind, userId: string): Promise<boolean>;
  /** Takes a marker back when its sending failed, so the next sweep tries again. */
  release(sessionId: string, kind: ReminderKind, userId: string): Promise<void>;
  mail(to: string, subject: string, text: string): Promise<void>;
  push(userId: string, notice: { id: string; title: string; message: string; url: string }): Promise<void>;
  siteUrl: string;
  now(): Date;
  warn(message: string, detail: Record<string, unknown>): void;
}

/** One reminder to one person: what it is about (a session, or a study seat's hour), which one, and to whom. */
export interface ReminderKey {
  about: string;
  kind: ReminderKind;
  userId: string;
}

export const reminderKey = ({ about, kind, userId }: ReminderKey) => `${about}|${kind}|${userId}`;

export interface ReminderReport {
  sent: number;
  failed: number;
}

/** The reminder due for a session starting `untilStartMs` from now: the 15-minute one inside 15 minutes, the day-before one inside a day. */
export function reminderDue(untilStartMs: number): ReminderKind | undefined {
  if (untilStartMs <= 0) return undefined;
  const due = [...REMINDERS].reverse().find((reminder) => untilStartMs <= reminder.leadMs);
  return due?.kind;
}

const bangkokTime = (iso: string) => new Date(Date.parse(iso) + 7 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');

function wordsOf(session: ClassSession, kind: ReminderKind, url: string) {
  const title = [session.title_th, session.title_en].filter(Boolean).join(' / ') || (session.kind === 'private' ? 'คลาสส่วนตัว / Private class' : 'คลาสสด / Live class');
  const when = `${bangkokTime(session.starts_at)} (เวลาประเทศไทย / Bangkok time)`;
  const soon = kind === '15m';
  const subject = soon ? `อีก 15 นาทีเริ่มเรียน / Class in 15 minutes: ${title}` : `พรุ่งนี้มีคลาส / Class tomorrow: ${title}`;
  const text = [
    soon ? `คลาส "${title}" จะเริ่มในอีก 15 นาที เวลา ${when}` : `อย่าลืมคลาส "${title}" เวลา ${when}`,
    `เข้าห้องเรียนได้ที่ ${url}`,
    '',
    soon ? `Your class "${title}" starts in 15 minutes, at ${when}.` : `A reminder of your class "${title}" at ${when}.`,
    `Open the room: ${url}`,
  ].join('\n');
  return { title, subject, text, message: soon ? `Starts at ${bangkokTime(session.starts_at)} · เริ่ม ${bangkokTime(session.starts_at)}` : `${when}` };
}

function studyWordsOf(seat: StudySeatDue, kind: ReminderKind, url: string) {
  const branch = [seat.branch.name_th, seat.branch.name_en].filter(Boolean).join(' / ');
  const title = `ที่นั่งอ่านหนังสือ / Study seat: ${branch}`;
  const when = `${bangkokTime(seat.starts_at)} (เวลาประเทศไทย / Bangkok time)`;
  const soon = kind === '15m';
  const subject = soon ? `อีก 15 นาที ที่นั่งอ่านหนังสือของคุณ / Your study seat in 15 minutes: ${branch}` : `พรุ่งนี้มีที่นั่งอ่านหนังสือ / Study seat tomorrow: ${branch}`;
  const { address } = seat.branch;
  const thai = [soon ? `ที่นั่งอ่านหนังสือของคุณที่ ${branch} เริ่มในอีก 15 นาที เวลา ${when}` : `อย่าลืมที่นั่งอ่านหนังสือที่ ${branch} เวลา ${when}`, ...(address ? [`ที่ ${address}`] : []), `ดูหรือยกเลิกการจองได้ที่ ${url}`];
  const english = [soon ? `Your study seat at ${branch} starts in 15 minutes, at ${when}.` : `A reminder of your study seat at ${branch} at ${when}.`, ...(address ? [`At ${address}.`] : []), `See or cancel your bookings: ${url}`];
  const text = [...thai, '', ...english].join('\n');
  return { title, subject, text, message: when };
}

interface Notice {
  id: string;
  title: string;
  subject: string;
  text: string;
  message: string;
  url: string;
}

/** Sends one reminder to one person once: claimed first, and given back when it could not be sent. */
async function remind(ports: ReminderPorts, report: ReminderReport, { about, kind, userId }: ReminderKey, recipient: Recipient, notice: Notice): Promise<void> {
  if (!(await ports.claim(about, kind, userId))) return;
  try {
    if (recipient.email) await ports.mail(recipient.email, notice.subject, notice.text);
    await ports.push(userId, { id: notice.id, title: notice.title, message: notice.message, url: notice.url });
    report.sent += 1;
  } catch (error) {
    report.failed += 1;
    ports.warn('A reminder could not be sent', { about, kind, userId, error: String(error) });
    await ports.release(about, kind, userId).catch(() => undefined);
  }
}

/** One sweep: every scheduled session and every study seat starting within a day, each person's due reminder sent once. */
export async function sendReminders(ports: ReminderPorts): Promise<ReminderReport> {
  const now = ports.now();
  const until = new Date(now.getTime() + REMINDERS[0].leadMs).toISOString();
  const site = ports.siteUrl.replace(/\/$/, '');
  const due: { key: ReminderKey; notice: Notice }[] = [];

  const sessions = new Map<string, ClassSession>();
  for (const instructorId of await ports.instructorIds()) for (const session of await ports.sessions.ofInstructor(instructorId, now.toISOString(), until)) sessions.set(session.id, session);
  for (const session of sessions.values()) {
    if (session.status !== 'scheduled') continue;
    const kind = reminderDue(Date.parse(session.starts_at) - now.getTime());
    if (!kind) continue;
    const seats = await ports.sessions.seats(session.id);
    const url = `${site}/privateclass/open/${encodeURIComponent(session.id)}`;
    const notice = { ...wordsOf(session, kind, url), id: `reminder-${kind}-${session.id}`, url };
    for (const userId of new Set([session.instructor_user_id, ...seats.map((seat) => seat.user_id)].filter(Boolean))) due.push({ key: { about: session.id, kind, userId }, notice });
  }

  const bookingUrl = `${site}/myaccount/student/booking`;
  for (const seat of await ports.studySeats(now.toISOString(), until)) {
    const kind = reminderDue(Date.parse(seat.starts_at) - now.getTime());
    if (!kind) continue;
    const hour = `${seat.branch.id}~${seat.starts_at}`;
    due.push({ key: { about: `study:${hour}`, kind, userId: seat.user_id }, notice: { ...studyWordsOf(seat, kind, bookingUrl), id: `reminder-${kind}-study-${hour}`, url: bookingUrl } });
  }

  const report: ReminderReport = { sent: 0, failed: 0 };
  if (due.length === 0) return report;
  const sent = await ports.sent(due.map(({ key }) => key));
  const unsent = due.filter(({ key }) => !sent.has(reminderKey(key)));
  if (unsent.length === 0) return report;
  const recipients = await ports.recipients([...new Set(unsent.map(({ key }) => key.userId))]);
  for (const { key, notice } of unsent) {
    const recipient = recipients.get(key.userId);
    if (recipient) await remind(ports, report, key, recipient, notice);
  }
  return report;
}

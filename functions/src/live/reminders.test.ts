import type { ClassSession, SessionSeat } from '@lm/shared';
import { describe, expect, it } from 'vitest';
import { reminderDue, reminderKey, sendReminders, type ReminderPorts, type StudySeatDue } from './reminders.js';

const NOW = new Date('2026-03-01T02:00:00.000Z');
const MINUTE = 60_000;

const session = (id: string, inMinutes: number, overrides: Partial<ClassSession> = {}): ClassSession => {
  const starts = new Date(NOW.getTime() + inMinutes * MINUTE);
  return {
    id,
    kind: 'private',
    title_th: 'คลาส',
    title_en: `Class ${id}`,
    instructor_id: 'ins-a',
    instructor_user_id: 'teacher',
    course_id: null,
    source_id: null,
    starts_at: starts.toISOString(),
    ends_at: new Date(starts.getTime() + 60 * MINUTE).toISOString(),
    room_kind: 'room',
    capacity: 5,
    booked: 1,
    status: 'scheduled',
    created_at: '',
    updated_at: '',
    ...overrides,
  };
};

function ports(sessions: ClassSession[], failMailTo = '', studySeats: StudySeatDue[] = []) {
  const markers = new Set<string>();
  const mails: { to: string; subject: string; text: string }[] = [];
  const pushes: string[] = [];
  const claims: string[] = [];
  const looked: string[][] = [];
  const seat = (sessionId: string, userId: string) => ({ session_id: sessionId, user_id: userId }) as SessionSeat;
  const value: ReminderPorts = {
    sessions: {
      ofInstructor: async (instructorId, from, to) => sessions.filter((one) => one.instructor_id === instructorId && one.starts_at >= from && one.starts_at < to),
      seats: async (sessionId) => [seat(sessionId, 'student-1'), seat(sessionId, 'student-2')],
    },
    instructorIds: async () => ['ins-a'],
    studySeats: async (from, until) => studySeats.filter((seat) => seat.starts_at >= from && seat.starts_at < until),
    recipients: async (ids) => {
      looked.push([...ids]);
      return new Map(ids.map((id) => [id, { userId: id, email: `${id}@example.com`, name: id }]));
    },
    sent: async (reminders) => new Set(reminders.map(reminderKey).filter((key) => markers.has(key))),
    claim: async (sessionId, kind, userId) => {
      const key = reminderKey({ about: sessionId, kind, userId });
      claims.push(key);
      if (markers.has(key)) return false;
      markers.add(key);
      return true;
    },
    release: async (sessionId, kind, userId) => void markers.delete(reminderKey({ about: sessionId, kind, userId })),
    mail: async (to, subject, text) => {
      if (to === failMailTo) throw new Error('mail server down');
      mails.push({ to, subject, text });
    },
    push: async (userId) => void pushes.push(userId),
    siteUrl: 'https://learn.example.com',
    now: () => NOW,
    warn: () => undefined,
  };
  return { value, mails, pushes, markers, claims, looked };
}

describe('class reminders', () => {
  it('are due a day ahead and again a quarter of an hour ahead', () => {
    expect(reminderDue(25 * 60 * MINUTE)).toBeUndefined();
    expect(reminderDue(24 * 60 * MINUTE)).toBe('24h');
    expect(reminderDue(16 * MINUTE)).toBe('24h');
    expect(reminderDue(15 * MINUTE)).toBe('15m');
    expect(reminderDue(0)).toBeUndefined();
  });

  it('reach the instructor and each booked student once, however many sweeps run', async () => {
    // Prepare
    const { value, mails, pushes } = ports([session('soon', 10), session('tomorrow', 23 * 60), session('cancelled', 10, { status: 'cancelled' }), session('later', 30 * 60)]);

    // Act
    const first = await sendReminders(value);
    const second = await sendReminders(value);

    // Assess
    expect(first).toEqual({ sent: 6, failed: 0 });
    expect(second).toEqual({ sent: 0, failed: 0 });
    expect(mails.filter((mail) => mail.subject.includes('Class soon')).map((mail) => mail.to).sort()).toEqual(['student-1@example.com', 'student-2@example.com', 'teacher@example.com']);
    expect(mails.filter((mail) => mail.subject.includes('Class soon'))[0]?.subject).toContain('Class in 15 minutes');
    expect(mails.filter((mail) => mail.subject.includes('Class tomorrow')).map((mail) => mail.subject)).toHaveLength(3);
    expect(pushes).toHaveLength(6);
  });

  it('claim nothing and read no account again once a reminder is sent', async () => {
    // Prepare
    const { value, claims, looked } = ports([session('soon', 10), session('tomorrow', 23 * 60)]);
    await sendReminders(value);
    claims.length = 0;
    looked.length = 0;

    // Act
    const again = await sendReminders(value);

    // Assess
    expect(again).toEqual({ sent: 0, failed: 0 });
    expect(claims).toEqual([]);
    expect(looked).toEqual([]);
  });

  it('try again on the next sweep when an e-mail could not be sent', async () => {
    const { value, mails } = ports([session('soon', 10)], 'student-1@example.com');
    expect(await sendReminders(value)).toEqual({ sent: 2, failed: 1 });
    value.mail = async (to, subject, text) => void mails.push({ to, subject, text });
    expect(await sendReminders(value)).toEqual({ sent: 1, failed: 0 });
    expect(mails.map((mail) => mail.to).sort()).toEqual(['student-1@example.com', 'student-2@example.com', 'teacher@example.com']);
  });

  it('reach a student holding a study seat a day ahead and a quarter of an hour ahead, once each', async () => {
    // Prepare
    const branch = { id: 'siam', name_th: 'สาขาสยาม', name_en: 'Siam', address: '1 Rama I Road' };
    const seatIn = (userId: string, inMinutes: number): StudySeatDue => ({ user_id: userId, starts_at: new Date(NOW.getTime() + inMinutes * MINUTE).toISOString(), branch });
    const { value, mails, pushes, markers } = ports([], '', [seatIn('student-1', 10), seatIn('student-2', 20 * 60), seatIn('student-3', 25 * 60)]);

    // Act
    const first = await sendReminders(value);
    const second = await sendReminders(value);

    // Assess
    expect(first).toEqual({ sent: 2, failed: 0 });
    expect(second).toEqual({ sent: 0, failed: 0 });
    const soon = mails.find((mail) => mail.to === 'student-1@example.com');
    expect(soon?.subject).toBe('อีก 15 นาที ที่นั่งอ่านหนังสือของคุณ / Your study seat in 15 minutes: สาขาสยาม / Siam');
    expect(soon?.text).toContain('Your study seat at สาขาสยาม / Siam starts in 15 minutes, at 2026-03-01 09:10 (เวลาประเทศไทย / Bangkok time).');
    expect(soon?.text).toContain('At 1 Rama I Road.');
    expect(soon?.text).toContain('https://learn.example.com/myaccount/student/booking');
    expect(mails.find((mail) => mail.to === 'student-2@example.com')?.subject).toBe('พรุ่งนี้มีที่นั่งอ่านหนังสือ / Study seat tomorrow: สาขาสยาม / Siam');
    expect(pushes.sort()).toEqual(['student-1', 'student-2']);
    expect([...markers].sort()).toEqual([`study:siam~${seatIn('x', 10).starts_at}|15m|student-1`, `study:siam~${seatIn('x', 20 * 60).starts_at}|24h|student-2`]);
  });
});

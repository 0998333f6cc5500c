import type { ClassSession, SessionSeat } from '@lm/shared';

/** What booking a seat came to. */
export type BookOutcome = 'booked' | 'full' | 'taken' | 'closed';

/**
 * Class sessions and their seats (decision 0046): the record the live rooms, private classes, the
 * room, attendance, schedules, reminders and instructor pay share.
 */
export interface SessionStore {
  get(id: string): Promise<ClassSession | undefined>;
  getMany(ids: readonly string[]): Promise<Map<string, ClassSession>>;
  /** An instructor's sessions starting in [from, to), by start. */
  ofInstructor(instructorId: string, from: string, to: string): Promise<ClassSession[]>;
  /** A live room's occurrences, by start; only those starting at or after `from` when it is given. */
  ofSource(sourceId: string, from?: string): Promise<ClassSession[]>;
  /** Writes sessions as they are now, new or changed, keeping each one's `booked` count. */
  save(sessions: readonly ClassSession[]): Promise<void>;
  /** Deletes sessions and their seats. */
  remove(ids: readonly string[]): Promise<void>;
  /** Deletes each session that holds no seat at the moment of its delete; answers those kept because one did. */
  removeUnbooked(ids: readonly string[]): Promise<string[]>;
  seats(sessionId: string): Promise<SessionSeat[]>;
  seat(sessionId: string, userId: string): Promise<SessionSeat | undefined>;
  /** A student's seats whose session starts in [from, to), by start. */
  seatsOf(userId: string, from?: string, to?: string): Promise<SessionSeat[]>;
  /**
   * One transaction: the seat, new, and one more booked on its session while the session is
   * scheduled and not full. `taken` when the student has a seat already; `closed` when the session
   * is cancelled or gone.
   */
  book(seat: SessionSeat): Promise<BookOutcome>;
  /** One transaction: the seat gone and one fewer booked. False when there was no seat. */
  cancel(sessionId: string, userId: string): Promise<boolean>;
}

import type { Availability, ClassSession, SessionSeat } from '@lm/shared';

/** What booking a private class came to. */
export type PrivateBookOutcome = 'booked' | 'instructorTaken' | 'studentTaken' | 'noHours';

/** A class to book: the session, its one seat, and the minutes it takes from the student's hours. */
export interface PrivateBooking {
  session: ClassSession;
  seat: SessionSeat;
  minutes: number;
}

/** A booked class to cancel: the minutes go back to its student. */
export interface PrivateCancellation {
  session: ClassSession;
  userId: string;
  minutes: number;
}

/**
 * Private classes' records (decision 0048): availability per instructor profile, students' hours
 * per instructor, and the writes that book, cancel and move a class, each one transaction with the
 * slot locks that keep instructors and students from being booked twice at one time.
 */
export interface PrivateClassStore {
  availability(instructorId: string): Promise<Availability | undefined>;
  saveAvailability(availability: Availability): Promise<void>;
  /** A student's minutes left per instructor profile. */
  hoursOf(userId: string): Promise<{ instructor_id: string; minutes: number }[]>;
  minutes(userId: string, instructorId: string): Promise<number>;
  /** Adds (or, negative, takes) minutes; undefined when that would leave fewer than 0. */
  credit(userId: string, instructorId: string, minutes: number): Promise<number | undefined>;
  book(booking: PrivateBooking): Promise<PrivateBookOutcome>;
  /** False when the class was not booked (cancelled already, or gone). */
  cancel(cancellation: PrivateCancellation): Promise<boolean>;
  /** One write: the old class cancelled and the new one booked; `gone` when the old one is not booked any more. */
  reschedule(cancellation: PrivateCancellation, booking: PrivateBooking): Promise<PrivateBookOutcome | 'gone'>;
}

/** An instructor profile as private classes show it. */
export interface PrivateInstructor {
  id: string;
  name: string;
  avatar: string;
  user_id: string;
}

export interface PrivateClassPorts {
  store: PrivateClassStore;
  instructors: {
    get(id: string): Promise<PrivateInstructor | undefined>;
    getMany(ids: readonly string[]): Promise<Map<string, PrivateInstructor>>;
    /** The profiles an account teaches as. */
    profilesOf(userId: string): Promise<string[]>;
  };
  /** Display names of accounts. */
  names(userIds: readonly string[]): Promise<Map<string, string>>;
}

/**
 * Attendance (decision 0046): who was in a session's room and for how long, from the room's join
 * and leave events (the provider's events in AWS, the local room's on the local stack).
 */
export interface AttendanceEvent {
  session_id: string;
  user_id: string;
  role: 'instructor' | 'student';
  event: 'join' | 'leave';
  /** ISO 8601. */
  at: string;
  /** One browser's connection: a join and its leave share it. */
  connection_id: string;
}

/** One person's presence in one session. */
export interface AttendanceRecord {
  session_id: string;
  user_id: string;
  role: 'instructor' | 'student';
  /** Whole minutes present within the session's times, overlapping connections counted once. */
  minutes: number;
  first_joined_at: string;
  /** Null while still in the room. */
  last_left_at: string | null;
}

export interface AttendanceStore {
  record(event: AttendanceEvent): Promise<void>;
  /** When a connection of a person in a session last left (or was last seen, for a broadcast's viewing); undefined when it has not. */
  lastLeft(sessionId: string, userId: string, connectionId: string): Promise<string | undefined>;
  ofSession(sessionId: string): Promise<AttendanceRecord[]>;
  ofSessions(sessionIds: readonly string[]): Promise<Map<string, AttendanceRecord[]>>;
}

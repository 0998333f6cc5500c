/**
 * Minutes present in a class (decision 0049): the union of a person's connections, each from its
 * join to its leave (or to now while still connected), clipped to the session's start and end, so
 * two browsers open at once count once and waiting in the room before the start counts nothing.
 */

/** One join or leave of one connection. */
export interface PresenceEvent {
  event: 'join' | 'leave';
  /** ISO 8601. */
  at: string;
  connection_id: string;
}

const MINUTE = 60_000;

/** Each connection's [join, leave) interval in epoch milliseconds; a connection with no leave lasts until `now`. */
export function presenceIntervals(events: readonly PresenceEvent[], now: Date): [number, number][] {
  const byConnection = new Map<string, { join?: number; leave?: number }>();
  for (const item of events) {
    const at = Date.parse(item.at);
    if (Number.isNaN(at)) continue;
    const span = byConnection.get(item.connection_id) ?? {};
    if (item.event === 'join') span.join = span.join === undefined ? at : Math.min(span.join, at);
    else span.leave = span.leave === undefined ? at : Math.max(span.leave, at);
    byConnection.set(item.connection_id, span);
  }
  const intervals: [number, number][] = [];
  for (const span of byConnection.values()) {
    if (span.join === undefined) continue;
    const end = span.leave ?? now.getTime();
    if (end > span.join) intervals.push([span.join, end]);
  }
  return intervals;
}

/** Whole minutes (rounded down) covered by the union of `intervals` within [from, to). */
export function coveredMinutes(intervals: readonly [number, number][], from: number, to: number): number {
  const clipped = intervals
    .map(([start, end]): [number, number] => [Math.max(start, from), Math.min(end, to)])
    .filter(([start, end]) => end > start)
    .sort((a, b) => a[0] - b[0]);
  let total = 0;
  let current: [number, number] | undefined;
  for (const interval of clipped) {
    if (current && interval[0] <= current[1]) current[1] = Math.max(current[1], interval[1]);
    else {
      if (current) total += current[1] - current[0];
      current = [...interval];
    }
  }
  if (current) total += current[1] - current[0];
  return Math.floor(total / MINUTE);
}

/** Minutes one person was present in a session, from their join and leave events. */
export function minutesPresent(events: readonly PresenceEvent[], session: { starts_at: string; ends_at: string }, now: Date): number {
  return coveredMinutes(presenceIntervals(events, now), Date.parse(session.starts_at), Date.parse(session.ends_at));
}

/** When a person first came in and last left; `lastLeftAt` is null while a connection is still open. */
export function presenceSpan(events: readonly PresenceEvent[]): { firstJoinedAt: string | null; lastLeftAt: string | null } {
  const joins = events.filter((item) => item.event === 'join').map((item) => item.at).sort();
  const leaves = new Set(events.filter((item) => item.event === 'leave').map((item) => item.connection_id));
  const open = events.some((item) => item.event === 'join' && !leaves.has(item.connection_id));
  const lastLeave = events.filter((item) => item.event === 'leave').map((item) => item.at).sort().at(-1) ?? null;
  return { firstJoinedAt: joins[0] ?? null, lastLeftAt: open ? null : lastLeave };
}

import { describe, expect, it } from 'vitest';
import { minutesPresent, presenceSpan, type PresenceEvent } from './attendance.js';

const session = { starts_at: '2026-03-01T03:00:00.000Z', ends_at: '2026-03-01T04:00:00.000Z' };
const at = (minute: number) => new Date(Date.parse(session.starts_at) + minute * 60_000).toISOString();
const join = (connection_id: string, minute: number): PresenceEvent => ({ event: 'join', at: at(minute), connection_id });
const leave = (connection_id: string, minute: number): PresenceEvent => ({ event: 'leave', at: at(minute), connection_id });
const after = new Date(Date.parse(session.ends_at) + 3_600_000);

describe('minutes present in a class', () => {
  it('counts a join to its leave', () => {
    expect(minutesPresent([join('a', 5), leave('a', 35)], session, after)).toBe(30);
  });

  it('counts two browsers open at the same time once', () => {
    expect(minutesPresent([join('a', 0), leave('a', 30), join('b', 20), leave('b', 40)], session, after)).toBe(40);
  });

  it('adds separate visits and leaves out the gap between them', () => {
    expect(minutesPresent([join('a', 0), leave('a', 10), join('b', 30), leave('b', 45)], session, after)).toBe(25);
  });

  it('counts nothing before the start or after the end', () => {
    expect(minutesPresent([join('a', -10), leave('a', 70)], session, after)).toBe(60);
    expect(minutesPresent([join('a', -10), leave('a', -1)], session, after)).toBe(0);
  });

  it('counts a connection still open up to now', () => {
    expect(minutesPresent([join('a', 10)], session, new Date(at(25)))).toBe(15);
  });

  it('rounds down to whole minutes and takes events in any order', () => {
    const events = [leave('a', 12.9), join('a', 2)];
    expect(minutesPresent(events, session, after)).toBe(10);
  });
});

describe('first join and last leave', () => {
  it('is null while a connection is still open', () => {
    expect(presenceSpan([join('a', 0), leave('a', 10), join('b', 20)])).toEqual({ firstJoinedAt: at(0), lastLeftAt: null });
  });

  it('names the last leave once every connection left', () => {
    expect(presenceSpan([join('a', 0), join('b', 5), leave('b', 50), leave('a', 30)])).toEqual({ firstJoinedAt: at(0), lastLeftAt: at(50) });
  });
});

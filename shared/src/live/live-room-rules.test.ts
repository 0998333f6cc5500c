import { describe, expect, it } from 'vitest';
import { bangkokToday, bangkokToUtc, cancelDeadline, mayCancel, seatsLeft, utcToBangkok } from './live-room-rules.js';

describe('Bangkok time', () => {
  it('moves a wall-clock time to UTC across midnight', () => {
    expect(bangkokToUtc('2026-12-08', '00:30')).toBe('2026-12-07T17:30:00.000Z');
    expect(bangkokToUtc('2026-12-07', '23:30')).toBe('2026-12-07T16:30:00.000Z');
  });

  it('reads an instant on Bangkok’s clock', () => {
    expect(utcToBangkok('2026-12-07T17:30:00.000Z')).toEqual({ day: '2026-12-08', time: '00:30' });
    expect(bangkokToday(new Date('2026-12-07T16:59:59.000Z'))).toBe('2026-12-07');
    expect(bangkokToday(new Date('2026-12-07T17:00:00.000Z'))).toBe('2026-12-08');
  });
});

describe('cancellation cut-off', () => {
  const startsAt = '2026-12-10T12:00:00.000Z';

  it('allows a cancel until the cut-off and refuses it from then on', () => {
    expect(cancelDeadline(startsAt, 24)).toBe('2026-12-09T12:00:00.000Z');
    expect(mayCancel(startsAt, 24, new Date('2026-12-09T11:59:59.999Z'))).toBe(true);
    expect(mayCancel(startsAt, 24, new Date('2026-12-09T12:00:00.000Z'))).toBe(false);
  });

  it('with no cut-off, allows it up to the start', () => {
    expect(mayCancel(startsAt, 0, new Date('2026-12-10T11:59:00.000Z'))).toBe(true);
    expect(mayCancel(startsAt, 0, new Date(startsAt))).toBe(false);
  });
});

it('counts the seats left, never below none', () => {
  expect(seatsLeft({ capacity: 10, booked: 7 })).toBe(3);
  expect(seatsLeft({ capacity: 10, booked: 12 })).toBe(0);
});

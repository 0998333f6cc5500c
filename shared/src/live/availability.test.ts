import { describe, expect, it } from 'vitest';
import { bangkokDate, bangkokInstant, bookingRefusal, cancelRefusal, freeSlots, hoursOn, isOffered, onSlotGrid, validHours, type Availability } from './availability.js';

const availability = (fields: Partial<Availability> = {}): Pick<Availability, 'weekly' | 'dates_off' | 'extra_hours'> => ({
  weekly: [],
  dates_off: [],
  extra_hours: [],
  ...fields,
});
const rules = (now: string, fields: { sessionMinutes?: number; leadHours?: number } = {}) => ({ sessionMinutes: 60, leadHours: 0, now: new Date(now), ...fields });
const starts = (slots: { starts_at: string }[]) => slots.map((slot) => slot.starts_at);

describe('Bangkok dates and times', () => {
  it('reads 23:30 UTC as the next Bangkok morning', () => {
    // Prepare / Act / Assess
    expect(bangkokDate('2030-01-06T23:30:00.000Z')).toBe('2030-01-07');
    expect(bangkokDate('2030-01-06T16:59:59.000Z')).toBe('2030-01-06');
    expect(bangkokDate('2030-01-06T17:00:00.000Z')).toBe('2030-01-07');
  });

  it('turns a Bangkok date and time into UTC, midnight falling on the day before', () => {
    expect(bangkokInstant('2030-01-07', '00:00')).toBe('2030-01-06T17:00:00.000Z');
    expect(bangkokInstant('2030-01-07', '09:30')).toBe('2030-01-07T02:30:00.000Z');
    expect(bangkokInstant('2030-01-07', '24:00')).toBe('2030-01-07T17:00:00.000Z');
  });
});

describe('free slots', () => {
  // 2030-01-07 is a Monday.
  const monday = availability({ weekly: [{ weekday: 1, start: '09:00', end: '12:00' }] });

  it('cuts weekly hours into slots of the session length on its Bangkok weekday', () => {
    const slots = freeSlots(monday, '2030-01-06', 7, [], rules('2030-01-01T00:00:00Z'));
    expect(starts(slots)).toEqual(['2030-01-07T02:00:00.000Z', '2030-01-07T03:00:00.000Z', '2030-01-07T04:00:00.000Z']);
    expect(slots[0]?.ends_at).toBe('2030-01-07T03:00:00.000Z');
  });

  it('keeps whole slots only, on the grid from Bangkok midnight', () => {
    const odd = availability({ weekly: [{ weekday: 1, start: '09:15', end: '11:45' }] });
    expect(starts(freeSlots(odd, '2030-01-07', 1, [], rules('2030-01-01T00:00:00Z')))).toEqual(['2030-01-07T03:00:00.000Z']);
    expect(starts(freeSlots(odd, '2030-01-07', 1, [], rules('2030-01-01T00:00:00Z', { sessionMinutes: 30 })))).toEqual([
      '2030-01-07T02:30:00.000Z',
      '2030-01-07T03:00:00.000Z',
      '2030-01-07T03:30:00.000Z',
      '2030-01-07T04:00:00.000Z',
    ]);
  });

  it('places hours around Bangkok midnight on the right dates: late Sunday and early Monday', () => {
    const aroundMidnight = availability({
      weekly: [
        { weekday: 0, start: '23:00', end: '24:00' },
        { weekday: 1, start: '00:00', end: '01:00' },
      ],
    });
    const slots = freeSlots(aroundMidnight, '2030-01-06', 2, [], rules('2030-01-01T00:00:00Z'));
    // Sunday 23:00 Bangkok is Sunday 16:00 UTC; Monday 00:00 Bangkok is Sunday 17:00 UTC.
    expect(starts(slots)).toEqual(['2030-01-06T16:00:00.000Z', '2030-01-06T17:00:00.000Z']);
    expect(slots.map((slot) => bangkokDate(slot.starts_at))).toEqual(['2030-01-06', '2030-01-07']);
  });

  it('leaves out a date off and adds extra hours on a date', () => {
    const withExceptions = availability({
      weekly: [{ weekday: 1, start: '09:00', end: '10:00' }],
      dates_off: ['2030-01-07'],
      extra_hours: [{ date: '2030-01-08', start: '18:00', end: '19:00' }],
    });
    expect(hoursOn(withExceptions, '2030-01-07')).toEqual([]);
    expect(starts(freeSlots(withExceptions, '2030-01-07', 8, [], rules('2030-01-01T00:00:00Z')))).toEqual([
      '2030-01-08T11:00:00.000Z',
      // The next Monday is not off.
      '2030-01-14T02:00:00.000Z',
    ]);
  });

  it('an extra hour on a date off still holds', () => {
    const offButExtra = availability({ weekly: [{ weekday: 1, start: '09:00', end: '10:00' }], dates_off: ['2030-01-07'], extra_hours: [{ date: '2030-01-07', start: '20:00', end: '21:00' }] });
    expect(starts(freeSlots(offButExtra, '2030-01-07', 1, [], rules('2030-01-01T00:00:00Z')))).toEqual(['2030-01-07T13:00:00.000Z']);
  });

  it('leaves out slots overlapping a booked session, even one off the grid', () => {
    const busy = [{ starts_at: '2030-01-07T03:30:00.000Z', ends_at: '2030-01-07T04:00:00.000Z' }];
    expect(starts(freeSlots(monday, '2030-01-07', 1, busy, rules('2030-01-01T00:00:00Z')))).toEqual(['2030-01-07T02:00:00.000Z', '2030-01-07T04:00:00.000Z']);
  });

  it('offers nothing sooner than the booking lead', () => {
    // Now is Monday 08:00 Bangkok; with 2 hours' lead, 10:00 is the first bookable start.
    const slots = freeSlots(monday, '2030-01-07', 1, [], rules('2030-01-07T01:00:00Z', { leadHours: 2 }));
    expect(starts(slots)).toEqual(['2030-01-07T03:00:00.000Z', '2030-01-07T04:00:00.000Z']);
  });
});

describe('booking a slot', () => {
  const monday = availability({ weekly: [{ weekday: 1, start: '09:00', end: '12:00' }] });

  it('takes only starts on the grid within the hours', () => {
    expect(onSlotGrid('2030-01-07T02:00:00.000Z', 60)).toBe(true);
    expect(onSlotGrid('2030-01-07T02:30:00.000Z', 60)).toBe(false);
    expect(isOffered(monday, '2030-01-07T02:00:00.000Z', 60)).toBe(true);
    expect(isOffered(monday, '2030-01-07T05:00:00.000Z', 60)).toBe(false);
    expect(isOffered(monday, '2030-01-07T02:00:00+00:00', 60)).toBe(true);
  });

  it('refuses a time the instructor does not teach, and one inside the lead', () => {
    expect(bookingRefusal(monday, '2030-01-07T02:30:00.000Z', rules('2030-01-01T00:00:00Z'))).toBe('The instructor does not teach at this time.');
    expect(bookingRefusal(monday, '2030-01-07T02:00:00.000Z', rules('2030-01-07T00:00:00Z', { leadHours: 24 }))).toBe('A private class is booked at least 24 hours ahead.');
    expect(bookingRefusal(monday, '2030-01-07T02:00:00.000Z', rules('2030-01-06T02:00:00Z', { leadHours: 24 }))).toBeUndefined();
  });
});

describe('cancel cut-off', () => {
  const session = { starts_at: '2030-01-07T02:00:00.000Z' };

  it('allows a change up to exactly cancel_hours before the start, not a minute later', () => {
    expect(cancelRefusal(session, 24, new Date('2030-01-06T02:00:00.000Z'))).toBeUndefined();
    expect(cancelRefusal(session, 24, new Date('2030-01-06T02:01:00.000Z'))).toBe('A private class can be cancelled or moved up to 24 hours before it starts.');
    expect(cancelRefusal(session, 0, new Date('2030-01-07T01:59:00.000Z'))).toBeUndefined();
  });
});

describe('hours', () => {
  it('needs a start before its end on the clock', () => {
    expect(validHours({ start: '09:00', end: '12:00' })).toBe(true);
    expect(validHours({ start: '23:00', end: '24:00' })).toBe(true);
    expect(validHours({ start: '12:00', end: '09:00' })).toBe(false);
    expect(validHours({ start: '24:00', end: '24:00' })).toBe(false);
    expect(validHours({ start: '9:00', end: '12:00' })).toBe(false);
  });
});

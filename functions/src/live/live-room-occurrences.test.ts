import { describe, expect, it } from 'vitest';
import { durationMinutes, occurrencesOf } from './live-room-occurrences.js';

const weekly = { repeat: 'weekly' as const, until_date: '', count: 0, exception_dates: [] as string[] };

describe('occurrencesOf', () => {
  it('holds a one-off class once, moving Bangkok time to UTC', () => {
    // Prepare / Act
    const held = occurrencesOf({ start_date: '2026-12-07', start_time: '19:00', end_time: '20:30', repeat: 'none', weekdays: [], until_date: '', count: 0, exception_dates: [] });
    // Assess
    expect(held).toEqual([{ starts_at: '2026-12-07T12:00:00.000Z', ends_at: '2026-12-07T13:30:00.000Z' }]);
  });

  it('keeps a 23:30 Bangkok Monday class on Monday in UTC (16:30)', () => {
    const held = occurrencesOf({ ...weekly, start_date: '2026-12-07', start_time: '23:30', end_time: '00:30', weekdays: ['MO'], count: 3 });
    expect(held.map((one) => one.starts_at)).toEqual(['2026-12-07T16:30:00.000Z', '2026-12-14T16:30:00.000Z', '2026-12-21T16:30:00.000Z']);
    // It crosses midnight in Bangkok: an hour long, ending on Tuesday there.
    expect(held[0]!.ends_at).toBe('2026-12-07T17:30:00.000Z');
  });

  it('puts a 00:30 Bangkok Tuesday class on the Monday before in UTC', () => {
    const held = occurrencesOf({ ...weekly, start_date: '2026-12-01', start_time: '00:30', end_time: '01:30', weekdays: ['TU'], count: 2 });
    expect(held.map((one) => one.starts_at)).toEqual(['2026-11-30T17:30:00.000Z', '2026-12-07T17:30:00.000Z']);
    expect(held.map((one) => new Date(one.starts_at).getUTCDay())).toEqual([1, 1]);
  });

  it('picks the weekdays of Bangkok, from the start date, until the last day included', () => {
    // 2026-12-02 is a Wednesday; Mondays and Wednesdays through Monday 2026-12-14.
    const held = occurrencesOf({ ...weekly, start_date: '2026-12-02', start_time: '18:00', end_time: '19:00', weekdays: ['MO', 'WE'], until_date: '2026-12-14' });
    expect(held.map((one) => one.starts_at)).toEqual(['2026-12-02T11:00:00.000Z', '2026-12-07T11:00:00.000Z', '2026-12-09T11:00:00.000Z', '2026-12-14T11:00:00.000Z']);
  });

  it('leaves out exception dates, given as Bangkok days', () => {
    // The 00:30 class of Bangkok's 8 December is on 7 December in UTC: the exception names Bangkok's day.
    const held = occurrencesOf({ ...weekly, start_date: '2026-12-01', start_time: '00:30', end_time: '01:00', weekdays: ['TU'], count: 3, exception_dates: ['2026-12-08'] });
    expect(held.map((one) => one.starts_at)).toEqual(['2026-11-30T17:30:00.000Z', '2026-12-14T17:30:00.000Z']);
  });

  it('ends a weekly class after its count', () => {
    const held = occurrencesOf({ ...weekly, start_date: '2026-12-05', start_time: '10:00', end_time: '11:00', weekdays: ['SA', 'SU'], count: 5 });
    expect(held).toHaveLength(5);
    expect(held.at(-1)!.starts_at).toBe('2026-12-19T03:00:00.000Z');
  });

  it('holds the same UTC hour in every season: Bangkok keeps no daylight saving', () => {
    const held = occurrencesOf({ ...weekly, start_date: '2027-03-01', start_time: '20:00', end_time: '21:00', weekdays: ['MO'], until_date: '2027-11-30' });
    expect(new Set(held.map((one) => one.starts_at.slice(11)))).toEqual(new Set(['13:00:00.000Z']));
  });
});

describe('durationMinutes', () => {
  it('counts an end before the start as the next day', () => {
    expect(durationMinutes({ start_time: '19:00', end_time: '20:30' })).toBe(90);
    expect(durationMinutes({ start_time: '23:30', end_time: '00:15' })).toBe(45);
  });
});

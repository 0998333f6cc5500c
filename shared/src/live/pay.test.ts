import { describe, expect, it } from 'vitest';
import { bangkokPeriod, payTotals, sessionPay, type CourseSale, type PayRate, type TaughtSession } from './pay.js';

/** A fixed month of two instructors: one paid by the hour with a 30 % share, one per seat with none. */
const rates: PayRate[] = [
  { instructor_id: 'ins-somchai', basis: 'hour', rate: 60_000, course_share_percent: 30 },
  { instructor_id: 'ins-malee', basis: 'seat', rate: 15_000, course_share_percent: 0 },
];

const sessions: TaughtSession[] = [
  // 1 March 09:00 Bangkok: 90 minutes taught.
  { session_id: 's1', instructor_id: 'ins-somchai', starts_at: '2026-03-01T02:00:00.000Z', instructor_minutes: 90, students_present: 1 },
  // 1 March 23:30 Bangkok (16:30 UTC the same date): 45 minutes.
  { session_id: 's2', instructor_id: 'ins-somchai', starts_at: '2026-03-01T16:30:00.000Z', instructor_minutes: 45, students_present: 1 },
  // 2 March 00:30 Bangkok is still 1 March in UTC: a day of its own in Bangkok.
  { session_id: 's3', instructor_id: 'ins-somchai', starts_at: '2026-03-01T17:30:00.000Z', instructor_minutes: 20, students_present: 0 },
  // The instructor never came: not paid, not counted.
  { session_id: 's4', instructor_id: 'ins-somchai', starts_at: '2026-03-05T03:00:00.000Z', instructor_minutes: 0, students_present: 2 },
  // Per seat: 6 students came.
  { session_id: 's5', instructor_id: 'ins-malee', starts_at: '2026-03-01T05:00:00.000Z', instructor_minutes: 60, students_present: 6 },
  // 1 April 06:00 Bangkok is 31 March 23:00 UTC: April in Bangkok.
  { session_id: 's6', instructor_id: 'ins-malee', starts_at: '2026-03-31T23:00:00.000Z', instructor_minutes: 60, students_present: 2 },
];

const sales: CourseSale[] = [
  { instructor_id: 'ins-somchai', paid_at: '2026-03-01T10:00:00.000Z', total: 259_000 },
  { instructor_id: 'ins-somchai', paid_at: '2026-03-01T11:00:00.000Z', total: 99_900 },
  { instructor_id: 'ins-malee', paid_at: '2026-03-10T11:00:00.000Z', total: 100_000 },
  // An instructor without a rate: the sale shows, nothing is earned.
  { instructor_id: 'ins-norate', paid_at: '2026-03-02T11:00:00.000Z', total: 50_000 },
];

describe('instructor pay', () => {
  it('totals each instructor per Bangkok day from the fixture', () => {
    // Prepare / Act
    const days = payTotals(rates, sessions, sales, 'day');

    // Assess
    expect(days.map(({ instructor_id, period, sessions: count, minutes_taught, students_present, session_pay, course_sales, sales_share, total }) => [instructor_id, period, count, minutes_taught, students_present, session_pay, course_sales, sales_share, total])).toEqual([
      ['ins-malee', '2026-03-01', 1, 60, 6, 90_000, 0, 0, 90_000],
      // 90 + 45 minutes at ฿600 an hour = ฿1,350; 30 % of ฿3,589 = ฿1,076.70.
      ['ins-somchai', '2026-03-01', 2, 135, 2, 135_000, 358_900, 107_670, 242_670],
      ['ins-norate', '2026-03-02', 0, 0, 0, 0, 50_000, 0, 0],
      // 20 minutes = ฿200.
      ['ins-somchai', '2026-03-02', 1, 20, 0, 20_000, 0, 0, 20_000],
      ['ins-malee', '2026-03-10', 0, 0, 0, 0, 100_000, 0, 0],
      ['ins-malee', '2026-04-01', 1, 60, 2, 30_000, 0, 0, 30_000],
    ]);
  });

  it('totals each instructor per Bangkok month from the fixture', () => {
    // Prepare / Act
    const months = payTotals(rates, sessions, sales, 'month');

    // Assess
    expect(months.map(({ instructor_id, period, session_pay, sales_share, total }) => [instructor_id, period, session_pay, sales_share, total])).toEqual([
      ['ins-malee', '2026-03', 90_000, 0, 90_000],
      ['ins-norate', '2026-03', 0, 0, 0],
      ['ins-somchai', '2026-03', 155_000, 107_670, 262_670],
      ['ins-malee', '2026-04', 30_000, 0, 30_000],
    ]);
  });

  it('pays a session only when the instructor was present', () => {
    expect(sessionPay(rates[0], { instructor_minutes: 0, students_present: 5 })).toBe(0);
    expect(sessionPay(rates[1], { instructor_minutes: 1, students_present: 5 })).toBe(75_000);
    expect(sessionPay(undefined, { instructor_minutes: 60, students_present: 5 })).toBe(0);
  });

  it('reads days and months around midnight in Bangkok', () => {
    expect(bangkokPeriod('2026-12-31T16:59:59.000Z', 'day')).toBe('2026-12-31');
    expect(bangkokPeriod('2026-12-31T17:00:00.000Z', 'day')).toBe('2027-01-01');
    expect(bangkokPeriod('2026-12-31T17:00:00.000Z', 'month')).toBe('2027-01');
  });
});

/**
 * Instructor pay (decision 0050): what each instructor earned from the sessions they taught and
 * from the sales of their courses, totalled per Bangkok day or month. Money is integer satang.
 */

/** How taught sessions are paid: per hour present, or per student who came. */
export const PAY_BASES = ['hour', 'seat'] as const;
export type PayBasis = (typeof PAY_BASES)[number];

/** An instructor's rate (the instructor rates master file). */
export interface PayRate {
  /** The instructor profile it applies to. */
  instructor_id: string;
  basis: PayBasis;
  /** Satang per hour taught, or per student present. */
  rate: number;
  /** Percent of the paid sales of the instructor's courses, 0 to 100. */
  course_share_percent: number;
}

/** A session as pay reads it: whether and how long the instructor was there, and how many students came. */
export interface TaughtSession {
  session_id: string;
  instructor_id: string;
  starts_at: string;
  /** Minutes the instructor was present (attendance); 0 when they never joined. */
  instructor_minutes: number;
  /** Students present at least a minute. */
  students_present: number;
}

/** A paid course sale: one order line of a course of the instructor. */
export interface CourseSale {
  instructor_id: string;
  /** When the order was paid, ISO 8601. */
  paid_at: string;
  /** The line's total, satang. */
  total: number;
}

export type PayPeriod = 'day' | 'month';

/** One instructor's earnings in one period. */
export interface PayTotal {
  instructor_id: string;
  /** YYYY-MM-DD or YYYY-MM in Asia/Bangkok. */
  period: string;
  sessions: number;
  minutes_taught: number;
  students_present: number;
  session_pay: number;
  course_sales: number;
  sales_share: number;
  total: number;
}

const BANGKOK_MS = 7 * 3_600_000;

/** The Bangkok day (YYYY-MM-DD) or month (YYYY-MM) of an instant. */
export function bangkokPeriod(at: string, period: PayPeriod): string {
  const day = new Date(Date.parse(at) + BANGKOK_MS).toISOString().slice(0, 10);
  return period === 'day' ? day : day.slice(0, 7);
}

/** What one taught session pays: nothing unless the instructor was present. */
export function sessionPay(rate: Pick<PayRate, 'basis' | 'rate'> | undefined, session: Pick<TaughtSession, 'instructor_minutes' | 'students_present'>): number {
  if (!rate || session.instructor_minutes <= 0) return 0;
  return rate.basis === 'hour' ? Math.round((rate.rate * session.instructor_minutes) / 60) : rate.rate * session.students_present;
}

/** The instructor's share of a sale, rounded to the satang. */
export const salesShare = (rate: Pick<PayRate, 'course_share_percent'> | undefined, total: number): number => (rate ? Math.round((total * rate.course_share_percent) / 100) : 0);

/**
 * Each instructor's earnings per Bangkok day or month, from the sessions they taught and their
 * paid course sales; the share is taken of each period's sales together. By period, then
 * instructor. An instructor without a rate earns nothing but their sessions still show.
 */
export function payTotals(rates: readonly PayRate[], sessions: readonly TaughtSession[], sales: readonly CourseSale[], period: PayPeriod): PayTotal[] {
  const rateOf = new Map(rates.map((rate) => [rate.instructor_id, rate]));
  const totals = new Map<string, PayTotal>();
  const totalOf = (instructorId: string, at: string) => {
    const key = `${bangkokPeriod(at, period)}\u0000${instructorId}`;
    let one = totals.get(key);
    if (!one) {
      one = { instructor_id: instructorId, period: bangkokPeriod(at, period), sessions: 0, minutes_taught: 0, students_present: 0, session_pay: 0, course_sales: 0, sales_share: 0, total: 0 };
      totals.set(key, one);
    }
    return one;
  };
  for (const session of sessions) {
    if (session.instructor_minutes <= 0) continue;
    const one = totalOf(session.instructor_id, session.starts_at);
    one.sessions += 1;
    one.minutes_taught += session.instructor_minutes;
    one.students_present += session.students_present;
    one.session_pay += sessionPay(rateOf.get(session.instructor_id), session);
  }
  for (const sale of sales) totalOf(sale.instructor_id, sale.paid_at).course_sales += sale.total;
  for (const one of totals.values()) {
    one.sales_share = salesShare(rateOf.get(one.instructor_id), one.course_sales);
    one.total = one.session_pay + one.sales_share;
  }
  return [...totals.values()].sort((a, b) => a.period.localeCompare(b.period) || a.instructor_id.localeCompare(b.instructor_id));
}

import { ApiError } from '../../../lib/api/errors';
import { formatDay } from '../../../lib/format-day';

const time = (iso: string) => new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hour12: false, timeZone: 'Asia/Bangkok' }).format(new Date(iso));

/** A class's times, in Bangkok's time, as the `liveMedia.when` text takes them. */
export const sessionTimes = (startsAt: string, endsAt: string, language: string) => ({ day: formatDay(startsAt, language), from: time(startsAt), to: time(endsAt) });

/** The `liveMedia.closed.*` text of a refusal of the join window or of the seat, with its values; undefined for any other failure. */
export function closedReason(error: unknown, language: string): { key: string; values?: Record<string, string> } | undefined {
  if (!(error instanceof ApiError)) return undefined;
  if (error.status === 404) return { key: 'liveMedia.closed.notFound' };
  const body = error.body as { code?: unknown; message?: unknown } | undefined;
  if (body?.code === 'sessionNotOpen') {
    const opensAt = typeof body.message === 'string' ? /\d{4}-\d\d-\d\dT[\d:.]+Z/.exec(body.message)?.[0] : undefined;
    const values = opensAt ? sessionTimes(opensAt, opensAt, language) : undefined;
    return { key: 'liveMedia.closed.sessionNotOpen', values: { time: values ? `${values.day} ${values.from}` : '' } };
  }
  if (body?.code === 'sessionEnded' || body?.code === 'sessionCancelled') return { key: `liveMedia.closed.${body.code}` };
  return undefined;
}

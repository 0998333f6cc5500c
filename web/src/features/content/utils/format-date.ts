/** A day (YYYY-MM-DD or an ISO time) in words of the language shown: "5 Mar 2026", "5 มี.ค. 2569". */
export function formatDay(value: string, language: string): string {
  const day = /^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value;
  const date = new Date(day);
  if (Number.isNaN(date.getTime())) return value;
  const locale = language.startsWith('th') ? 'th-TH' : 'en-GB';
  // A bare day names the same day everywhere; a time is shown in Thailand's time zone, where the shop is.
  const timeZone = day === value ? 'Asia/Bangkok' : 'UTC';
  return new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric', timeZone }).format(date);
}

/** Today in Thailand, as YYYY-MM-DD (promotions start and end on Thai days). */
export function todayInThailand(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Bangkok', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** A day as the visitor's language writes it, in Bangkok's time (26 Nov 2026, 26 พ.ย. 2569). */
export function formatDay(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(language.startsWith('th') ? 'th-TH' : 'en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Bangkok' }).format(date);
}

/** A moment as the visitor's language writes it, on Bangkok's clock (26 Nov 2026, 19:00; 26 พ.ย. 2569 19:00). */
export function formatWhen(iso: string, language: string): string {
  return new Date(iso).toLocaleString(language.startsWith('th') ? 'th-TH' : 'en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Bangkok' });
}

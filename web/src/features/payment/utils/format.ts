const locale = (language: string) => (language.startsWith('th') ? 'th-TH' : 'en-GB');

/** A moment in Thailand's time, as the shop's customers read it: "1 Mar 2026, 17:30" or "1 มี.ค. 2569 17:30". */
export function formatDateTime(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(locale(language), { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZone: 'Asia/Bangkok' }).format(date);
}

/** A VAT rate in basis points as a percentage: 700 → "7", 750 → "7.5". */
export const vatPercent = (basisPoints: number): string => String(basisPoints / 100);

/** An order's short number, as the buyer reads it elsewhere (the id's first eight characters, upper case). */
export const orderNumber = (id: string): string => id.replace(/^order-/, '').slice(0, 8).toUpperCase();

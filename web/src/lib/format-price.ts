const whole = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const withSatang = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Satang as baht: 159000 → ฿1,590; 159050 → ฿1,590.50. */
export function formatBaht(satang: number): string {
  return `฿${(satang % 100 === 0 ? whole : withSatang).format(satang / 100)}`;
}

import { useTranslation } from 'react-i18next';
import { formatWhen } from '../lib/format-day';

const locale = (language: string) => (language === 'th' ? 'th-TH' : 'en-GB');

/**
 * Dates and times as the visitor's language writes them, always on Bangkok's clock whatever the
 * browser's own zone: classes, private classes and study seats are held in Bangkok.
 */
export function useBangkokFormat() {
  const { i18n } = useTranslation();
  const language = locale(i18n.language);
  return {
    /** 26 Nov 2026, 19:00 */
    when: (value: string) => formatWhen(value, i18n.language),
    /** Thursday 26 November */
    day: (value: string) => new Date(value).toLocaleDateString(language, { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'Asia/Bangkok' }),
    /** 19:00 */
    time: (value: string) => new Date(value).toLocaleTimeString(language, { hour: '2-digit', minute: '2-digit', hour12: false, timeZone: 'Asia/Bangkok' }),
    /** A Bangkok date (YYYY-MM-DD): 26 Nov 2026 */
    date: (value: string) => new Date(`${value}T12:00:00+07:00`).toLocaleDateString(language, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Bangkok' }),
    /** A weekday (0 Sunday … 6 Saturday), short: Mon */
    weekday: (weekday: number) => new Date(Date.UTC(2026, 0, 4 + weekday, 12)).toLocaleDateString(language, { weekday: 'short', timeZone: 'UTC' }),
  };
}

import { useTranslation } from 'react-i18next';

/** Dates and times as the visitor reads them, always in Bangkok time. */
export function useBangkokTime() {
  const { i18n } = useTranslation();
  const language = i18n.language === 'th' ? 'th-TH' : 'en-GB';
  return {
    when: (value: string) => new Date(value).toLocaleString(language, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Bangkok' }),
    time: (value: string) => new Date(value).toLocaleTimeString(language, { hour: '2-digit', minute: '2-digit', hour12: false, timeZone: 'Asia/Bangkok' }),
  };
}

/** A class's title in the visitor's language, the other when it has only one. */
export function useTitle() {
  const { i18n } = useTranslation();
  return (item: { title_th: string; title_en: string }) => (i18n.language === 'th' ? item.title_th || item.title_en : item.title_en || item.title_th);
}

/** Where a booked student and the instructor open a class's room. */
export const roomHref = (sessionId: string) => `/privateclass/open/${encodeURIComponent(sessionId)}`;

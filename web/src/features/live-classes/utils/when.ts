import { useTranslation } from 'react-i18next';

/** A class's title in the visitor's language, the other when it has only one. */
export function useTitle() {
  const { i18n } = useTranslation();
  return (item: { title_th: string; title_en: string }) => (i18n.language === 'th' ? item.title_th || item.title_en : item.title_en || item.title_th);
}

/** Where a booked student and the instructor open a class's room. */
export const roomHref = (sessionId: string) => `/privateclass/open/${encodeURIComponent(sessionId)}`;

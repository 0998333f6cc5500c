import { useTranslation } from 'react-i18next';
import { inLanguage } from '../../../lib/in-language';

/** A class's title in the visitor's language, the other when it has only one. */
export function useTitle() {
  const { i18n } = useTranslation();
  return (item: { title_th: string; title_en: string }) => inLanguage(i18n.language, item.title_th, item.title_en);
}

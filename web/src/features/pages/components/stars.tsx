import { useTranslation } from 'react-i18next';

/** A 1–5 rating: stars to see, the words to hear. */
export function Stars({ rating }: { rating: number }) {
  const { t } = useTranslation();
  const value = Math.max(0, Math.min(5, Math.round(rating)));
  return (
    <p className="cp-stars">
      <span aria-hidden="true">
        {'★'.repeat(value)}
        <span className="cp-stars__off">{'★'.repeat(5 - value)}</span>
      </span>
      <span className="sf-visually-hidden">{t('pages.rating', { rating: value })}</span>
    </p>
  );
}

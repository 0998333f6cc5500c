import { useTranslation } from 'react-i18next';

/** A rating of 1 to 5 as stars, read out as "Rated 4 out of 5". */
export function Stars({ rating, className = '' }: { rating: number; className?: string }) {
  const { t } = useTranslation();
  const whole = Math.max(0, Math.min(5, Math.round(rating)));
  return (
    <p className={`ct-stars ${className}`} role="img" aria-label={t('content.rating.label', { rating: whole })} data-rating={whole}>
      <span aria-hidden="true" className="ct-stars__on">
        {'★'.repeat(whole)}
      </span>
      <span aria-hidden="true" className="ct-stars__off">
        {'★'.repeat(5 - whole)}
      </span>
    </p>
  );
}

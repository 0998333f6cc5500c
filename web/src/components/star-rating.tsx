import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import './star-rating.css';
import './assessment-i18n';

const STARS = [1, 2, 3, 4, 5] as const;

/** A rating shown as five stars, with its value in words for screen readers (4.3 out of 5). */
export function Stars({ value, className = '' }: { value: number; className?: string }) {
  const { t } = useTranslation();
  return (
    <span className={`stars ${className}`} role="img" aria-label={t('assessments.rating.label', { value })}>
      {STARS.map((star) => (
        <span key={star} aria-hidden="true" className={value >= star - 0.25 ? 'stars__star stars__star--on' : 'stars__star'}>
          ★
        </span>
      ))}
    </span>
  );
}

/** Choosing 1 to 5 stars: a group of radio buttons under a legend, keyboard and screen-reader friendly. */
export function StarInput({ legend, value, onChange, name }: { legend: string; value: number; onChange(value: number): void; name?: string }) {
  const { t } = useTranslation();
  const generated = useId();
  const group = name ?? generated;
  return (
    <fieldset className="star-input">
      <legend>{legend}</legend>
      {STARS.map((star) => (
        <label key={star} className={value >= star ? 'star-input__star star-input__star--on' : 'star-input__star'}>
          <input type="radio" name={group} value={star} checked={value === star} onChange={() => onChange(star)} aria-label={t('assessments.rating.stars', { count: star })} />
          <span aria-hidden="true">★</span>
        </label>
      ))}
    </fieldset>
  );
}

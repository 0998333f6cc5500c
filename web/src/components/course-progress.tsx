import { useTranslation } from 'react-i18next';
import { formatPercent, wholePercent } from '../lib/learning';
import './storefront.css';

/**
 * How far a student is in a course: a progress bar named by `label`, and its percent written out.
 * `text` words the percent ("{{percent}} complete") when given.
 */
export function CourseProgress({ percent, label, text, className }: { percent: number; label: string; text?: (percent: string) => string; className?: string }) {
  const { i18n } = useTranslation();
  const whole = wholePercent(percent);
  const written = formatPercent(whole, i18n.language);
  return (
    <span className={['course-progress', className].filter(Boolean).join(' ')}>
      <progress className="course-progress__bar" max={100} value={whole} aria-label={label} aria-valuetext={written} />
      <span className="course-progress__text">{text ? text(written) : written}</span>
    </span>
  );
}

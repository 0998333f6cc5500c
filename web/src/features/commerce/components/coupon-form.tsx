import type { PriceBreakdown } from '@lm/shared';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatBaht } from '../../../lib/format-price';
import { normalCouponCode } from '../utils/breakdown';
import { useCouponRefusal } from './price-breakdown';

/** The longest code a coupon has (the shared coupon schema's rule). */
const MAX_CODE = 40;

interface Props {
  /** The code being tried, or ''. */
  code: string;
  /** What the cart's price says of it; undefined while the cart is priced again. */
  outcome: PriceBreakdown['coupon'] | undefined;
  onApply(code: string): void;
  onRemove(): void;
}

/** A coupon code to try on the cart: what it takes off, or why it takes nothing, in the visitor's language. */
export function CouponForm({ code, outcome, onApply, onRemove }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const refusal = useCouponRefusal();
  const [problem, setProblem] = useState<string>();

  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const typed = normalCouponCode(String(new FormData(event.currentTarget).get('coupon') ?? ''));
    if (!typed) return;
    if (typed.length > MAX_CODE) return setProblem(t('commerce.coupon.tooLong'));
    setProblem(undefined);
    onApply(typed);
  };

  if (code) {
    return (
      <div className="cm-coupon">
        <p className="cm-coupon__code">
          <span>{t('commerce.breakdown.coupon', { code })}</span>
          <button type="button" className="link-button" onClick={onRemove}>
            {t('commerce.coupon.remove')}
          </button>
        </p>
        {outcome && 'discount' in outcome && (
          <p className="cm-coupon__applied" role="status">
            {t('commerce.coupon.applied', { code: outcome.code, amount: formatBaht(outcome.discount) })}
          </p>
        )}
        {outcome && 'refused' in outcome && (
          <p className="cm-coupon__refused" role="alert">
            {refusal(outcome)}
          </p>
        )}
      </div>
    );
  }
  return (
    <form className="cm-coupon" onSubmit={apply} noValidate>
      <label htmlFor={`${id}-coupon`} className="cm-coupon__label">
        {t('commerce.coupon.label')}
      </label>
      <div className="cm-coupon__row">
        <input id={`${id}-coupon`} name="coupon" autoComplete="off" autoCapitalize="characters" spellCheck={false} aria-invalid={!!problem} aria-describedby={problem ? `${id}-problem` : undefined} />
        <button type="submit" className="button">
          {t('commerce.coupon.apply')}
        </button>
      </div>
      {problem && (
        <p id={`${id}-problem`} className="cm-coupon__refused" role="alert">
          {problem}
        </p>
      )}
    </form>
  );
}

import type { PriceBreakdown } from '@lm/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatBaht } from '../../../lib/format-price';
import { normalCouponCode } from '../utils/breakdown';
import { CodeForm } from './code-form';
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
  const refusal = useCouponRefusal();
  const [problem, setProblem] = useState<string>();

  const apply = (code: string) => {
    const typed = normalCouponCode(code);
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
  return <CodeForm label={t('commerce.coupon.label')} submitLabel={t('commerce.coupon.apply')} problem={problem} onCode={apply} />;
}

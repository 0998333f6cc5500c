import type { CouponRefusal, PriceBreakdown as Breakdown } from '@lm/shared';
import { useTranslation } from 'react-i18next';
import { formatBaht } from '../../../lib/format-price';
import { couponRefusalKey, shippingShown, vatPercent } from '../utils/breakdown';

const minus = (amount: number) => `−${formatBaht(amount)}`;

/**
 * What an order comes to (decision 0029): the list total, the promotions' discount, the coupon (or
 * that it is not applied), shipping (or that it is worked out at checkout), the total and the VAT
 * it includes.
 */
export function PriceBreakdown({ breakdown, province }: { breakdown: Breakdown; province?: string | undefined }) {
  const { t } = useTranslation();
  const shipping = shippingShown(breakdown.shipping);
  const { coupon } = breakdown;
  return (
    <div className="cm-breakdown">
      <dl className="cm-breakdown__rows">
        <div className="cm-breakdown__row">
          <dt>{t('commerce.breakdown.listTotal')}</dt>
          <dd>{formatBaht(breakdown.listTotal)}</dd>
        </div>
        {breakdown.promotionDiscount > 0 && (
          <div className="cm-breakdown__row cm-breakdown__row--discount">
            <dt>{t('commerce.breakdown.promotionDiscount')}</dt>
            <dd>{minus(breakdown.promotionDiscount)}</dd>
          </div>
        )}
        {coupon && (
          <div className={`cm-breakdown__row ${'discount' in coupon ? 'cm-breakdown__row--discount' : 'cm-breakdown__row--refused'}`}>
            <dt>{t('commerce.breakdown.coupon', { code: coupon.code })}</dt>
            <dd>{'discount' in coupon ? minus(coupon.discount) : t('commerce.breakdown.couponRefused')}</dd>
          </div>
        )}
        {shipping.kind !== 'none' && (
          <div className="cm-breakdown__row">
            <dt>{t('commerce.breakdown.shipping')}</dt>
            <dd>
              {shipping.kind === 'fee' && formatBaht(shipping.fee)}
              {shipping.kind === 'free' && t('commerce.breakdown.shippingFree')}
              {shipping.kind === 'atCheckout' && t('commerce.breakdown.shippingAtCheckout')}
              {shipping.kind === 'noZone' && t('messages.codes.noShippingZone', { province: province ?? '' })}
            </dd>
          </div>
        )}
        <div className="cm-breakdown__row cm-breakdown__row--total">
          <dt>{t('commerce.breakdown.total')}</dt>
          <dd>{formatBaht(breakdown.total)}</dd>
        </div>
      </dl>
      <p className="cm-breakdown__vat">{t('commerce.breakdown.vat', { amount: formatBaht(breakdown.vat), rate: vatPercent(breakdown.vatBasisPoints) })}</p>
    </div>
  );
}

/** Why a coupon takes nothing off, in the visitor's language. */
export function useCouponRefusal(): (coupon: { code: string; refused: CouponRefusal }) => string {
  const { t } = useTranslation();
  return (coupon) => t(couponRefusalKey(coupon.refused), { code: coupon.code });
}

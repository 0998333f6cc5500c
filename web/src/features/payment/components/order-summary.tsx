import { chargedShipping, takenCoupon, type Order } from '@lm/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatBaht } from '../../../lib/format-price';
import { formatDateTime, orderNumber, vatPercent } from '../utils/format';

const minus = (amount: number) => `−${formatBaht(amount)}`;

/**
 * What is being paid for: the order's lines at their list price, what came off them (promotions, a
 * coupon) and shipping, the total with the VAT it includes, and the deadline.
 */
export function OrderSummary({ order, deadline = true }: { order: Order; deadline?: boolean }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const { breakdown } = order;
  const coupon = takenCoupon(breakdown.coupon);
  const shipping = chargedShipping(breakdown.shipping);
  return (
    <section className="pm-summary" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="pm-summary__title">
        {t('payment.summary.title', { number: orderNumber(order.id) })}
      </h2>
      <ul className="pm-summary__lines" aria-label={t('payment.summary.items')}>
        {order.lines.map((line) => (
          <li key={`${line.kind}-${line.item_id}`} className="pm-summary__line">
            <span className="pm-summary__name">
              {line.name} <span className="sf-muted">{t('payment.summary.quantity', { count: line.quantity })}</span>
            </span>
            <span className="pm-summary__amount">{formatBaht(line.unit_price * line.quantity)}</span>
          </li>
        ))}
      </ul>
      <dl className="pm-summary__rows">
        {breakdown.promotionDiscount > 0 && (
          <div className="pm-summary__row">
            <dt>{t('payment.summary.promotionDiscount')}</dt>
            <dd>{minus(breakdown.promotionDiscount)}</dd>
          </div>
        )}
        {coupon && (
          <div className="pm-summary__row">
            <dt>{t('payment.summary.coupon', { code: coupon.code })}</dt>
            <dd>{minus(coupon.discount)}</dd>
          </div>
        )}
        {shipping && (
          <div className="pm-summary__row">
            <dt>{t('payment.summary.shipping')}</dt>
            <dd>{shipping.fee === 0 ? t('payment.summary.shippingFree') : formatBaht(shipping.fee)}</dd>
          </div>
        )}
        <div className="pm-summary__row pm-summary__row--total">
          <dt>{t('payment.summary.total')}</dt>
          <dd>{formatBaht(order.total)}</dd>
        </div>
      </dl>
      <p className="pm-summary__vat">{t('payment.summary.vat', { amount: formatBaht(breakdown.vat), rate: vatPercent(breakdown.vatBasisPoints) })}</p>
      {deadline && order.status === 'pending' && <p className="pm-summary__deadline">{t('payment.summary.payBefore', { time: formatDateTime(order.expires_at, i18n.language) })}</p>}
    </section>
  );
}

import type { Order } from '@lm/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatBaht } from '../../../lib/format-price';
import { formatAddress, formatDateTime, orderNumber } from '../utils/format';
import { paymentHref } from '../utils/links';
import { OrderStatus } from './order-status';
import { PriceBreakdown } from './price-breakdown';
import { sellableHref } from '../../../config/paths';

/**
 * Thailand Post's tracking page for one of its numbers (UPU S10: two letters, nine digits, TH, as
 * EF582736491TH); another carrier's number is shown without a link.
 */
function thailandPostTracking(number: string): string | undefined {
  return /^[A-Z]{2}\d{9}TH$/.test(number) ? `https://track.thailandpost.co.th/?trackNumber=${number}` : undefined;
}

/**
 * An order as it was charged: its number, date and status, its lines, what it came to, where it
 * ships, its parcel's tracking number once sent, and how it is paid; while it awaits payment, the
 * way to pay and by when.
 */
export function OrderSummary({ order, level = 2 }: { order: Order; level?: 2 | 3 }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const Heading = `h${level}` as const;
  const Sub = `h${level + 1}` as 'h3' | 'h4';
  const tracking = thailandPostTracking(order.tracking_number);
  return (
    <article className="cm-order" aria-labelledby={`${id}-title`} data-order-id={order.id}>
      <header className="cm-order__header">
        <Heading id={`${id}-title`} className="cm-order__title">
          {t('commerce.order.number', { id: orderNumber(order.id) })}
        </Heading>
        <OrderStatus status={order.status} />
        <p className="cm-order__date">{t('commerce.order.placedOn', { date: formatDateTime(order.created_at, i18n.language) })}</p>
      </header>
      {order.status === 'pending' && (
        <div className="cm-order__pay">
          <p>{t('commerce.order.payBy', { time: formatDateTime(order.expires_at, i18n.language) })}</p>
          <Link className="button button--primary" to={paymentHref(order.id)}>
            {t('commerce.order.payNow')}
          </Link>
        </div>
      )}
      <Sub className="cm-order__subtitle">{t('commerce.order.items')}</Sub>
      <ul className="cm-order__lines">
        {order.lines.map((line) => (
          <li key={line.item_id} className="cm-order__line">
            {line.image ? <img src={line.image} alt="" width={96} height={54} loading="lazy" decoding="async" /> : <span className="cm-order__thumb sf-card__cover--empty" aria-hidden="true" />}
            <span className="cm-order__name">
              <Link to={sellableHref(line.kind, line.item_id)}>{line.name}</Link>{' '}
              <span className="sf-muted">{t('commerce.order.quantity', { count: line.quantity })}</span>
            </span>
            <span className="cm-order__amount">{formatBaht(line.total)}</span>
          </li>
        ))}
      </ul>
      <PriceBreakdown breakdown={order.breakdown} province={order.address?.province} />
      <dl className="cm-order__facts">
        {order.address && (
          <div>
            <dt>{t('commerce.order.shipTo')}</dt>
            <dd>{formatAddress(order.address)}</dd>
          </div>
        )}
        {order.tracking_number && (
          <div>
            <dt>{t('commerce.order.tracking')}</dt>
            <dd>
              <span className="cm-order__tracking">{order.tracking_number}</span>
              {tracking && (
                <>
                  {' '}
                  <a href={tracking} target="_blank" rel="noopener noreferrer">
                    {t('commerce.order.trackAtPost')}
                  </a>
                </>
              )}
            </dd>
          </div>
        )}
        <div>
          <dt>{t('commerce.order.payment')}</dt>
          <dd>{t(`commerce.provider.${order.provider}`)}</dd>
        </div>
      </dl>
    </article>
  );
}

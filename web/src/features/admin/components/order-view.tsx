import { Heading, Table, TableBody, TableCell, TableHead, TableRow, Text, View } from '@aws-amplify/ui-react';
import { chargedShipping, takenCoupon, type Order } from '@lm/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { bahtText, stampText } from '../lib/cell-text';
import type { RecordViewProps } from '../types';
import { OrderSlipFile } from './order-slip';

const WORDS = 'masterFiles.orders.view';

/** An amount taken off: "−฿100.00". */
const off = (satang: number) => `−${bahtText(satang)}`;

function Facts({ label, items }: { label: string; items: readonly (readonly [string, ReactNode])[] }) {
  return (
    <dl className="record-view__facts" aria-label={label}>
      {items.map(([term, value]) => (
        <div key={term} className="record-view__fact">
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <View as="section" className="record-view__section" aria-label={title}>
      <Heading level={3}>{title}</Heading>
      {children}
    </View>
  );
}

/**
 * An order as the back office reads it (decisions 0030, 0031): its state, what was bought, the
 * breakdown it was charged (list total, promotions, coupon, shipping, the VAT the total includes),
 * where a parcel goes, the payment as the provider last told it, a bank transfer's slip and its
 * review, and the parcel's tracking number. Amounts are satang, shown in baht.
 */
export default function OrderView({ record }: RecordViewProps) {
  const { t } = useTranslation();
  const order = record as unknown as Order;
  const { breakdown, address, payment, slip } = order;
  const none = t(`${WORDS}.none`);
  const word = (key: string, params: Record<string, string | number> = {}) => t(`${WORDS}.${key}`, params);

  const coupon = breakdown.coupon;
  const taken = takenCoupon(coupon);
  const shipping = chargedShipping(breakdown.shipping);
  const price: [string, ReactNode][] = [
    [word('listTotal'), bahtText(breakdown.listTotal)],
    [word('promotionDiscount'), breakdown.promotionDiscount > 0 ? off(breakdown.promotionDiscount) : bahtText(0)],
    !coupon ? [t('masterFiles.fields.coupon_code'), none] : taken ? [word('coupon', { code: taken.code }), off(taken.discount)] : [word('couponNotApplied', { code: coupon.code }), none],
    [word('shipping'), shipping ? bahtText(shipping.fee) : word('noShipping')],
    [word('vat', { rate: breakdown.vatBasisPoints / 100 }), bahtText(breakdown.vat)],
    [word('total'), <strong key="total">{bahtText(order.total)}</strong>],
  ];

  return (
    <div className="record-view__body" data-order-status={order.status}>
      <Facts
        label={word('summary')}
        items={[
          [t('masterFiles.fields.status'), t(`masterFiles.orderStatuses.${order.status}`, { defaultValue: order.status })],
          [t('masterFiles.orders.columns.created_at'), stampText(order.created_at)],
          [t('masterFiles.orders.columns.buyer_name'), order.buyer_name || none],
          [t('masterFiles.orders.columns.buyer_email'), order.buyer_email || none],
          [t('masterFiles.orders.columns.user_id'), order.user_id],
          [t('masterFiles.orders.columns.provider'), t(`masterFiles.providers.${order.provider}`, { defaultValue: order.provider })],
          [t('masterFiles.fields.total'), bahtText(order.total)],
          [t('masterFiles.fields.paid_at'), order.paid_at ? stampText(order.paid_at) : none],
          ...(order.status === 'pending' ? [[word('expiresAt'), stampText(order.expires_at)] as const] : []),
        ]}
      />

      <Section title={word('items')}>
        <div className="master-table__scroll">
          <Table size="small" variation="striped">
            <TableHead>
              <TableRow>
                <TableCell as="th" scope="col">
                  {word('item')}
                </TableCell>
                <TableCell as="th" scope="col">
                  {word('quantity')}
                </TableCell>
                <TableCell as="th" scope="col">
                  {word('unitPrice')}
                </TableCell>
                <TableCell as="th" scope="col">
                  {word('lineTotal')}
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {order.lines.map((line) => (
                <TableRow key={`${line.kind}-${line.item_id}`}>
                  <TableCell>{line.name}</TableCell>
                  <TableCell>{line.quantity.toLocaleString('en-US')}</TableCell>
                  <TableCell>{bahtText(line.unit_price)}</TableCell>
                  <TableCell>
                    {bahtText(line.total)}
                    {line.promotion_discount > 0 && <Text as="span" className="record-view__note">{` (${word('promotionOff', { amount: bahtText(line.promotion_discount) })})`}</Text>}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      </Section>

      <Section title={word('price')}>
        <Facts label={word('price')} items={price} />
      </Section>

      <Section title={word('address')}>
        {address ? (
          <address className="record-view__address">
            {[address.recipient_name, address.phone, address.line1, address.line2, [address.subdistrict, address.district].filter(Boolean).join(', '), `${address.province} ${address.postal_code}`]
              .filter((part) => part.trim())
              .map((part, index) => (
                <span key={index}>{part}</span>
              ))}
          </address>
        ) : (
          <Text>{word('noAddress')}</Text>
        )}
      </Section>

      <Section title={word('payment')}>
        {payment ? (
          <Facts
            label={word('payment')}
            items={[
              [word('paymentState'), t(`masterFiles.chargeStatuses.${payment.status}`, { defaultValue: payment.status })],
              [word('failure'), payment.failure_message ?? none],
              [word('charge'), payment.charge_id],
            ]}
          />
        ) : (
          <Text>{word('noPayment')}</Text>
        )}
      </Section>

      {slip && (
        <Section title={word('slip')}>
          <Facts
            label={word('slip')}
            items={[
              [word('slipState'), t(`masterFiles.slipStatuses.${slip.status}`, { defaultValue: slip.status })],
              [word('slipSent'), stampText(slip.submitted_at)],
              ...(slip.status === 'rejected' ? [[word('slipReason'), slip.reason || none] as const] : []),
            ]}
          />
          <OrderSlipFile orderId={order.id} slipKey={slip.key} />
        </Section>
      )}

      <Section title={t('masterFiles.fields.tracking_number')}>
        <Text>{order.tracking_number || word('notSent')}</Text>
      </Section>
    </div>
  );
}

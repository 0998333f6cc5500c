import type { Address, Cart } from '@lm/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { useCheckout } from '../api/checkout';
import { isPhone } from '../../../lib/device';
import { inLanguage } from '../../../lib/in-language';
import { usePaymentMethods } from '../api/list-public-payment-methods';
import { setCoupon } from '../stores/coupon';
import { attemptFor, attemptSignature, type Attempt } from '../utils/checkout-attempt';
import { formatAddress } from '../utils/format';
import { addressBookFromCart, paymentHref } from '../utils/links';
import { refusalText } from '../utils/refusal';

interface Props {
  cart: Cart;
  coupon: string;
  addresses: UseQueryResult<Address[]>;
  /** The address a parcel goes to, as chosen (or the default). */
  address: Address | undefined;
  onAddress(id: string): void;
}

/**
 * A signed-in student's checkout: where a parcel goes (when one is in the cart), how to pay, and
 * "Place order". Each attempt carries one idempotency key, kept when the same order is tried again,
 * so a retry after a lost answer never orders twice. The order placed, the student pays for it.
 */
export function CheckoutPanel({ cart, coupon, addresses, address, onAddress }: Props) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const navigate = useNavigate();
  const methods = usePaymentMethods();
  // Mobile banking opens the bank's app: offered on phones only.
  const offered = methods.data?.filter((candidate) => candidate.provider !== 'mobile_banking' || isPhone());
  const [methodId, setMethodId] = useState<string>();
  const place = useCheckout();
  const attempt = useRef<Attempt>(undefined);

  const physical = cart.lines.some((line) => line.physical);
  const problems = cart.lines.some((line) => line.problem);
  const method = offered?.find((candidate) => candidate.id === methodId);
  const blocked = problems ? t('commerce.checkout.fixProblems') : physical && !address ? t('commerce.checkout.chooseAddress') : !method ? t('commerce.checkout.choosePayment') : undefined;

  const placeOrder = () => {
    if (blocked || !method) return;
    const input = { payment_method_id: method.id, address_id: physical ? address?.id : undefined, coupon: coupon || undefined };
    const signature = attemptSignature({ ...input, lines: cart.lines });
    attempt.current = attemptFor(attempt.current, signature, () => crypto.randomUUID());
    place.mutate(
      { ...input, idempotency_key: attempt.current.key },
      {
        onSuccess: (order) => {
          attempt.current = undefined;
          setCoupon('');
          navigate(paymentHref(order.id));
        },
      },
    );
  };

  return (
    <section className="cm-checkout" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('commerce.checkout.title')}</h2>
      {physical && (
        <fieldset className="cm-choices">
          <legend>{t('commerce.checkout.address')}</legend>
          {addresses.isPending && <p className="sf-muted">{t('commerce.checkout.loadingAddresses')}</p>}
          {addresses.isError && (
            <p className="cm-alert" role="alert">
              {t('commerce.checkout.addressesFailed')}{' '}
              <button type="button" className="link-button" onClick={() => void addresses.refetch()}>
                {t('commerce.cart.retry')}
              </button>
            </p>
          )}
          {addresses.data?.length === 0 && <p>{t('commerce.checkout.noAddress')}</p>}
          {addresses.data?.map((candidate) => (
            <label key={candidate.id} className="cm-choice">
              <input type="radio" name={`${id}-address`} value={candidate.id} checked={candidate.id === address?.id} onChange={() => onAddress(candidate.id)} />
              <span>{formatAddress(candidate)}</span>
            </label>
          ))}
          {addresses.data && (
            <Link to={addressBookFromCart}>{addresses.data.length === 0 ? t('commerce.checkout.addAddress') : t('commerce.checkout.manageAddresses')}</Link>
          )}
        </fieldset>
      )}
      <fieldset className="cm-choices">
        <legend>{t('commerce.checkout.payment')}</legend>
        {methods.isPending && <p className="sf-muted">{t('commerce.checkout.loadingMethods')}</p>}
        {methods.isError && (
          <p className="cm-alert" role="alert">
            {t('commerce.checkout.methodsFailed')}{' '}
            <button type="button" className="link-button" onClick={() => void methods.refetch()}>
              {t('commerce.cart.retry')}
            </button>
          </p>
        )}
        {offered?.length === 0 && <p>{t('commerce.checkout.noMethods')}</p>}
        {offered?.map((candidate) => (
          <label key={candidate.id} className="cm-choice">
            <input type="radio" name={`${id}-method`} value={candidate.id} checked={candidate.id === methodId} onChange={() => setMethodId(candidate.id)} />
            <span>
              <span className="cm-choice__name">{inLanguage(i18n.language, candidate.name_th, candidate.name_en)}</span>
              {(candidate.description_th || candidate.description_en) && <span className="cm-choice__description">{inLanguage(i18n.language, candidate.description_th, candidate.description_en)}</span>}
            </span>
          </label>
        ))}
      </fieldset>
      {place.isError && (
        <p className="cm-alert" role="alert">
          {refusalText(t, place.error, t('commerce.checkout.failed'))}
        </p>
      )}
      <button type="button" className="button button--primary cm-checkout__place" onClick={placeOrder} disabled={!!blocked || place.isPending} aria-busy={place.isPending} aria-describedby={blocked ? `${id}-blocked` : undefined}>
        {place.isPending ? t('commerce.checkout.placing') : t('commerce.checkout.place')}
      </button>
      {blocked && (
        <p id={`${id}-blocked`} className="cm-checkout__hint">
          {blocked}
        </p>
      )}
    </section>
  );
}

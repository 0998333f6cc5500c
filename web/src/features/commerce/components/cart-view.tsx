import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LoadFailure } from '../../../components/load-failure';
import { Modal } from '../../../components/modal';
import '../../../components/storefront.css';
import { paths } from '../../../config/paths';
import { useCartOwner } from '../../../hooks/use-cart';
import { useCart } from '../api/get-cart';
import { useClearCart } from '../api/clear-cart';
import { useMyAddresses } from '../api/list-my-addresses';
import { useRemoveCartItem } from '../api/remove-cart-item';
import { useUpdateCartItem } from '../api/update-cart-item';
import '../commerce.css';
import '../i18n';
import { setCoupon, useCoupon } from '../stores/coupon';
import { chosenAddress } from '../utils/address';
import { signInFromCart } from '../utils/links';
import { refusalText } from '../utils/refusal';
import { CartLineItem } from './cart-line-item';
import { CheckoutPanel } from './checkout-panel';
import { CouponForm } from './coupon-form';
import { PriceBreakdown } from './price-breakdown';
import { useDocumentTitle } from '../../../hooks/use-document-title';

interface Props {
  /** Why an item sent here could not be added (a buy-now link refused), shown above the cart. */
  notice?: string | undefined;
  onDismissNotice?(): void;
}

/**
 * The cart (../shared/SPEC.md §2 /cart): its lines, a coupon to try, what it comes to, and for a
 * signed-in student the checkout; a visitor is asked to sign in, and their cart comes along.
 */
export function CartView({ notice, onDismissNotice }: Props) {
  const { t } = useTranslation();
  useDocumentTitle(t('commerce.cart.title'));
  const id = useId();
  const owner = useCartOwner();
  const student = owner.token === 'student';
  const coupon = useCoupon();
  const addresses = useMyAddresses(student);
  const [addressId, setAddressId] = useState<string>();
  const address = student ? chosenAddress(addresses.data, addressId) : undefined;
  const cart = useCart({ coupon, province: address?.province });
  const update = useUpdateCartItem();
  const remove = useRemoveCartItem();
  const clear = useClearCart();
  const [confirmClear, setConfirmClear] = useState(false);
  const [changeError, setChangeError] = useState<unknown>();
  const busy = update.isPending || remove.isPending || clear.isPending;
  const onChangeError = { onError: (error: unknown) => setChangeError(error), onSuccess: () => setChangeError(undefined) };

  const header = (
    <>
      <h1>{t('commerce.cart.title')}</h1>
      {notice && (
        <div className="cm-alert cm-alert--dismissible" role="alert">
          <p>{notice}</p>
          {onDismissNotice && (
            <button type="button" className="link-button" aria-label={t('modals.close')} onClick={onDismissNotice}>
              ×
            </button>
          )}
        </div>
      )}
    </>
  );

  if (cart.isPending) {
    return (
      <main className="page sf-page cm-cart" data-page="cart">
        {header}
        <p className="sf-state" role="status">
          {t('commerce.cart.loading')}
        </p>
      </main>
    );
  }
  if (cart.isError && !cart.data) {
    return (
      <main className="page sf-page cm-cart" data-page="cart">
        {header}
        <LoadFailure error={cart.error} message={t('commerce.cart.error')} onRetry={() => void cart.refetch()} />
      </main>
    );
  }

  const { lines, breakdown } = cart.data;
  if (lines.length === 0) {
    return (
      <main className="page sf-page cm-cart" data-page="cart">
        {header}
        <div className="sf-state cm-cart__empty">
          <p>{t('commerce.cart.empty')}</p>
          <p className="cm-cart__browse">
            <Link className="button button--primary" to={paths.courses}>
              {t('commerce.cart.browseCourses')}
            </Link>
            <Link className="button" to={paths.products}>
              {t('commerce.cart.browseProducts')}
            </Link>
          </p>
        </div>
      </main>
    );
  }

  return (
    <main className="page sf-page cm-cart" data-page="cart">
      {header}
      <div className="cm-cart__layout">
        <section className="cm-cart__lines" aria-labelledby={`${id}-items`}>
          <h2 id={`${id}-items`} className="sf-visually-hidden">
            {t('commerce.cart.items')}
          </h2>
          {changeError !== undefined && (
            <p className="cm-alert" role="alert">
              {refusalText(t, changeError, t('commerce.cart.changeFailed'))}
            </p>
          )}
          <ul className="cm-lines" aria-busy={busy || cart.isFetching}>
            {lines.map((line) => (
              <CartLineItem
                key={line.item_id}
                line={line}
                priced={line.problem ? undefined : breakdown.lines.find((priced) => priced.key === line.item_id)}
                busy={busy}
                onQuantity={(quantity) => update.mutate({ itemId: line.item_id, quantity }, onChangeError)}
                onRemove={() => remove.mutate(line.item_id, onChangeError)}
              />
            ))}
          </ul>
          <button type="button" className="link-button cm-cart__clear" onClick={() => setConfirmClear(true)} disabled={busy}>
            {t('commerce.cart.clear')}
          </button>
        </section>
        <aside className="cm-cart__summary" aria-labelledby={`${id}-summary`}>
          <h2 id={`${id}-summary`}>{t('commerce.breakdown.title')}</h2>
          <CouponForm code={coupon} outcome={cart.isPlaceholderData ? undefined : breakdown.coupon} onApply={setCoupon} onRemove={() => setCoupon('')} />
          <PriceBreakdown breakdown={breakdown} province={address?.province} />
          {student ? (
            <CheckoutPanel cart={cart.data} coupon={coupon} addresses={addresses} address={address} onAddress={setAddressId} />
          ) : (
            <div className="cm-checkout">
              <p>{t('commerce.checkout.signInHint')}</p>
              <Link className="button button--primary cm-checkout__place" to={signInFromCart}>
                {t('commerce.checkout.signIn')}
              </Link>
            </div>
          )}
        </aside>
      </div>
      {confirmClear && (
        <Modal
          title={t('commerce.cart.clearTitle')}
          onClose={() => setConfirmClear(false)}
          actions={
            <>
              <button type="button" className="button" onClick={() => setConfirmClear(false)}>
                {t('commerce.cart.cancel')}
              </button>
              <button
                type="button"
                className="button button--primary"
                onClick={() => {
                  setConfirmClear(false);
                  clear.mutate(undefined, onChangeError);
                }}
              >
                {t('commerce.cart.clear')}
              </button>
            </>
          }
        >
          <p>{t('commerce.cart.clearBody')}</p>
        </Modal>
      )}
    </main>
  );
}

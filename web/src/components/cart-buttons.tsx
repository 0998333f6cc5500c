import type { SellableKind } from '@lm/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../config/paths';
import { useAddToCart } from '../hooks/use-cart';
import { useSiteSettings } from '../hooks/use-site-settings';
import './storefront-i18n';
import './storefront.css';

/** How long "Added to your cart" stays. */
const ADDED_MS = 4_000;

/** The buy-now address of an item (decision 0030: the page adds it, then shows the cart). */
export const buyNowHref = (id: string, quantity = 1) => `${paths.cart}/${encodeURIComponent(id)}${quantity > 1 ? `?quantity=${quantity}` : ''}`;

type Outcome = { added: true } | { refused: string };

interface Props {
  kind: SellableKind;
  id: string;
  /** How many a click adds (a product page's quantity picker); 1 otherwise. */
  quantity?: number;
  /** The id of the element naming the item, so each card's buttons say which item they are for. */
  describedBy?: string;
  className?: string;
}

/**
 * Add to cart and buy now, for a course or a product. Adding says so for a moment and updates the
 * header's count; a refusal (a course the student already owns, sold out) stays until the next try,
 * in the visitor's language. Buy now is a link to /cart/{id}, which exists with the sales package.
 */
export function CartButtons({ kind, id, quantity = 1, describedBy, className = '' }: Props) {
  const { t } = useTranslation();
  const { packages } = useSiteSettings();
  const add = useAddToCart();
  const [outcome, setOutcome] = useState<Outcome>();

  useEffect(() => {
    if (!outcome || !('added' in outcome)) return;
    const timer = setTimeout(() => setOutcome(undefined), ADDED_MS);
    return () => clearTimeout(timer);
  }, [outcome]);

  const addToCart = () => {
    setOutcome(undefined);
    add.mutate(
      { kind, id, quantity },
      {
        onSuccess: () => setOutcome({ added: true }),
        // The message catalogue loads only when a refusal needs translating: cards are on the first page.
        onError: (error) =>
          void import('../lib/messages').then(
            ({ localMessageOf }) => setOutcome({ refused: localMessageOf(t, error, t('storefront.cart.addFailed')) }),
            () => setOutcome({ refused: t('storefront.cart.addFailed') }),
          ),
      },
    );
  };

  return (
    <div className={`sf-cart-actions ${className}`}>
      <div className="sf-cart-actions__buttons">
        <button type="button" className="button button--primary" onClick={addToCart} disabled={add.isPending} aria-busy={add.isPending} aria-describedby={describedBy}>
          {add.isPending ? t('storefront.cart.adding') : t('storefront.cart.add')}
        </button>
        {packages.sales && (
          <Link className="button" to={buyNowHref(id, quantity)} aria-describedby={describedBy}>
            {t('storefront.cart.buyNow')}
          </Link>
        )}
      </div>
      <div aria-live="polite">
        {outcome && 'added' in outcome && (
          <p className="sf-cart-actions__added" role="status">
            {t('storefront.cart.added')} <Link to={paths.cart}>{t('storefront.cart.view')}</Link>
          </p>
        )}
        {outcome && 'refused' in outcome && (
          <p className="sf-cart-actions__refused" role="alert">
            {outcome.refused}
          </p>
        )}
      </div>
    </div>
  );
}

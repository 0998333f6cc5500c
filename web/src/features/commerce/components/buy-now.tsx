import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { addToCart } from '../../../lib/cart';
import '../i18n';
import { clampQuantity, MAX_QUANTITY } from '../utils/quantity';
import { refusalText } from '../utils/refusal';

/** What the cart page shows after a buy-now link was refused. */
export interface BuyNowState {
  refused?: string;
}

/**
 * /cart/{id} (decision 0030: buy now): adds the item of that id, a course or a product (the server
 * finds which), then shows the cart in its place; a refusal (already owned, sold out) is said there.
 */
export function BuyNow({ id }: { id: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const quantity = clampQuantity(Number(params.get('quantity') ?? 1), MAX_QUANTITY);
  // One add per visit: an effect run twice (development's strict mode) must not add twice.
  const sent = useRef(false);

  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    addToCart({ id, quantity }).then(
      () => navigate(paths.cart, { replace: true }),
      (error: unknown) => navigate(paths.cart, { replace: true, state: { refused: refusalText(t, error, t('commerce.buyNow.failed')) } satisfies BuyNowState }),
    );
  }, [id, quantity, navigate, t]);

  return (
    <main className="page page--centered" data-page="cartItem">
      <p role="status">{t('commerce.buyNow.adding')}</p>
    </main>
  );
}

import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useCartSize } from '../../hooks/use-cart';

/** The cart and the number of units in it (../shared/SPEC.md §3), on the header's bar in every width. */
export function CartLink() {
  const { t } = useTranslation();
  const size = useCartSize();
  return (
    <Link to={paths.cart} className="site-cart" aria-label={t('nav.cartCount', { count: size })}>
      <svg className="site-cart__icon" viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        <path d="M3 4h2l2.4 10.2a1 1 0 0 0 1 .8h8.9a1 1 0 0 0 1-.8L20 7H6.2" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
        <circle cx="9" cy="19" r="1.5" fill="currentColor" />
        <circle cx="17" cy="19" r="1.5" fill="currentColor" />
      </svg>
      <span className="site-cart__label">{t('nav.cart')}</span>
      <span className="badge site-cart__count">
        {size}
      </span>
    </Link>
  );
}

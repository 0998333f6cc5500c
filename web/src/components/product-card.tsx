import type { PublicProductCard } from '@lm/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { CartButtons } from './cart-buttons';
import { Price } from './price';
import { responsiveImage } from '../lib/images';

export const productHref = (id: string) => `/products/${encodeURIComponent(id)}`;

/** A product in a list: image, name (the link to its page), sold-out mark and price, and while in stock, add to cart and buy now. */
export function ProductCard({ product, level = 3 }: { product: PublicProductCard; level?: 2 | 3 | 4 }) {
  const { t } = useTranslation();
  const titleId = useId();
  const Title = `h${level}` as const;
  return (
    <li className="sf-card cp-card" data-product-id={product.id}>
      {product.image ? (
        <img className="sf-card__cover" {...responsiveImage(product.image, 'card')} alt="" width={640} height={360} loading="lazy" decoding="async" />
      ) : (
        <div className="sf-card__cover sf-card__cover--empty" aria-hidden="true" />
      )}
      <div className="sf-card__body">
        <Title className="sf-card__title" id={titleId}>
          <Link to={productHref(product.id)}>{product.name}</Link>
        </Title>
        {product.stock === 0 && <p className="sf-badge">{t('storefront.products.soldOut')}</p>}
        <Price price={product.price} salePrice={product.sale_price} className="sf-card__price" />
        {product.stock > 0 && <CartButtons kind="product" id={product.id} describedBy={titleId} />}
      </div>
    </li>
  );
}

import type { PublicProductCard } from '@lm/shared';
import { useTranslation } from 'react-i18next';
import { Price } from './price';

/** A product in a list: image, name, sold-out mark and price (products have no page of their own). */
export function ProductCard({ product, level = 3 }: { product: PublicProductCard; level?: 2 | 3 | 4 }) {
  const { t } = useTranslation();
  const Title = `h${level}` as const;
  return (
    <li className="sf-card cp-card" data-product-id={product.id}>
      {product.image ? (
        <img className="sf-card__cover" src={product.image} alt="" width={640} height={360} loading="lazy" decoding="async" />
      ) : (
        <div className="sf-card__cover sf-card__cover--empty" aria-hidden="true" />
      )}
      <div className="sf-card__body">
        <Title className="sf-card__title">{product.name}</Title>
        {product.stock === 0 && <p className="sf-badge">{t('storefront.products.soldOut')}</p>}
        <Price price={product.price} salePrice={product.sale_price} className="sf-card__price" />
      </div>
    </li>
  );
}

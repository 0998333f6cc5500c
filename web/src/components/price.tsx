import { useTranslation } from 'react-i18next';
import { formatBaht } from '../lib/format-price';

/** The price in baht; on sale, the sale price first and the regular price struck through. */
export function Price({ price, salePrice, className = '' }: { price: number; salePrice: number | null; className?: string }) {
  const { t } = useTranslation();
  if (salePrice !== null && salePrice < price) {
    return (
      <p className={`sf-price ${className}`}>
        <span className="sf-price__now sf-price__now--sale">
          <span className="sf-visually-hidden">{t('storefront.price.sale')} </span>
          {formatBaht(salePrice)}
        </span>{' '}
        <s className="sf-price__was">
          <span className="sf-visually-hidden">{t('storefront.price.regular')} </span>
          {formatBaht(price)}
        </s>
      </p>
    );
  }
  return (
    <p className={`sf-price ${className}`}>
      <span className="sf-price__now">{price === 0 ? t('storefront.price.free') : formatBaht(price)}</span>
    </p>
  );
}

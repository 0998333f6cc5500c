import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { CartButtons } from '../../../components/cart-buttons';
import { LoadFailure } from '../../../components/load-failure';
import { Price } from '../../../components/price';
import '../../../components/storefront-i18n';
import '../../../components/storefront.css';
import { paths } from '../../../config/paths';
import { useShareHead } from '../../../hooks/use-share-head';
import { useSiteSettings } from '../../../hooks/use-site-settings';
import { ApiError } from '../../../lib/api/errors';
import { excerpt } from '../../../lib/share-head';
import { usePublicProduct } from '../api/get-public-product';
import '../commerce.css';
import '../i18n';
import { clampQuantity, MAX_QUANTITY } from '../utils/quantity';
import { QuantityStepper } from './quantity-stepper';
import { responsiveImage } from '../../../lib/images';
import { useDocumentTitle } from '../../../hooks/use-document-title';

/** A product's page: picture, name, price, what is left in stock, a quantity, add to cart and buy now, and its description. */
export function ProductDetail({ id }: { id: string }) {
  const { t } = useTranslation();
  const product = usePublicProduct(id);
  const shown = product.status === 'success' ? product.data : undefined;
  useShareHead(shown && { title: shown.name, description: excerpt(shown.description), image: shown.image, type: 'product' }, useSiteSettings());
  const [wanted, setWanted] = useState(1);
  const missing = product.status === 'error' && product.error instanceof ApiError && product.error.status === 404;
  useDocumentTitle(product.status === 'error' ? t(missing ? 'commerce.product.notFoundTitle' : 'commerce.products.title') : undefined);

  if (product.status === 'loading') {
    return (
      <main className="page sf-page" data-page="productDetail">
        <p className="sf-state" role="status">
          {t('commerce.product.loading')}
        </p>
      </main>
    );
  }
  if (product.status === 'error') {
    if (missing) {
      return (
        <main className="page page--centered" data-page="productDetail">
          <h1>{t('commerce.product.notFoundTitle')}</h1>
          <p>{t('commerce.product.notFoundBody')}</p>
          <Link to={paths.products} className="button button--primary">
            {t('commerce.product.browse')}
          </Link>
        </main>
      );
    }
    return (
      <main className="page sf-page" data-page="productDetail">
        <h1>{t('commerce.products.title')}</h1>
        <LoadFailure error={product.error} message={t('commerce.product.error')} onRetry={product.retry} />
      </main>
    );
  }

  const { id: productId, name, description, image, price, sale_price, stock, category } = product.data;
  const limit = Math.max(1, Math.min(stock, MAX_QUANTITY));
  const quantity = clampQuantity(wanted, limit);
  const categoryHref = category ? `${paths.products}?category=${encodeURIComponent(category.id)}` : undefined;
  return (
    <main className="page sf-page sf-detail" data-page="productDetail">
      <nav aria-label={t('commerce.product.breadcrumb')} className="sf-breadcrumb">
        <ol>
          <li>
            <Link to={paths.products}>{t('commerce.products.title')}</Link>
          </li>
          {category && categoryHref && (
            <li>
              <Link to={categoryHref}>{category.name}</Link>
            </li>
          )}
        </ol>
      </nav>
      <div className="sf-detail__hero">
        {image ? (
          <img className="sf-detail__cover cm-product__image" {...responsiveImage(image, 'detail')} alt={t('commerce.product.image', { name })} width={640} height={360} />
        ) : (
          <div className="sf-detail__cover sf-card__cover--empty" aria-hidden="true" />
        )}
        <div className="sf-detail__summary">
          {category && categoryHref && (
            <p className="sf-detail__category">
              <Link to={categoryHref}>{category.name}</Link>
            </p>
          )}
          <h1 className="sf-detail__title">{name}</h1>
          <Price price={price} salePrice={sale_price} className="sf-price--large" />
          {stock > 0 ? (
            <>
              <p className="cm-product__stock">{t('commerce.product.inStock', { count: stock })}</p>
              <div className="cm-product__quantity">
                <span className="cm-product__quantity-label" aria-hidden="true">
                  {t('commerce.product.quantity')}
                </span>
                <QuantityStepper
                  value={quantity}
                  max={limit}
                  onChange={setWanted}
                  label={t('commerce.product.quantity')}
                  decreaseLabel={t('commerce.product.decrease')}
                  increaseLabel={t('commerce.product.increase')}
                />
              </div>
              <CartButtons kind="product" id={productId} quantity={quantity} />
            </>
          ) : (
            <p className="sf-badge">{t('commerce.product.soldOut')}</p>
          )}
        </div>
      </div>
      {description && (
        <section className="sf-detail__section" aria-labelledby="cm-product-about">
          <h2 id="cm-product-about">{t('commerce.product.about')}</h2>
          <p className="sf-detail__description">{description}</p>
        </section>
      )}
    </main>
  );
}

import { useTranslation } from 'react-i18next';
import type { FeatureItemOf } from '../../api/feature-items';
import { Price } from '../../../storefront/components/price';
import '../../../storefront/i18n';
import { useFeatureItems } from '../../hooks/use-feature-items';
import type { ItemListData } from '../../utils/module-data';
import type { ModuleProps } from '../module-section';
import { cardHeading, chosenList, FeatureList } from './feature-list';

function ProductCard({ product, level }: { product: FeatureItemOf<'product'>; level: 2 | 3 }) {
  const { t } = useTranslation();
  const Title = cardHeading(level);
  return (
    <li className="sf-card cp-card" data-product-id={product.id}>
      {product.image ? (
        <img className="sf-card__cover" src={product.image} alt="" width={640} height={360} loading="lazy" decoding="async" />
      ) : (
        <div className="sf-card__cover sf-card__cover--empty" aria-hidden="true" />
      )}
      <div className="sf-card__body">
        <Title className="sf-card__title">{product.name}</Title>
        {product.stock === 0 && <p className="sf-badge">{t('pages.soldOut')}</p>}
        <Price price={product.price} salePrice={product.sale_price} className="sf-card__price" />
      </div>
    </li>
  );
}

function ProductList({ list, level, headTag }: { list: ItemListData; level: 2 | 3; headTag: boolean }) {
  const { t } = useTranslation();
  const products = useFeatureItems('product', list);
  return (
    <FeatureList type="product" heading={list.heading || t('pages.products')} level={level} headTag={headTag} resource={products}>
      {(items) => (
        <ul className="sf-grid">
          {items.map((product) => (
            <ProductCard key={product.id} product={product} level={level} />
          ))}
        </ul>
      )}
    </FeatureList>
  );
}

/** Product cards with their prices; products have no page of their own. */
export function ProductModule({ data, level, headTag }: ModuleProps) {
  const list = chosenList(data);
  return list ? <ProductList list={list} level={level} headTag={headTag} /> : null;
}

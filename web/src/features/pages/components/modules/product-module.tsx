import { useTranslation } from 'react-i18next';
import { ProductCard } from '../../../../components/product-card';
import '../../../../components/storefront-i18n';
import { useFeatureItems } from '../../hooks/use-feature-items';
import type { ItemListData } from '../../utils/module-data';
import type { ModuleProps } from '../module-section';
import { chosenList, FeatureList } from './feature-list';

function ProductList({ list, level, headTag }: { list: ItemListData; level: 2 | 3; headTag: boolean }) {
  const { t } = useTranslation();
  const products = useFeatureItems('product', list);
  return (
    <FeatureList type="product" heading={list.heading || t('pages.products')} level={level} headTag={headTag} resource={products}>
      {(items) => (
        <ul className="sf-grid">
          {items.map((product) => (
            <ProductCard key={product.id} product={product} level={level === 2 ? 3 : 4} />
          ))}
        </ul>
      )}
    </FeatureList>
  );
}

/** Product cards with their prices, each linking to its page. */
export function ProductModule({ data, level, headTag }: ModuleProps) {
  const list = chosenList(data);
  return list ? <ProductList list={list} level={level} headTag={headTag} /> : null;
}

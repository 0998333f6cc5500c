import { PRODUCT_COLUMNS, productInput, routes } from '@lm/shared';
import { masterFile, SLUG } from './define';

export const products = masterFile({
  key: 'products',
  // ../shared/SPEC.md §7: products are deleted through /api/courses/delete with type=product.
  endpoints: { list: routes.listProducts, get: routes.getProduct, create: routes.createProduct, update: routes.updateProduct, remove: routes.deleteCourses },
  deleteType: 'product',
  columns: PRODUCT_COLUMNS,
  shown: ['name', 'slug', 'price', 'sale_price', 'stock', 'published', 'updated_at'],
  named: 'name',
  schema: productInput,
  fields: ['name', 'slug', 'category_id', 'price', 'sale_price', 'stock', 'shipping_weight', 'image', 'description', 'published'],
  overrides: {
    slug: SLUG,
    category_id: { kind: 'select', options: { categories: 'product' } },
    price: { kind: 'money' },
    sale_price: { kind: 'money', hint: 'masterFiles.hints.salePrice' },
  },
});

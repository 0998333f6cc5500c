import { PRODUCT_COLUMNS, productInput, routes } from '@lm/shared';
import type { MasterFile } from '../types';
import { columnsOf } from './columns';

const label = (key: string) => `masterFiles.fields.${key}`;

export const products: MasterFile = {
  key: 'products',
  title: 'masterFiles.products.title',
  item: 'masterFiles.products.item',
  // SPEC §7: products are deleted through /api/courses/delete with type=product.
  endpoints: { list: routes.listProducts, get: routes.getProduct, create: routes.createProduct, update: routes.updateProduct, remove: routes.deleteCourses },
  deleteType: 'product',
  columns: columnsOf(PRODUCT_COLUMNS, ['name', 'slug', 'price', 'sale_price', 'stock', 'published', 'updated_at']),
  schema: productInput,
  fields: [
    { name: 'name', kind: 'text', label: label('name') },
    { name: 'slug', kind: 'text', label: label('slug'), hint: 'masterFiles.hints.slug' },
    { name: 'category_id', kind: 'select', label: label('category_id'), options: { categories: 'product' } },
    { name: 'price', kind: 'number', label: label('price') },
    { name: 'sale_price', kind: 'number', label: label('sale_price'), nullable: true, hint: 'masterFiles.hints.salePrice' },
    { name: 'stock', kind: 'number', label: label('stock') },
    { name: 'shipping_weight', kind: 'number', label: label('shipping_weight') },
    { name: 'image', kind: 'text', label: label('image') },
    { name: 'description', kind: 'textarea', label: label('description') },
    { name: 'published', kind: 'checkbox', label: label('published') },
  ],
  rowLabel: (row) => String(row.name ?? row.id),
};

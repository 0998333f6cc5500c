import type { Sellable } from '../../commerce/ports.js';
import { byIds, type SellableKindDefinition } from './kind.js';

/** A product: ships and keeps stock; checkout takes its units from stock, an expired or cancelled order puts them back (if the product still exists). */
export const productKind: SellableKindDefinition = (db) => ({
  port: {
    find: async (ids) => {
      const products = await byIds((keys) => db.products.get(keys).go(), ids, 'products');
      return new Map(
        products.map((product): [string, Sellable] => [
          product.id,
          {
            kind: 'product',
            id: product.id,
            name: product.name,
            slug: product.slug,
            image: product.image ?? '',
            unitPrice: product.sale_price ?? product.price,
            categoryIds: [product.category_id],
            physical: true,
            weightGrams: product.shipping_weight,
            available: !!product.published,
            stock: product.stock,
            maxPerCart: 99,
          },
        ]),
      );
    },
    owned: async () => new Set(),
  },
  reserve: async (reservation) => (tx) => [
    tx.products
      .patch({ id: reservation.itemId })
      .subtract({ stock: reservation.quantity })
      .where((attributes, operations) => operations.gte(attributes.stock, reservation.quantity))
      .commit(),
  ],
  // A product deleted since the order was placed has no stock to give back: the order is released
  // without it (before, the patch found nothing and the order could never expire).
  release: async (line) => {
    const { data: exists } = await db.products.get({ id: line.item_id }).go({ attributes: ['id'] });
    return (tx) => (exists ? [tx.products.patch({ id: line.item_id }).add({ stock: line.quantity }).commit()] : []);
  },
});

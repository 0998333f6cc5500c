/**
 * What the master-file records share (decision 0011): an id, their stamps, their own partition,
 * a listing of the kind on gsi1 in creation order, and for the kinds kept in categories, a
 * listing by category on gsi2. Keys are written exactly as before these were shared.
 */
export const recordAttributes = {
  id: { type: 'string', required: true },
  created_at: { type: 'string', required: true },
  updated_at: { type: 'string', required: true },
} as const;

export const listedIndexes = {
  byId: { pk: { field: 'pk', composite: ['id'] }, sk: { field: 'sk', composite: [] } },
  all: { index: 'gsi1', pk: { field: 'gsi1pk', composite: [] }, sk: { field: 'gsi1sk', composite: ['created_at'] } },
} as const;

export const categorizedIndexes = {
  ...listedIndexes,
  byCategory: { index: 'gsi2', pk: { field: 'gsi2pk', composite: ['category_id'] }, sk: { field: 'gsi2sk', composite: ['created_at'] } },
} as const;

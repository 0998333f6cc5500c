/**
 * The single DynamoDB table, described once: infra builds the TableV2 from it
 * and the local stack issues CreateTable from it, so both always agree.
 */
export const TABLE = {
  partitionKey: 'pk',
  sortKey: 'sk',
  globalSecondaryIndexes: [
    { indexName: 'gsi1', partitionKey: 'gsi1pk', sortKey: 'gsi1sk' },
    { indexName: 'gsi2', partitionKey: 'gsi2pk', sortKey: 'gsi2sk' },
    /** Sparse: only the items that carry its keys (paid orders by their Bangkok month; docs/data-model.md). */
    { indexName: 'gsi3', partitionKey: 'gsi3pk', sortKey: 'gsi3sk' },
  ],
  /** Items carrying this epoch-seconds attribute expire; readers still filter on it. */
  timeToLiveAttribute: 'ttl',
} as const;

export type TableIndexName = (typeof TABLE.globalSecondaryIndexes)[number]['indexName'];

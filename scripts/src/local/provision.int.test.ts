import { CreateTableCommand, DeleteTableCommand, DescribeTableCommand, DynamoDBClient, GetItemCommand, PutItemCommand } from '@aws-sdk/client-dynamodb';
import { TABLE } from '@lm/shared';
import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { ensureTable } from './provision.js';

const client = new DynamoDBClient({
  region: inject('resources').region,
  endpoint: inject('endpoints').dynamodb,
  credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
});
const tableName = `marketplace-earlier-${randomUUID().slice(0, 8)}`;

afterAll(async () => {
  await client.send(new DeleteTableCommand({ TableName: tableName }));
  client.destroy();
});

describe('the local table', () => {
  it('gains the indexes added since a kept table was made, and keeps what it held', async () => {
    // As an earlier release made it: the first index only.
    await client.send(
      new CreateTableCommand({
        TableName: tableName,
        BillingMode: 'PAY_PER_REQUEST',
        AttributeDefinitions: ['pk', 'sk', 'gsi1pk', 'gsi1sk'].map((name) => ({ AttributeName: name, AttributeType: 'S' })),
        KeySchema: [
          { AttributeName: 'pk', KeyType: 'HASH' },
          { AttributeName: 'sk', KeyType: 'RANGE' },
        ],
        GlobalSecondaryIndexes: [
          {
            IndexName: 'gsi1',
            KeySchema: [
              { AttributeName: 'gsi1pk', KeyType: 'HASH' },
              { AttributeName: 'gsi1sk', KeyType: 'RANGE' },
            ],
            Projection: { ProjectionType: 'ALL' },
          },
        ],
      }),
    );

    const kept = { pk: { S: 'order-1' }, sk: { S: 'order' }, paid_at: { S: '2026-01-10T03:02:00.000Z' } };
    await client.send(new PutItemCommand({ TableName: tableName, Item: kept }));

    await ensureTable(client, tableName);
    expect((await client.send(new GetItemCommand({ TableName: tableName, Key: { pk: kept.pk, sk: kept.sk } }))).Item).toEqual(kept);
    const { Table } = await client.send(new DescribeTableCommand({ TableName: tableName }));
    expect(Table?.GlobalSecondaryIndexes?.map((index) => [index.IndexName, index.IndexStatus]).sort()).toEqual(TABLE.globalSecondaryIndexes.map((index) => [index.indexName, 'ACTIVE']));

    // A second start finds nothing to add.
    await ensureTable(client, tableName);
    expect((await client.send(new DescribeTableCommand({ TableName: tableName }))).Table?.GlobalSecondaryIndexes).toHaveLength(TABLE.globalSecondaryIndexes.length);
  });
});

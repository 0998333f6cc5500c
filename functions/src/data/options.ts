import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

export interface DataOptions {
  table: string;
  client: DynamoDBDocumentClient;
}

import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import 'aws-sdk-client-mock-vitest/extend';
import { beforeEach, describe, expect, it } from 'vitest';
import { createDatabase, createDocumentClient } from './database.js';
import { createRoomConnectionStore } from './room-repository.js';

const dynamodb = mockClient(DynamoDBDocumentClient);
const db = createDatabase({ table: 'marketplace', client: createDocumentClient(new DynamoDBClient({ region: 'ap-southeast-1' })) });

describe('room connection store', () => {
  beforeEach(() => {
    dynamodb.reset();
    dynamodb.onAnyCommand().rejects(new Error('unexpected command'));
  });

  it('reads whom a message goes to from the session’s own partition, consistently', async () => {
    // Prepare: DynamoDB Local reads every index at once; in AWS an index is read eventually, and two
    // browsers joining together could each miss the other.
    dynamodb.on(QueryCommand).resolves({ Items: [] });

    // Act
    await createRoomConnectionStore(db).ofSession('session-1');

    // Assert
    const input = dynamodb.commandCalls(QueryCommand)[0]?.args[0].input;
    expect(input).toMatchObject({ TableName: 'marketplace', ConsistentRead: true });
    expect(input?.IndexName).toBeUndefined();
  });
});

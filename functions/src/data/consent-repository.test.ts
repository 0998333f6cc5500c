import { DynamoDBClient, TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import 'aws-sdk-client-mock-vitest/extend';
import { beforeEach, describe, expect, it } from 'vitest';
import { createConsentStore } from './consent-repository.js';
import { createDatabase, createDocumentClient } from './database.js';
import type { PdpaConsent } from '../identity/ports.js';

const dynamodb = mockClient(DynamoDBDocumentClient);
const db = createDatabase({ table: 'marketplace', client: createDocumentClient(new DynamoDBClient({ region: 'ap-southeast-1' })) });
const consent: PdpaConsent = {
  userId: 'u-1',
  policyVersion: '2026-01',
  approvedAt: '2026-11-22T07:00:00.000Z',
  sourceIp: '203.0.113.7',
  userAgent: 'Mozilla/5.0',
};

const canceled = (...codes: string[]) =>
  new TransactionCanceledException({ message: 'Transaction cancelled', $metadata: {}, CancellationReasons: codes.map((Code) => ({ Code })) });

describe('consent store', () => {
  beforeEach(() => {
    dynamodb.reset();
    dynamodb.onAnyCommand().rejects(new Error('unexpected command'));
  });

  it('sets the flag and appends the record in one transaction, the flag only on an existing profile', async () => {
    // Prepare
    dynamodb.on(TransactWriteCommand).resolves({});

    // Act
    await createConsentStore(db).approvePdpa(consent);

    // Assess
    expect(dynamodb).toHaveReceivedCommandTimes(TransactWriteCommand, 1);
    const [profile, record] = dynamodb.commandCalls(TransactWriteCommand)[0]?.args[0].input.TransactItems ?? [];
    expect(profile?.Update).toMatchObject({ TableName: 'marketplace', Key: { pk: '$marketplace#userid_u-1', sk: '$user_1' } });
    expect(profile?.Update?.ConditionExpression).toContain('attribute_exists(#pk)');
    expect(Object.values(profile?.Update?.ExpressionAttributeValues ?? {})).toContain(1);
    expect(record?.Put).toMatchObject({
      TableName: 'marketplace',
      Item: { pk: '$marketplace#userid_u-1', userId: 'u-1', policyVersion: '2026-01', approvedAt: consent.approvedAt, sourceIp: consent.sourceIp },
    });
    expect(record?.Put?.ConditionExpression).toContain('attribute_not_exists(#pk)');
  });

  it('tells a missing profile apart from other cancellations', async () => {
    const store = createConsentStore(db);
    dynamodb.on(TransactWriteCommand).rejects(canceled('ConditionalCheckFailed', 'None'));
    await expect(store.approvePdpa(consent)).rejects.toThrow('Profile not found.');

    dynamodb.on(TransactWriteCommand).rejects(canceled('None', 'TransactionConflict'));
    await expect(store.approvePdpa(consent)).rejects.toThrow('was canceled: profile None, record TransactionConflict.');
  });
});

import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { localDatabase } from '@lm/functions/testing/api';
import type {} from '@lm/functions/testing/provided-context';
import { describe, expect, inject, it } from 'vitest';
import { seed } from './seed.js';

const local = { region: inject('resources').region, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } };

describe('seeding a table seeded before', () => {
  it('gives a demo profile written before the people listing index its keys, so the people tables list it', async () => {
    const dynamodb = new DynamoDBClient({ ...local, endpoint: inject('endpoints').dynamodb });
    const { tableName, userPoolId } = inject('resources');
    const userId = inject('userIds').selflearner as string;
    const students = async () => (await localDatabase().users.query.byRole({ roleId: 3 }).go({ pages: 'all' })).data.map((user) => user.userId);

    // The profile as an older seed wrote it: the same item without the listing index's keys.
    const key = await localDatabase().users.get({ userId }).params<{ Key: Record<string, string> }>();
    await DynamoDBDocumentClient.from(dynamodb).send(new UpdateCommand({ TableName: tableName, Key: key.Key, UpdateExpression: 'REMOVE gsi2pk, gsi2sk' }));
    expect(await students()).not.toContain(userId);

    await seed({ cognito: new CognitoIdentityProviderClient({ ...local, endpoint: inject('endpoints').cognito }), dynamodb, tableName, userPoolId });
    expect(await students()).toContain(userId);
    expect((await localDatabase().users.get({ userId }).go()).data).toMatchObject({ username: 'selflearner', roleId: 3, selfLearning: true });
  });
});

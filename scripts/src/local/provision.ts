import {
  CognitoIdentityProviderClient,
  CreateGroupCommand,
  CreateUserPoolClientCommand,
  CreateUserPoolCommand,
  DescribeUserPoolCommand,
  type ExplicitAuthFlowsType,
} from '@aws-sdk/client-cognito-identity-provider';
import {
  CreateTableCommand,
  DescribeTableCommand,
  DynamoDBClient,
  UpdateTableCommand,
  UpdateTimeToLiveCommand,
  type TableDescription,
} from '@aws-sdk/client-dynamodb';
import { CreateBucketCommand, PutBucketCorsCommand, S3Client } from '@aws-sdk/client-s3';
import { BUCKETS, TABLE, USER_POOL, type BucketName } from '@lm/shared';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import type { LocalPorts, LocalResources } from './resources.js';
import { LOCAL_REGION } from './resources.js';

const credentials = { accessKeyId: 'local', secretAccessKey: 'local' };

export function localClients(ports: LocalPorts) {
  const base = `http://${ports.host}`;
  return {
    dynamodb: new DynamoDBClient({ region: LOCAL_REGION, credentials, endpoint: `${base}:${ports.dynamodb}` }),
    cognito: new CognitoIdentityProviderClient({ region: LOCAL_REGION, credentials, endpoint: `${base}:${ports.cognito}` }),
    s3: new S3Client({
      region: LOCAL_REGION,
      endpoint: `${base}:${ports.s3}`,
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    }),
  };
}
export type LocalClients = ReturnType<typeof localClients>;

type IndexDefinition = (typeof TABLE.globalSecondaryIndexes)[number];

const stringKeys = (names: readonly string[]) => names.map((name) => ({ AttributeName: name, AttributeType: 'S' as const }));

const indexOf = (index: IndexDefinition) => ({
  IndexName: index.indexName,
  KeySchema: [
    { AttributeName: index.partitionKey, KeyType: 'HASH' as const },
    { AttributeName: index.sortKey, KeyType: 'RANGE' as const },
  ],
  Projection: { ProjectionType: 'ALL' as const },
});

/**
 * CreateTable from the same definition infra's TableV2 uses. A table kept from an earlier run (in
 * `.local/`) gets the indexes added to the definition since, one UpdateTable each, as
 * CloudFormation adds them to a stage's table.
 */
export async function ensureTable(client: DynamoDBClient, tableName: string): Promise<void> {
  try {
    const { Table } = await client.send(new DescribeTableCommand({ TableName: tableName }));
    if (Table) await addMissingIndexes(client, tableName, Table);
    return;
  } catch (error) {
    if ((error as Error).name !== 'ResourceNotFoundException') throw error;
  }
  const keys = [TABLE.partitionKey, TABLE.sortKey, ...TABLE.globalSecondaryIndexes.flatMap((i) => [i.partitionKey, i.sortKey])];
  await client.send(
    new CreateTableCommand({
      TableName: tableName,
      BillingMode: 'PAY_PER_REQUEST',
      AttributeDefinitions: stringKeys(keys),
      KeySchema: [
        { AttributeName: TABLE.partitionKey, KeyType: 'HASH' },
        { AttributeName: TABLE.sortKey, KeyType: 'RANGE' },
      ],
      GlobalSecondaryIndexes: TABLE.globalSecondaryIndexes.map(indexOf),
    }),
  );
  await client.send(
    new UpdateTimeToLiveCommand({ TableName: tableName, TimeToLiveSpecification: { AttributeName: TABLE.timeToLiveAttribute, Enabled: true } }),
  );
}

async function addMissingIndexes(client: DynamoDBClient, tableName: string, table: TableDescription): Promise<void> {
  const present = new Set((table.GlobalSecondaryIndexes ?? []).map((index) => index.IndexName));
  for (const index of TABLE.globalSecondaryIndexes.filter((index) => !present.has(index.indexName))) {
    await client.send(
      new UpdateTableCommand({
        TableName: tableName,
        AttributeDefinitions: stringKeys([index.partitionKey, index.sortKey]),
        GlobalSecondaryIndexUpdates: [{ Create: indexOf(index) }],
      }),
    );
    await indexActive(client, tableName, index.indexName);
  }
}

/** Waits for an index being built to take reads (DynamoDB Local builds it at once; a minute at most). */
async function indexActive(client: DynamoDBClient, tableName: string, indexName: string): Promise<void> {
  for (let tries = 0; tries < 120; tries += 1) {
    const { Table } = await client.send(new DescribeTableCommand({ TableName: tableName }));
    if (Table?.GlobalSecondaryIndexes?.find((index) => index.IndexName === indexName)?.IndexStatus === 'ACTIVE') return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`The index ${indexName} of ${tableName} did not become active within a minute.`);
}

interface PoolState {
  userPoolId: string;
  userPoolClientId: string;
}

/** The user pool, its groups and app client, from the definition infra uses; ids kept in stateFile. */
export async function ensureUserPool(client: CognitoIdentityProviderClient, stateFile: string, name: string): Promise<PoolState> {
  if (existsSync(stateFile)) {
    const state = JSON.parse(readFileSync(stateFile, 'utf8')) as PoolState;
    try {
      await client.send(new DescribeUserPoolCommand({ UserPoolId: state.userPoolId }));
      return state;
    } catch (error) {
      if ((error as Error).name !== 'ResourceNotFoundException') throw error;
    }
  }
  const policy = USER_POOL.passwordPolicy;
  const pool = await client.send(
    new CreateUserPoolCommand({
      PoolName: name,
      Policies: {
        PasswordPolicy: {
          MinimumLength: policy.minimumLength,
          RequireLowercase: policy.requireLowercase,
          RequireUppercase: policy.requireUppercase,
          RequireNumbers: policy.requireDigits,
          RequireSymbols: policy.requireSymbols,
        },
      },
      // Usernames are their own (not e-mail addresses); cognito-local defaults to e-mail otherwise.
      UsernameAttributes: [],
      AutoVerifiedAttributes: ['email'],
    }),
  );
  const userPoolId = pool.UserPool?.Id;
  if (!userPoolId) throw new Error('cognito-local did not return a user pool id.');
  const appClient = await client.send(
    new CreateUserPoolClientCommand({
      UserPoolId: userPoolId,
      ClientName: `${name}-web`,
      ExplicitAuthFlows: [...USER_POOL.client.authFlows] as ExplicitAuthFlowsType[],
      RefreshTokenValidity: USER_POOL.client.refreshTokenValiditySeconds,
      IdTokenValidity: USER_POOL.client.idTokenValidityMinutes,
      AccessTokenValidity: USER_POOL.client.accessTokenValidityMinutes,
      TokenValidityUnits: { RefreshToken: 'seconds', IdToken: 'minutes', AccessToken: 'minutes' },
    }),
  );
  const userPoolClientId = appClient.UserPoolClient?.ClientId;
  if (!userPoolClientId) throw new Error('cognito-local did not return an app client id.');
  for (const group of USER_POOL.groups) {
    try {
      await client.send(
        new CreateGroupCommand({ UserPoolId: userPoolId, GroupName: group.group, Precedence: group.precedence, Description: group.description }),
      );
    } catch (error) {
      if ((error as Error).name !== 'GroupExistsException') throw error;
    }
  }
  const state = { userPoolId, userPoolClientId };
  writeFileSync(stateFile, JSON.stringify(state, null, 2));
  return state;
}

export async function ensureBuckets(client: S3Client, names: Record<BucketName, string>, allowedOrigins: string[]): Promise<void> {
  for (const [key, bucket] of Object.entries(names) as [BucketName, string][]) {
    try {
      await client.send(new CreateBucketCommand({ Bucket: bucket }));
    } catch (error) {
      const name = (error as Error).name;
      if (name !== 'BucketAlreadyOwnedByYou' && name !== 'BucketAlreadyExists') throw error;
    }
    const rules = BUCKETS[key].cors;
    if (rules.length === 0) continue;
    await client.send(
      new PutBucketCorsCommand({
        Bucket: bucket,
        CORSConfiguration: {
          CORSRules: rules.map((rule) => ({
            AllowedMethods: [...rule.allowedMethods],
            AllowedOrigins: allowedOrigins,
            AllowedHeaders: [...rule.allowedHeaders],
            ExposeHeaders: [...rule.exposedHeaders],
            MaxAgeSeconds: rule.maxAgeSeconds,
          })),
        },
      }),
    );
  }
}

export async function provision(clients: LocalClients, ports: LocalPorts, stateFile: string, allowedOrigins: string[]): Promise<LocalResources> {
  const tableName = 'marketplace-local';
  const buckets = { uploads: 'marketplace-uploads', media: 'marketplace-media', web: 'marketplace-web' };
  const [, pool] = await Promise.all([
    ensureTable(clients.dynamodb, tableName),
    ensureUserPool(clients.cognito, stateFile, 'marketplace-local'),
    ensureBuckets(clients.s3, buckets, allowedOrigins),
  ]);
  return {
    region: LOCAL_REGION,
    tableName,
    ...pool,
    issuer: `http://${ports.host}:${ports.cognito}/${pool.userPoolId}`,
    buckets,
  };
}

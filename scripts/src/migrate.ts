import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { createDocumentClient } from '@lm/functions/data/database';
import { migrate } from '@lm/functions/data/migrations';
import { parseArgs } from 'node:util';

/**
 * `npm run migrate -- --table <TableName>`: brings a stage's table up to this release after
 * `cdk deploy` (each step idempotent; functions/src/data/migrations.ts). The table's name is the
 * Data stack's `TableName` output. Uses the AWS credentials and region of the shell, like `cdk deploy`.
 */
const { values } = parseArgs({ options: { table: { type: 'string' } } });

if (!values.table) {
  console.error('Usage: npm run migrate -- --table <the Data stack\'s TableName output>');
  process.exit(1);
}

const client = new DynamoDBClient({});
try {
  await migrate({ table: values.table, client: createDocumentClient(client) }, (line) => console.log(line));
} finally {
  client.destroy();
}

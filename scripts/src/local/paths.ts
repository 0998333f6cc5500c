import { resolve } from 'node:path';

export const repoRoot = resolve(import.meta.dirname, '..', '..', '..');
export const localDir = resolve(repoRoot, '.local');
export const dynamoDbLocalDir = resolve(localDir, 'dynamodb-local');

import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { S3Client } from '@aws-sdk/client-s3';
import { inject } from 'vitest';
import { createDatabase, createDocumentClient } from '../data/database.js';
import type { DataOptions } from '../data/options.js';
import { entityRecords } from '../data/record-kinds.js';
import type {} from './provided-context.js';

/** Talks to the local gateway the integration run started, as a browser would. */
export async function api(
  path: string,
  options: { method?: string; json?: unknown; form?: Record<string, string | Blob>; body?: string; token?: string; headers?: Record<string, string> } = {},
) {
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body: RequestInit['body'] = options.body;
  if (options.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.json);
  }
  if (options.form) {
    const form = new FormData();
    for (const [name, value] of Object.entries(options.form)) form.set(name, value);
    body = form;
  }
  const response = await fetch(`${inject('apiUrl')}${path}`, { method: options.method ?? (body ? 'POST' : 'GET'), headers, body });
  const text = await response.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: response.status, headers: response.headers, text, body: json as Record<string, unknown> & unknown[] };
}

export const DEMO_PASSWORD = 'Demo#2026pass';

export async function signIn(username: string, password = DEMO_PASSWORD) {
  const answer = await api('/user/login', { json: { username, password, expired_time: 1_209_600 } });
  if (answer.status !== 200) {
    // An account holds one session at a time: a suite that signs in must sign out in its afterAll.
    const hint = answer.text.includes('someone_is_active') ? ` (${username} is still signed in: a suite of this lane signed in and did not sign out)` : '';
    throw new Error(`sign-in of ${username} failed: ${answer.status} ${answer.text}${hint}`);
  }
  return answer.body as unknown as { id_token: string; refresh_token: string; user: { id: string } };
}

export async function signOut(session: { id_token: string; user: { id: string } }) {
  return api('/user/logout', { json: { user_id: session.user.id }, token: session.id_token });
}

/**
 * Makes `count` things (accounts, mostly) ten at a time: the local user pool (cognito-local) keeps
 * each pool in one JSON file, and fifty sign-ups at once can fail there, as they would not in Cognito.
 */
export async function inBatches<T>(count: number, make: (index: number) => Promise<T>, size = 10): Promise<T[]> {
  const made: T[] = [];
  for (let start = 0; start < count; start += size) {
    made.push(...(await Promise.all(Array.from({ length: Math.min(size, count - start) }, (_, offset) => make(start + offset)))));
  }
  return made;
}

/** The table of the integration stack, to check what was stored. */
/** The integration stack's table, as a Lambda reaches it. */
export function localDataOptions(): DataOptions {
  const client = new DynamoDBClient({
    region: inject('resources').region,
    endpoint: inject('endpoints').dynamodb,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  return { table: inject('resources').tableName, client: createDocumentClient(client) };
}

export const localDatabase = () => createDatabase(localDataOptions());

/** The stores of record kinds on the integration stack's table. */
export const localRecords = () => entityRecords(localDataOptions());

/** The buckets of the integration stack (s3rver), to check what was stored. */
export function localS3() {
  return new S3Client({
    region: inject('resources').region,
    endpoint: inject('endpoints').s3,
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
}

export function claimsOf(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;
}

/**
 * Gives the account a custom user role, or takes it away (decision 0021). The role leads a
 * listing key of the user, so the key's other parts go with the change.
 */
export async function holdUserRole(username: string, roleId: string | undefined) {
  const db = localDatabase();
  const user = (await db.users.query.byUsername({ username }).go()).data[0];
  if (!user) throw new Error(`${username} is seeded.`);
  const change = db.users.patch({ userId: user.userId }).composite({ roleId: user.roleId, createdAt: user.createdAt });
  await (roleId ? change.set({ userRoleId: roleId }) : change.remove(['userRoleId'])).go();
}

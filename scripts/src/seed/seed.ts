import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminGetUserCommand,
  AdminSetUserPasswordCommand,
  type CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import type { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { createDatabase, createDocumentClient, type Database } from '@lm/functions/data/database';
import { isConditionFailure } from '@lm/functions/data/conditions';
import { SETTING } from '@lm/functions/data/settings-repository';
import { groupOfRole } from '@lm/shared';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, type DemoAccount } from './accounts.js';
import { seedCatalog } from './catalog.js';
import { seedPages } from './pages.js';
import { DEMO_SITE_SETTINGS } from './site-settings.js';

export interface SeedTarget {
  cognito: CognitoIdentityProviderClient;
  dynamodb: DynamoDBClient;
  tableName: string;
  userPoolId: string;
}

async function createIfAbsent(write: () => Promise<unknown>): Promise<void> {
  try {
    await write();
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}

/** Creates the Cognito user (in its role's group) and the profile; leaves existing ones as they are. */
export async function ensureAccount(target: SeedTarget, db: Database, account: DemoAccount): Promise<string> {
  const { cognito, userPoolId } = target;
  let sub: string | undefined;
  try {
    const user = await cognito.send(new AdminGetUserCommand({ UserPoolId: userPoolId, Username: account.username }));
    sub = user.UserAttributes?.find((a) => a.Name === 'sub')?.Value;
  } catch (error) {
    if ((error as Error).name !== 'UserNotFoundException') throw error;
    const created = await cognito.send(
      new AdminCreateUserCommand({
        UserPoolId: userPoolId,
        Username: account.username,
        MessageAction: 'SUPPRESS',
        UserAttributes: [
          { Name: 'email', Value: account.email },
          { Name: 'email_verified', Value: 'true' },
          { Name: 'given_name', Value: account.firstname },
          { Name: 'family_name', Value: account.lastname },
        ],
      }),
    );
    sub = created.User?.Attributes?.find((a) => a.Name === 'sub')?.Value;
    await cognito.send(
      new AdminSetUserPasswordCommand({ UserPoolId: userPoolId, Username: account.username, Password: DEMO_PASSWORD, Permanent: true }),
    );
    await cognito.send(
      new AdminAddUserToGroupCommand({ UserPoolId: userPoolId, Username: account.username, GroupName: groupOfRole(account.roleId) }),
    );
  }
  if (!sub) throw new Error(`Cognito returned no sub for ${account.username}.`);
  const userId = sub;
  await createIfAbsent(() =>
    db.users
      .create({
        userId,
        username: account.username,
        email: account.email,
        firstname: account.firstname,
        lastname: account.lastname,
        roleId: account.roleId,
        selfLearning: account.selfLearning ?? false,
        ...(account.userGroupId ? { userGroupId: account.userGroupId } : {}),
      })
      .go(),
  );
  return userId;
}

export async function seed(target: SeedTarget): Promise<Record<string, string>> {
  const db = createDatabase({ table: target.tableName, client: createDocumentClient(target.dynamodb) });
  const ids: Record<string, string> = {};
  for (const account of DEMO_ACCOUNTS) ids[account.username] = await ensureAccount(target, db, account);

  await createIfAbsent(() =>
    db.settings
      .create({
        name: SETTING.tracking,
        value: { analyticId: 'G-DEMO2026', pixelEnabled: true, pixelId: '102030405060708', pixelEmail: '{email}' },
      })
      .go(),
  );
  for (const [name, value] of Object.entries(DEMO_SITE_SETTINGS)) {
    await createIfAbsent(() => db.settings.create({ name, value }).go());
  }

  const student = ids.student ?? '';
  const announcements = [
    { announcementId: 'welcome', title: 'Welcome to the marketplace', message: 'Browse the catalogue and start learning today.', audience: 'all' as const, audienceId: '', createdAt: '2026-11-01T09:00:00.000Z' },
    { announcementId: 'new-term', title: 'New term starts', message: 'Live classes for the new term open on 1 December.', audience: 'all' as const, audienceId: '', createdAt: '2026-11-10T09:00:00.000Z' },
    { announcementId: 'premium-webinar', title: 'Premium webinar', message: 'Members of the premium group are invited to a webinar on Friday.', audience: 'group' as const, audienceId: 'premium', createdAt: '2026-11-12T09:00:00.000Z' },
    { announcementId: 'student-certificate', title: 'Your certificate is ready', message: 'Download it from your dashboard.', audience: 'user' as const, audienceId: student, createdAt: '2026-11-15T09:00:00.000Z' },
  ];
  for (const item of announcements) await createIfAbsent(() => db.announcements.create(item).go());
  await createIfAbsent(() => db.announcementReads.create({ userId: student, announcementId: 'welcome', readAt: '2026-11-02T10:00:00.000Z' }).go());
  await seedCatalog(db, ids.instructor ?? '', createIfAbsent);
  await seedPages(db, createIfAbsent);
  return ids;
}

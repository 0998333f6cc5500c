import { AdminGetUserCommand, type CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import type { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { createCognitoAccountRegistry } from '@lm/functions/adapters/cognito-identity-provider';
import { createDatabase, createDocumentClient, type Database } from '@lm/functions/data/database';
import { isConditionFailure } from '@lm/functions/data/conditions';
import { SETTING } from '@lm/functions/data/settings-repository';
import { shopToday } from '@lm/functions/content/public-content';
import { groupOfRole } from '@lm/shared';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, type DemoAccount } from './accounts.js';
import { seedAssessments } from './assessments.js';
import { seedCatalog } from './catalog.js';
import { seedCertificates } from './certificates.js';
import { seedComments } from './comments.js';
import { seedLiveRooms } from './live-rooms.js';
import { seedCommerce } from './commerce.js';
import { seedHomework } from './homework.js';
import { seedContent } from './content.js';
import { seedInstructorVideo } from './media.js';
import { seedPages } from './pages.js';
import { seedPeople } from './people.js';
import { seedPrivateClasses } from './private-classes.js';
import { seedQuizzes } from './quizzes.js';
import { seedSchedule } from './schedule.js';
import { seedStudyTime } from './study-time.js';
import { seedLiveMedia } from './live-media.js';
import { seedClassRoom } from './class-room.js';
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

/** Creates the Cognito user (in its role's group) and the profile when absent; an existing profile is written back as it is. */
export async function ensureAccount(target: SeedTarget, db: Database, account: DemoAccount): Promise<string> {
  const { cognito, userPoolId } = target;
  let sub: string | undefined;
  try {
    const user = await cognito.send(new AdminGetUserCommand({ UserPoolId: userPoolId, Username: account.username }));
    sub = user.UserAttributes?.find((a) => a.Name === 'sub')?.Value;
  } catch (error) {
    if ((error as Error).name !== 'UserNotFoundException') throw error;
    // The same creation as registration and the back office: confirmed, permanent password, in its group.
    sub = await createCognitoAccountRegistry(cognito, { userPoolId }).create({
      username: account.username,
      email: account.email,
      password: DEMO_PASSWORD,
      firstname: account.firstname,
      lastname: account.lastname,
      group: groupOfRole(account.roleId),
    });
  }
  if (!sub) throw new Error(`Cognito returned no sub for ${account.username}.`);
  const userId = sub;
  const existing = (await db.users.get({ userId }).go()).data;
  // A profile from before a listing index existed lacks that index's keys: writing it back as it
  // is gives it them, so the people tables list the demo accounts of an older .local too.
  if (existing) {
    await db.users.put(existing).go();
    return userId;
  }
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
        ...(account.userRoleId ? { userRoleId: account.userRoleId } : {}),
      })
      .go(),
  );
  return userId;
}

export async function seed(target: SeedTarget): Promise<Record<string, string>> {
  const options = { table: target.tableName, client: createDocumentClient(target.dynamodb) };
  const db = createDatabase(options);
  const ids: Record<string, string> = {};
  // The roles and groups first, so no account names one that is not there yet.
  await seedPeople(db, options);
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

  // The quizzes before the courses whose curricula show them.
  await seedQuizzes(options);
  await seedCatalog(db, createIfAbsent);
  await seedContent(db, { instructorId: ids.instructor ?? '', pythonInstructorId: ids.somchai ?? '', studentId: ids.student ?? '', today: shopToday(new Date()) }, createIfAbsent);
  await seedPages(db, createIfAbsent);
  await seedInstructorVideo(options, ids.instructor ?? '');
  await seedCommerce(db, options, { studentId: ids.student ?? '', student2Id: ids.student2 ?? '', today: shopToday(new Date()) }, createIfAbsent);
  // After the courses and the enrollments: the demo student's submissions to the python and Git courses' homework.
  await seedHomework(options, { studentId: ids.student ?? '', instructorId: ids.instructor ?? '' });
  await seedAssessments(db, options, { studentId: ids.student ?? '', instructorId: ids.instructor ?? '' }, createIfAbsent);
  // After the assessments' seed, which finishes the Git course the demo student's certificate is of.
  await seedCertificates(db, options, { studentId: ids.student ?? '' });
  // The discussion under a lesson of the course the demo student bought.
  await seedComments(db, { studentId: ids.student ?? '', studentName: 'Somchai Jaidee' }, createIfAbsent);
  // The demo instructor's live rooms, their upcoming classes and the demo student's seat in one (decision 0047).
  await seedLiveRooms(options, { studentId: ids.student ?? '', instructorId: ids.instructor ?? '' });
  // After the instructor profiles: the demo instructor's teaching time, the demo student's hours and a booked private class.
  await seedPrivateClasses(db, { studentId: ids.student ?? '', instructorUserId: ids.instructor ?? '', now: new Date() });
  // The demo instructor's pay rate and private classes with the demo student, one past with attendance (decision 0050).
  await seedSchedule(db, options, { instructorId: ids.instructor ?? '', studentId: ids.student ?? '' });
  // A Zoom class and a broadcast class open now, the demo student seated (decision 0051).
  await seedLiveMedia(db, { instructorId: ids.instructor ?? '', studentId: ids.student ?? '' });
  // A private class open now, to try the class room in two browsers (decision 0049).
  await seedClassRoom(db, { studentId: ids.student ?? '', instructorUserId: ids.instructor ?? '', now: new Date() });
  // The branches and their study rooms, and the demo student's seat at the Siam branch (decision 0052).
  await seedStudyTime(options, { studentId: ids.student ?? '', now: new Date() });
  return ids;
}

import type { Database } from '@lm/functions/data/database';
import type { DataOptions } from '@lm/functions/data/options';
import { createPeopleRecordStores } from '@lm/functions/data/people-repository';
import { entityRecords } from '@lm/functions/data/record-kinds';
import { userGroupRecords } from '@lm/functions/data/records/user-group';
import { ensureRecord } from './ensure.js';

/** Fixed ids, so the demo accounts (accounts.ts) can name their role and group. */
const CREATED_AT = '2026-01-05T02:00:00.000Z';
const stamps = { created_at: CREATED_AT, updated_at: CREATED_AT };

/** `premium` is the group of the demo student and of the seeded group announcement. */
export const DEMO_USER_GROUPS = [
  { id: 'premium', name: 'Premium', description: 'Members invited to the premium webinars.' },
  { id: 'morning-class', name: 'Morning class', description: 'Students of the weekday morning class.' },
  { id: 'evening-class', name: 'Evening class', description: 'Students of the weekday evening class.' },
] as const;

export const DEMO_USER_ROLES = [
  {
    id: 'content-editor',
    name: 'Content editor',
    description: 'Keeps the articles, reviews, galleries, announcements, categories and instructor profiles.',
    permissions: ['articles', 'reviews', 'galleries', 'announcements', 'categories', 'instructorProfiles'],
  },
] as const;

export const DEMO_SUBSCRIBERS = [
  { id: 'subscriber-1', email: 'news.reader@example.com', name: 'Napat Reader' },
  { id: 'subscriber-2', email: 'weekly.digest@example.com', name: 'Pim Digest' },
  { id: 'subscriber-3', email: 'no.name@example.com', name: '' },
] as const;

/**
 * User roles, user groups and subscribers of the demo, through their stores, so their names and
 * addresses are claimed (decision 0011, "Unique fields"); existing ones are left as they are.
 */
export async function seedPeople(db: Database, options: DataOptions): Promise<void> {
  const { userRoles, subscribers } = createPeopleRecordStores(db);
  const userGroups = entityRecords(options)(userGroupRecords);
  for (const role of DEMO_USER_ROLES) await ensureRecord(userRoles, { ...role, permissions: [...role.permissions], ...stamps });
  for (const group of DEMO_USER_GROUPS) await ensureRecord(userGroups, { ...group, ...stamps });
  for (const subscriber of DEMO_SUBSCRIBERS) await ensureRecord(subscribers, { ...subscriber, ...stamps });
}

import { subscriberInput, userGroupInput, userRoleInput } from '@lm/shared';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from './accounts.js';
import { DEMO_SUBSCRIBERS, DEMO_USER_GROUPS, DEMO_USER_ROLES } from './people.js';

describe('the demo people', () => {
  it('holds records the admin forms would accept', () => {
    for (const { id: _id, ...role } of DEMO_USER_ROLES) expect(userRoleInput.parse(role)).toEqual(role);
    for (const { id: _id, ...group } of DEMO_USER_GROUPS) expect(userGroupInput.parse(group)).toEqual(group);
    for (const { id: _id, ...subscriber } of DEMO_SUBSCRIBERS) expect(subscriberInput.parse(subscriber)).toEqual(subscriber);
  });

  it('gives the demo accounts only roles and groups that are seeded', () => {
    const roles = new Set<string>(DEMO_USER_ROLES.map((role) => role.id));
    const groups = new Set<string>(DEMO_USER_GROUPS.map((group) => group.id));
    for (const account of DEMO_ACCOUNTS) {
      if (account.userRoleId) expect(roles).toContain(account.userRoleId);
      if (account.userGroupId) expect(groups).toContain(account.userGroupId);
    }
  });
});

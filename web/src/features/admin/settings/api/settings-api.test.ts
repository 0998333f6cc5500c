import { SITE_SETTING_GROUPS } from '@lm/shared';
import { describe, expect, it } from 'vitest';
import { groupRoute } from './settings-api';

describe('groupRoute', () => {
  it("finds each group's PUT route in the shared table", () => {
    for (const group of SITE_SETTING_GROUPS) expect(groupRoute(group), group).toMatchObject({ method: 'PUT', path: `/api/settings/site/${group}` });
  });
});

import { SITE_SETTING_GROUPS } from '@lm/shared';
import { describe, expect, it } from 'vitest';
import { groupRoute } from './save-settings-group';

describe('groupRoute', () => {
  it("finds each group's PUT route in the shared table", () => {
    for (const group of SITE_SETTING_GROUPS) expect(groupRoute(group), group).toMatchObject({ method: 'PUT', path: `/api/settings/site/${group}` });
  });
});

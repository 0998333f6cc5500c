import { ADMIN_SCREENS, isAdminScreen } from '@lm/shared';
import { describe, expect, it } from 'vitest';
import { MASTER_FILE_SCREENS } from './registry';

describe('the admin registry', () => {
  it('names only admin screens, each with a title and its master files', () => {
    for (const [screen, entry] of Object.entries(MASTER_FILE_SCREENS)) {
      expect(isAdminScreen(screen), screen).toBe(true);
      expect(entry.files.length).toBeGreaterThan(0);
      expect(entry.title).toMatch(/^masterFiles\./);
      if (entry.files.length > 1) expect(entry.switchLabel, screen).toBeDefined();
    }
  });

  it('gives every master file one key, so each table keeps its own state', () => {
    const keys = Object.values(MASTER_FILE_SCREENS).flatMap((entry) => entry!.files.filter((file, index) => index === 0 || !file.key.endsWith('Categories')).map((file) => file.key));
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('serves the master files built so far', () => {
    expect(Object.keys(MASTER_FILE_SCREENS).sort()).toEqual(
      ADMIN_SCREENS.filter((screen) =>
        ['courses', 'products', 'categories', 'articles', 'reviews', 'galleries', 'promotions', 'instructorProfiles', 'announcements', 'administrators', 'instructors', 'students', 'subscribers', 'userRoles', 'userGroups'].includes(screen),
      ).sort(),
    );
  });
});

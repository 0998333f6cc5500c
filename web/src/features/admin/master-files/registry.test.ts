import { ADMIN_SCREENS, isAdminScreen } from '@lm/shared';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import type { FieldDef } from '../form/fields';
import { MASTER_FILE_SCREENS } from './registry';

// The back office's words join i18next once it has started, as in the application.
await i18next.init({ lng: 'en', resources: {}, initAsync: false });
await import('../i18n');

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
        ['courses', 'products', 'categories', 'articles', 'reviews', 'galleries', 'promotions', 'instructorProfiles', 'announcements', 'administrators', 'instructors', 'students', 'subscribers', 'userRoles', 'userGroups', 'coupons', 'shippingFees', 'paymentMethods'].includes(screen),
      ).sort(),
    );
  });

  it('words every screen’s title, item, columns, fields, hints and choices in English and Thai', () => {
    const keysOf = (field: FieldDef): string[] => [
      field.label,
      ...(field.hint ? [field.hint] : []),
      ...(field.empty ? [field.empty] : []),
      ...(field.options && 'values' in field.options ? field.options.values.map((value) => `${(field.options as { labels: string }).labels}.${value}`) : []),
      ...(field.columns ?? []).flatMap(keysOf),
    ];
    for (const [screen, entry] of Object.entries(MASTER_FILE_SCREENS)) {
      const keys = [
        entry.title,
        ...(entry.switchLabel ? [entry.switchLabel] : []),
        ...entry.files.flatMap((file) => [file.title, file.item, ...file.columns.map((column) => column.label), ...file.fields.flatMap(keysOf), ...(file.update?.fields.flatMap(keysOf) ?? [])]),
      ];
      for (const key of new Set(keys)) for (const lng of ['en', 'th']) expect(i18next.exists(key, { lng }), `${screen}: ${key} (${lng})`).toBe(true);
    }
  });
});

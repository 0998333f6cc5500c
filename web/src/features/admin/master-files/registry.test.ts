import { ADMIN_SCREENS, CHARGE_STATUSES, ORDER_STATUSES, PAYMENT_PROVIDERS, SLIP_STATUSES, VIDEO_STATUSES, VIDEO_UPLOAD_TYPES, isAdminScreen, routes } from '@lm/shared';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { FieldDef } from '../form/fields';
import type { MasterFile } from '../types';
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
        ['courses', 'products', 'videos', 'images', 'categories', 'articles', 'reviews', 'galleries', 'promotions', 'instructorProfiles', 'announcements', 'administrators', 'instructors', 'students', 'subscribers', 'userRoles', 'userGroups', 'coupons', 'shippingFees', 'paymentMethods', 'orders', 'courseStatus', 'courseComments', 'dailyActivity', 'quizzes', 'homework', 'assessments', 'certificateCategories', 'liveClassAttendance', 'dailyInstructorExpense', 'monthlyInstructorExpense', 'liveRooms', 'liveRoomBookings', 'branches', 'bookingStudyTime', 'dailySalesSummary', 'monthlySalesSummary', 'orderSummary', 'deliveryOrders', 'adminEmails', 'serialNumbers'].includes(screen),
      ).sort(),
    );
  });

  it('words every screen’s title, item, columns, fields, hints, choices and record steps in English and Thai', () => {
    const keysOf = (field: FieldDef): string[] => [
      field.label,
      ...(field.hint ? [field.hint] : []),
      ...(field.empty ? [field.empty] : []),
      ...(field.options && 'values' in field.options ? field.options.values.map((value) => `${(field.options as { labels: string }).labels}.${value}`) : []),
      ...(field.columns ?? []).flatMap(keysOf),
    ];
    const columnKeysOf = (file: MasterFile): string[] =>
      file.columns.flatMap((column) => [column.label, ...(column.choices?.values.map((value) => `${column.choices!.labels}.${value}`) ?? [])]);
    const actionKeysOf = (file: MasterFile): string[] =>
      (file.actions ?? []).flatMap((action) => [action.label, action.done, ...(action.confirm ? [action.confirm.title, action.confirm.body] : []), ...(action.form?.fields.flatMap(keysOf) ?? [])]);
    const viewKeysOf = (file: MasterFile): string[] =>
      file.detail ? ['masterFiles.table.view', 'masterFiles.table.viewRow', 'masterFiles.view.title', 'masterFiles.view.back', 'masterFiles.view.actions', 'masterFiles.view.failed'] : [];
    for (const [screen, entry] of Object.entries(MASTER_FILE_SCREENS)) {
      const keys = [
        entry.title,
        ...(entry.switchLabel ? [entry.switchLabel] : []),
        ...entry.files.flatMap((file) => [
          file.title,
          file.item,
          ...columnKeysOf(file),
          ...file.fields.flatMap(keysOf),
          ...(file.update?.fields.flatMap(keysOf) ?? []),
          ...actionKeysOf(file),
          ...viewKeysOf(file),
        ]),
      ];
      for (const key of new Set(keys)) for (const lng of ['en', 'th']) expect(i18next.exists(key, { lng }), `${screen}: ${key} (${lng})`).toBe(true);
    }
  });
});

describe('the orders screen’s words', () => {
  it('calls an order’s states, its payment’s and its slip’s states and its methods by name in English and Thai, never by their codes', () => {
    const words = (prefix: string, values: readonly string[], lng: string) => values.map((value) => i18next.t(`${prefix}.${value}`, { lng }));
    expect(words('masterFiles.orderStatuses', ORDER_STATUSES, 'en')).toEqual(['Pending', 'Paid', 'Sent', 'Expired', 'Cancelled', 'Refunded']);
    for (const [prefix, values] of [
      ['masterFiles.orderStatuses', ORDER_STATUSES],
      ['masterFiles.chargeStatuses', CHARGE_STATUSES],
      ['masterFiles.slipStatuses', SLIP_STATUSES],
      ['masterFiles.providers', PAYMENT_PROVIDERS],
    ] as const) {
      const thai = words(prefix, values, 'th');
      for (const [index, word] of thai.entries()) {
        expect(word, `${prefix}.${values[index]}`).toMatch(/[\u0E00-\u0E7F]/);
        expect(word).not.toBe(words(prefix, values, 'en')[index]);
      }
    }
  });

  it('shows every visible column of fixed values (an enum of its rows) in words, never as its code', () => {
    // A schema's wrappers (optional, nullable, a default) set aside: what the value is.
    const bare = (schema: z.ZodType): z.ZodType => {
      let inner = schema;
      while ('innerType' in inner.def) inner = inner.def.innerType as z.ZodType;
      return inner;
    };
    const coded: string[] = [];
    let fixed = 0;
    for (const entry of Object.values(MASTER_FILE_SCREENS)) {
      for (const file of entry.files) {
        const table = bare(routes[file.endpoints.list.id as keyof typeof routes].response as z.ZodType);
        if (!(table instanceof z.ZodObject)) continue;
        const rows = bare(table.shape.rows as z.ZodType);
        if (!(rows instanceof z.ZodArray) || !(rows.element instanceof z.ZodObject)) continue;
        const shape = rows.element.shape as Record<string, z.ZodType>;
        for (const column of file.columns.filter((one) => one.visible && shape[one.key])) {
          const field = file.fields.find((one) => one.name === column.key);
          const worded = column.choices || column.picks || column.textOf || (field?.options && 'values' in field.options);
          if (!(bare(shape[column.key]!) instanceof z.ZodEnum)) continue;
          fixed += 1;
          if (!worded) coded.push(`${file.key}.${column.key}`);
        }
      }
    }
    // Order statuses, video states, discount kinds, rooms' kinds…: the walk finds them.
    expect(fixed).toBeGreaterThan(10);
    expect(coded).toEqual([]);
  });

  it('words an order’s view (lines, breakdown, address, payment, slip) in both languages', () => {
    const en = i18next.getResource('en', 'translation', 'masterFiles.orders.view') as Record<string, string>;
    const th = i18next.getResource('th', 'translation', 'masterFiles.orders.view') as Record<string, string>;
    expect(Object.keys(th).sort()).toEqual(Object.keys(en).sort());
    for (const key of Object.keys(en)) if (key !== 'none') expect(th[key], key).toMatch(/[\u0E00-\u0E7F]/);
    expect(i18next.t('masterFiles.orders.view.vat', { lng: 'en', rate: 7 })).toBe('VAT included (7%)');
    expect(i18next.t('masterFiles.orders.actions.refund.confirmTitle', { lng: 'en', name: 'order-1' })).toBe('Refund the order “order-1”?');
    expect(i18next.t('masterFiles.slipStatuses.submitted', { lng: 'en' })).toBe('Waiting for review');
    expect(i18next.t('masterFiles.orders.actions.approveSlip.confirmTitle', { lng: 'en', name: 'order-1' })).toBe('Approve the slip of the order “order-1”?');
  });
});

describe('the videos screen’s words', () => {
  it('calls a video’s states and kinds by name in English and Thai, never by their codes', () => {
    const words = (prefix: string, values: readonly string[], lng: string) => values.map((value) => i18next.t(`${prefix}.${value}`, { lng }));
    expect(words('masterFiles.videoStatuses', VIDEO_STATUSES, 'en')).toEqual(['Waiting for a file', 'Uploaded', 'Processing', 'Ready', 'Error']);
    for (const [prefix, values] of [
      ['masterFiles.videoStatuses', VIDEO_STATUSES],
      ['masterFiles.videoUploadTypes', VIDEO_UPLOAD_TYPES],
    ] as const) {
      const english = words(prefix, values, 'en');
      for (const [index, word] of words(prefix, values, 'th').entries()) {
        expect(english[index], `${prefix}.${values[index]}`).not.toBe(`${prefix}.${values[index]}`);
        expect(word, `${prefix}.${values[index]}`).toMatch(/[\u0E00-\u0E7F]/);
      }
    }
  });
});

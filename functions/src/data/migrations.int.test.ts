import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { Entity } from 'electrodb';
import { localDatabase, localDataOptions, localRecords } from '../testing/api.js';
import { addressesSlugsAndNamesClaimed, categorySlugsClaimed, migrate, MIGRATIONS, uniqueValuesClaimed, type Migration } from './migrations.js';
import { adminEmailModel, adminEmailRecords } from './records/admin-email.js';
import { couponModel, couponRecords } from './records/coupon.js';

describe('migrations on DynamoDB Local', () => {
  it('runs a step once per table, recording it, and tells what each wrote', async () => {
    const db = localDatabase();
    let runs = 0;
    const step: Migration = {
      name: `a test step ${randomUUID()}`,
      run: async () => {
        runs += 1;
        return 3;
      },
    };
    const lines: string[] = [];

    await migrate(localDataOptions(), (line) => lines.push(line), [step]);
    await migrate(localDataOptions(), (line) => lines.push(line), [step]);

    expect(runs).toBe(1);
    expect(lines[0]).toBe(`${step.name}: 3 items written`);
    expect(lines[1]).toMatch(new RegExp(`^${step.name}: ran on \\d{4}-\\d\\d-\\d\\dT`));
    expect((await db.migrationRuns.get({ name: step.name }).go()).data).toMatchObject({ written: 3 });
  });

  it('claims the code of a coupon an earlier release wrote, so no new coupon can take it', async () => {
    const db = localDatabase();
    const code = `OLD${randomUUID().slice(0, 8)}`.toUpperCase();
    const at = new Date().toISOString();
    const fields = { code, discount_kind: 'percent' as const, discount_value: 5, starts_on: '2026-01-01', ends_on: '2099-12-31', created_at: at, updated_at: at };
    // As the earlier release wrote it: the coupon alone.
    await new Entity(couponModel, localDataOptions()).create({ id: `coupon-${randomUUID()}`, ...fields }).go();

    expect(await uniqueValuesClaimed.run(db, localRecords())).toBeGreaterThanOrEqual(1);
    expect((await db.valueClaims.get({ kind: 'coupon', field: 'code', value: code }).go()).data).toBeTruthy();
    await expect(localRecords()(couponRecords).put({ id: `coupon-${randomUUID()}`, ...fields, description: '', minimum_spend: 0, maximum_discount: null, total_uses: null, uses_per_account: null, item_ids: [], category_ids: [], user_group_ids: [], active: true }, 'create')).rejects.toThrow(
      'Another coupon has this code.',
    );
  });

  it('claims the address of a subscriber an earlier release wrote', async () => {
    const db = localDatabase();
    const email = `old.${randomUUID().slice(0, 8)}@example.com`;
    const at = new Date().toISOString();
    const id = `subscriber-${randomUUID()}`;
    await db.subscribers.create({ id, email, name: '', created_at: at, updated_at: at }).go();

    expect(await uniqueValuesClaimed.run(db, localRecords())).toBeGreaterThanOrEqual(1);
    expect((await db.valueClaims.get({ kind: 'subscriber', field: 'email', value: email }).go()).data).toMatchObject({ record_id: id });
  });

  it('claims an address on the admin e-mails\' list an earlier release wrote', async () => {
    const db = localDatabase();
    const email = `desk.${randomUUID().slice(0, 8)}@example.com`;
    const at = new Date().toISOString();
    const id = `adminEmail-${randomUUID()}`;
    await new Entity(adminEmailModel, localDataOptions()).create({ id, name: 'Old desk', email, events: ['order_paid'], active: true, created_at: at, updated_at: at }).go();

    expect(await addressesSlugsAndNamesClaimed.run(db, localRecords())).toBeGreaterThanOrEqual(1);
    expect((await db.valueClaims.get({ kind: 'adminEmail', field: 'email', value: email }).go()).data).toMatchObject({ record_id: id });
    await expect(localRecords()(adminEmailRecords).put({ id: `adminEmail-${randomUUID()}`, name: 'New desk', email, events: ['order_paid'], active: true, created_at: at, updated_at: at }, 'create')).rejects.toThrow(
      'This address is already on the list.',
    );
  });

  it('claims the slug of an article an earlier release wrote', async () => {
    const db = localDatabase();
    const slug = `old-${randomUUID().slice(0, 8)}`;
    const at = new Date().toISOString();
    const id = `article-${randomUUID()}`;
    await db.articles.create({ id, title: 'Old', slug, category_id: 'none', summary: '', body: '', cover_image: '', author: '', published: false, created_at: at, updated_at: at }).go();

    expect(await addressesSlugsAndNamesClaimed.run(db, localRecords())).toBeGreaterThanOrEqual(1);
    expect((await db.valueClaims.get({ kind: 'article', field: 'slug', value: slug }).go()).data).toMatchObject({ record_id: id });
  });

  it('claims the slug of a category an earlier release wrote, for its kind only', async () => {
    const db = localDatabase();
    const slug = `old-${randomUUID().slice(0, 8)}`;
    const at = new Date().toISOString();
    const id = `category-${randomUUID()}`;
    await db.categories.create({ id, type: 'review', name: 'Old', slug, description: '', ordering: 0, created_at: at, updated_at: at }).go();

    expect(await categorySlugsClaimed.run(db, localRecords())).toBeGreaterThanOrEqual(1);
    expect((await db.valueClaims.get({ kind: 'category-review', field: 'slug', value: slug }).go()).data).toMatchObject({ record_id: id });
    expect((await db.valueClaims.get({ kind: 'category-article', field: 'slug', value: slug }).go()).data).toBeNull();
  });

  it('has run this release’s steps on the stack’s table at start', async () => {
    const db = localDatabase();
    for (const migration of MIGRATIONS) expect((await db.migrationRuns.get({ name: migration.name }).go()).data?.name).toBe(migration.name);
  });
});

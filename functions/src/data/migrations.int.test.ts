import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { localDatabase } from '../testing/api.js';
import { migrate, MIGRATIONS, type Migration } from './migrations.js';

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

    await migrate(db, (line) => lines.push(line), [step]);
    await migrate(db, (line) => lines.push(line), [step]);

    expect(runs).toBe(1);
    expect(lines[0]).toBe(`${step.name}: 3 items written`);
    expect(lines[1]).toMatch(new RegExp(`^${step.name}: ran on \\d{4}-\\d\\d-\\d\\dT`));
    expect((await db.migrationRuns.get({ name: step.name }).go()).data).toMatchObject({ written: 3 });
  });

  it('has run this release’s steps on the stack’s table at start', async () => {
    const db = localDatabase();
    for (const migration of MIGRATIONS) expect((await db.migrationRuns.get({ name: migration.name }).go()).data?.name).toBe(migration.name);
  });
});

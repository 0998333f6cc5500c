import type { Database } from './database.js';

/**
 * What a table written by an earlier release needs to serve this one. Each step is idempotent and
 * reads only what it mends: `npm start` runs them on the local table it keeps, and a stage's
 * operator runs them once after `cdk deploy` with `npm run migrate` (README, "Deploy a stage").
 */
export interface Migration {
  name: string;
  /** Mends what needs it; answers how many items it wrote. */
  run(db: Database): Promise<number>;
}

/**
 * Orders paid before gsi3 existed carry no `paid_month`, so the sales reports' index cannot see
 * them. Writing `paid_at` again makes ElectroDB work out the month and gsi3's keys (decision 0058).
 */
export const paidOrdersIndexed: Migration = {
  name: 'paid orders on the paid orders index (gsi3)',
  async run(db) {
    const { data } = await db.orders.query.all({}).go({ pages: 'all', attributes: ['id', 'paid_at', 'paid_month'] });
    const unindexed = data.filter((order) => order.paid_at && !order.paid_month);
    for (const { id, paid_at } of unindexed) {
      await db.orders.patch({ id }).set({ paid_at }).go();
    }
    return unindexed.length;
  },
};

export const MIGRATIONS: readonly Migration[] = [paidOrdersIndexed];

/** Runs every migration in order; reports what each wrote. */
export async function migrate(db: Database, report: (line: string) => void = () => {}): Promise<void> {
  for (const migration of MIGRATIONS) {
    const written = await migration.run(db);
    report(`${migration.name}: ${written} item${written === 1 ? '' : 's'} written`);
  }
}

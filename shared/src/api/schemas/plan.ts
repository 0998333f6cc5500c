import * as z from 'zod';
import { PLAN_FLAGS, PLAN_TABLE_IDS, PLANS } from '../../plans.js';

// The plan's schemas, apart from the site settings': every Lambda checks the stored plan.

/** The plan a site runs, as an administrator sets it and as the `plan` setting item stores it. */
export const planSelection = z.strictObject({
  name: z.enum(PLANS, { error: `name must be one of ${PLANS.join(', ')}.` }),
  table: z.enum(PLAN_TABLE_IDS, { error: `table must be one of ${PLAN_TABLE_IDS.join(', ')}.` }),
});
export type PlanSelection = z.infer<typeof planSelection>;

/**
 * The current plan (§6) with every flag worked out by the server from
 * its name and table, so the SPA needs no table of its own.
 */
export const currentPlan = planSelection.extend({ features: z.record(z.enum(PLAN_FLAGS), z.boolean()) });
export type CurrentPlan = z.infer<typeof currentPlan>;

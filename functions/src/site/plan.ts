import { DEFAULT_PLAN_TABLE, featuresOf, planSelection, type CurrentPlan, type Plan, type PlanFlag, type PlanSelection } from '@lm/shared';

/** Reads a stored item without refusing keys it does not know. */
const storedPlan = planSelection.partial().strip();

/**
 * The plan a site runs: the stored `plan` item laid over the stage's default
 * plan on the default table (the fullest, decision 0039), so an item lacking its table still reads. An item
 * that does not hold its shape answers the default rather than lock anyone out.
 */
export function selectedPlan(stored: unknown, defaultPlan: Plan): PlanSelection {
  const parsed = storedPlan.safeParse(stored ?? {});
  const fallback: PlanSelection = { name: defaultPlan, table: DEFAULT_PLAN_TABLE };
  return parsed.success ? { ...fallback, ...parsed.data } : fallback;
}

/** The plan with every flag worked out from its name and table. */
export function withFeatures(plan: PlanSelection): CurrentPlan {
  return { name: plan.name, table: plan.table, features: featuresOf(plan.table, plan.name) };
}

export function planEnables(plan: PlanSelection, flag: PlanFlag): boolean {
  return featuresOf(plan.table, plan.name)[flag];
}

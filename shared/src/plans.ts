/**
 * Plan tiers and feature flags of ../shared/SPEC.md §6 (true means enabled), and the
 * package tables that say which flags each plan turns on. The tables are
 * data: every plan lists the flags it adds to the plan below it, and a flag
 * no plan lists is off in every plan of that table. Where SPEC does not
 * place a flag, docs/decisions/0010-plan-tiers.md gives the choice.
 */
export const PLAN_FLAGS = [
  'ADMIN', 'STUDENT', 'STUDENT_SUBSCRIBER', 'INSTRUCTOR', 'USER_ROLE', 'QUIZ', 'ASSESSMENT', 'PAGE_APPEARANCE',
  'CUSTOM_REGISTER', 'PAYMENT', 'MARKETTING_SETTING', 'COUPON', 'PROMOTION', 'TRACKING_CODE', 'MESSAGE',
  'DAILY_ACTIVITY', 'SALES', 'STATISTIC', 'APPERANCE_HEADER', 'APPERANCE_FOOTER', 'APPERANCE_CUSTOMTEXT',
  'COURSE_RECOMMENDED', 'COURSE_IN_CATEGORY', 'COURSE_BESTSELLERS', 'COURSE_CURRICULUM', 'COURSE_STATUS',
  'COURSE_COMMENT', 'CERTIFICATE', 'INVOICE_AND_RECIEPT', 'SYSTEM_EMAIL', 'HOMEWORK', 'SETTING_HOWTOBUY',
  'USER_GROUP', 'USER_GROUP_UPGRADE', 'DATA_EXPLORATION', 'STUDENT_DELETE_ORDER_COURSE', 'SEO_BOOST',
] as const;
export type PlanFlag = (typeof PLAN_FLAGS)[number];

/** The tiers, lowest first: each higher tier has every flag of the lower ones. */
export const PLANS = ['BASIC', 'PREMIUM', 'ENTERPRISE'] as const;
export type Plan = (typeof PLANS)[number];

/**
 * The package tables of §6:
 * - `main`: the table SPEC spells out plan by plan.
 * - `full`: the fullest table, whose ENTERPRISE also enables homework, comments, daily
 *   activity, user groups, data exploration, student order deletion and SEO boost, and (the
 *   product owner's reading, decision 0039) course status, quizzes, assessments and
 *   certificates; the one a site runs unless told otherwise.
 * - `basic-premium`: a table with only the BASIC and PREMIUM tiers.
 * - `zoom`: the zoom variant of `main`, with COURSE_CURRICULUM off for all tiers.
 */
export const PLAN_TABLE_IDS = ['main', 'full', 'basic-premium', 'zoom'] as const;
export type PlanTableId = (typeof PLAN_TABLE_IDS)[number];

export interface PlanTable {
  id: PlanTableId;
  /** One line on what sets the table apart. */
  summary: string;
  /**
   * The flags each tier turns on besides those of the tiers below it. A tier
   * the table lacks is absent: that plan runs the table's highest tier below it.
   */
  adds: Partial<Record<Plan, readonly PlanFlag[]>>;
}

/** The plan a site runs when nothing else is configured (the `DEFAULT_PLAN` of the Lambdas). */
export const DEFAULT_PLAN: Plan = 'ENTERPRISE';
/** The table a stored plan without a table, or the `DEFAULT_PLAN`, reads its flags from (decision 0039). */
export const DEFAULT_PLAN_TABLE: PlanTableId = 'full';

/**
 * §6 "Plan features", BASIC: admin, student, instructor, user role, page
 * appearance, custom register, payment, coupon, promotion, sales, statistic,
 * header, footer, custom text, recommended courses, in-category courses,
 * bestsellers, curriculum, invoice and receipt, system e-mail; plus the two
 * flags SPEC leaves open that belong to a working shop (marketing settings,
 * which hold coupons and promotions, and the how-to-buy page).
 */
const BASIC_FLAGS = [
  'ADMIN',
  'STUDENT',
  'INSTRUCTOR',
  'USER_ROLE',
  'PAGE_APPEARANCE',
  'CUSTOM_REGISTER',
  'PAYMENT',
  'COUPON',
  'PROMOTION',
  'SALES',
  'STATISTIC',
  'APPERANCE_HEADER',
  'APPERANCE_FOOTER',
  'APPERANCE_CUSTOMTEXT',
  'COURSE_RECOMMENDED',
  'COURSE_IN_CATEGORY',
  'COURSE_BESTSELLERS',
  'COURSE_CURRICULUM',
  'INVOICE_AND_RECIEPT',
  'SYSTEM_EMAIL',
  // Not placed by SPEC (decision 0010).
  'MARKETTING_SETTING',
  'SETTING_HOWTOBUY',
] as const satisfies readonly PlanFlag[];

/** PREMIUM adds student subscriber, marketing tracking code and marketing message. */
const PREMIUM_FLAGS = ['STUDENT_SUBSCRIBER', 'TRACKING_CODE', 'MESSAGE'] as const satisfies readonly PlanFlag[];

/** ENTERPRISE adds course comment and SEO boost. */
const ENTERPRISE_FLAGS = ['COURSE_COMMENT', 'SEO_BOOST'] as const satisfies readonly PlanFlag[];

/**
 * What the fullest table's ENTERPRISE enables besides the main table's: SPEC's list, and the four
 * flags SPEC turns off in the main table that the product owner reads as on here (decision 0039).
 */
const FULL_ENTERPRISE_FLAGS = [
  'HOMEWORK',
  'DAILY_ACTIVITY',
  'USER_GROUP',
  'USER_GROUP_UPGRADE',
  'DATA_EXPLORATION',
  'STUDENT_DELETE_ORDER_COURSE',
  'COURSE_STATUS',
  'QUIZ',
  'ASSESSMENT',
  'CERTIFICATE',
] as const satisfies readonly PlanFlag[];

/**
 * Every package table. Off in every plan of `main`, `basic-premium` and `zoom`: QUIZ,
 * ASSESSMENT, COURSE_STATUS, CERTIFICATE, DAILY_ACTIVITY, HOMEWORK,
 * STUDENT_DELETE_ORDER_COURSE, USER_GROUP, USER_GROUP_UPGRADE and DATA_EXPLORATION; the
 * fullest table's ENTERPRISE has them all.
 */
export const PLAN_TABLES: Readonly<Record<PlanTableId, PlanTable>> = {
  main: {
    id: 'main',
    summary: 'SPEC §6 "Plan features", as SPEC spells it out.',
    adds: { BASIC: BASIC_FLAGS, PREMIUM: PREMIUM_FLAGS, ENTERPRISE: ENTERPRISE_FLAGS },
  },
  full: {
    id: 'full',
    summary: 'The fullest table, the one a site runs unless told otherwise: ENTERPRISE also enables homework, daily activity, user groups, data exploration, student order deletion, course status, quizzes, assessments and certificates.',
    adds: { BASIC: BASIC_FLAGS, PREMIUM: PREMIUM_FLAGS, ENTERPRISE: [...ENTERPRISE_FLAGS, ...FULL_ENTERPRISE_FLAGS] },
  },
  'basic-premium': {
    id: 'basic-premium',
    summary: 'Only the BASIC and PREMIUM tiers; ENTERPRISE runs PREMIUM.',
    adds: { BASIC: BASIC_FLAGS, PREMIUM: PREMIUM_FLAGS },
  },
  zoom: {
    id: 'zoom',
    summary: 'The zoom variant of the main table: COURSE_CURRICULUM is off for all tiers.',
    adds: {
      BASIC: BASIC_FLAGS.filter((flag) => flag !== 'COURSE_CURRICULUM'),
      PREMIUM: PREMIUM_FLAGS,
      ENTERPRISE: ENTERPRISE_FLAGS,
    },
  },
};

function tableOf(table: PlanTableId | PlanTable): PlanTable {
  return typeof table === 'string' ? PLAN_TABLES[table] : table;
}

/** The tier `plan` runs on `table`: itself, or the table's highest tier below it when the table lacks it. */
export function tierOf(table: PlanTableId | PlanTable, plan: Plan): Plan {
  const { adds } = tableOf(table);
  const below = PLANS.slice(0, PLANS.indexOf(plan) + 1).filter((tier) => adds[tier] !== undefined);
  return below.at(-1) ?? plan;
}

/** Every flag, true when `plan` enables it on `table` (its own flags and those of the tiers below it). */
export function featuresOf(table: PlanTableId | PlanTable, plan: Plan): Record<PlanFlag, boolean> {
  const { adds } = tableOf(table);
  const tiers = PLANS.slice(0, PLANS.indexOf(tierOf(table, plan)) + 1);
  const on = new Set<PlanFlag>(tiers.flatMap((tier) => adds[tier] ?? []));
  return Object.fromEntries(PLAN_FLAGS.map((flag) => [flag, on.has(flag)])) as Record<PlanFlag, boolean>;
}

/** Whether `plan` enables `flag` on `table`. */
export function isEnabled(table: PlanTableId | PlanTable, plan: Plan, flag: PlanFlag): boolean {
  return featuresOf(table, plan)[flag];
}

/** What a route gated by a flag the current plan has off answers: 403 with this code and message. */
export const FEATURE_DISABLED = { code: 'feature_disabled', status: 403 } as const;

export function featureDisabledMessage(flag: PlanFlag): string {
  return `This feature is not included in the current plan (${flag}).`;
}

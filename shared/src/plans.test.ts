import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PLAN,
  DEFAULT_PLAN_TABLE,
  PLAN_FLAGS,
  PLAN_TABLE_IDS,
  PLAN_TABLES,
  PLANS,
  featuresOf,
  isEnabled,
  tierOf,
  type Plan,
  type PlanFlag,
  type PlanTableId,
} from './plans.js';

/**
 * The lowest tier that turns each flag on in the main table (null: off in
 * every plan), written out from ../shared/SPEC.md §6 independently of plans.ts, so moving
 * a flag to another tier fails here.
 */
const MAIN: Record<PlanFlag, Plan | null> = {
  // §6 BASIC, in SPEC's order.
  ADMIN: 'BASIC',
  STUDENT: 'BASIC',
  INSTRUCTOR: 'BASIC',
  USER_ROLE: 'BASIC',
  PAGE_APPEARANCE: 'BASIC',
  CUSTOM_REGISTER: 'BASIC',
  PAYMENT: 'BASIC',
  COUPON: 'BASIC',
  PROMOTION: 'BASIC',
  SALES: 'BASIC',
  STATISTIC: 'BASIC',
  APPERANCE_HEADER: 'BASIC',
  APPERANCE_FOOTER: 'BASIC',
  APPERANCE_CUSTOMTEXT: 'BASIC',
  COURSE_RECOMMENDED: 'BASIC',
  COURSE_IN_CATEGORY: 'BASIC',
  COURSE_BESTSELLERS: 'BASIC',
  COURSE_CURRICULUM: 'BASIC',
  INVOICE_AND_RECIEPT: 'BASIC',
  SYSTEM_EMAIL: 'BASIC',
  // PREMIUM adds student subscriber, marketing tracking code and marketing message.
  STUDENT_SUBSCRIBER: 'PREMIUM',
  TRACKING_CODE: 'PREMIUM',
  MESSAGE: 'PREMIUM',
  // ENTERPRISE adds course comment and SEO boost.
  COURSE_COMMENT: 'ENTERPRISE',
  SEO_BOOST: 'ENTERPRISE',
  // Off in every plan of the table.
  QUIZ: null,
  DAILY_ACTIVITY: null,
  COURSE_STATUS: null,
  CERTIFICATE: null,
  HOMEWORK: null,
  STUDENT_DELETE_ORDER_COURSE: null,
  // Not placed by SPEC: decision 0010.
  MARKETTING_SETTING: 'BASIC',
  SETTING_HOWTOBUY: 'BASIC',
  ASSESSMENT: null,
  USER_GROUP: null,
  USER_GROUP_UPGRADE: null,
  DATA_EXPLORATION: null,
};

const FULL: Record<PlanFlag, Plan | null> = {
  ...MAIN,
  HOMEWORK: 'ENTERPRISE',
  DAILY_ACTIVITY: 'ENTERPRISE',
  USER_GROUP: 'ENTERPRISE',
  USER_GROUP_UPGRADE: 'ENTERPRISE',
  DATA_EXPLORATION: 'ENTERPRISE',
  STUDENT_DELETE_ORDER_COURSE: 'ENTERPRISE',
  // The product owner's reading of the fullest table (decision 0039).
  COURSE_STATUS: 'ENTERPRISE',
  QUIZ: 'ENTERPRISE',
  ASSESSMENT: 'ENTERPRISE',
  CERTIFICATE: 'ENTERPRISE',
};

/** Only BASIC and PREMIUM: what ENTERPRISE adds elsewhere is off. */
const BASIC_PREMIUM: Record<PlanFlag, Plan | null> = { ...MAIN, COURSE_COMMENT: null, SEO_BOOST: null };

const ZOOM: Record<PlanFlag, Plan | null> = { ...MAIN, COURSE_CURRICULUM: null };

const EXPECTED: Record<PlanTableId, Record<PlanFlag, Plan | null>> = {
  main: MAIN,
  full: FULL,
  'basic-premium': BASIC_PREMIUM,
  zoom: ZOOM,
};

/** The flags a plan has on, from a lowest-tier map. */
function expectedOn(lowest: Record<PlanFlag, Plan | null>, plan: Plan): PlanFlag[] {
  return PLAN_FLAGS.filter((flag) => {
    const from = lowest[flag];
    return from !== null && PLANS.indexOf(from) <= PLANS.indexOf(plan);
  });
}

const enabled = (features: Record<PlanFlag, boolean>) => PLAN_FLAGS.filter((flag) => features[flag]);

describe('the main plan table (SPEC §6 "Plan features")', () => {
  it.each(PLANS)('%s enables exactly its own flags and those of the tiers below', (plan) => {
    expect(enabled(featuresOf('main', plan))).toEqual(expectedOn(MAIN, plan));
  });

  it('spells out BASIC as SPEC lists it, 20 flags and the two open ones', () => {
    expect(enabled(featuresOf('main', 'BASIC')).sort()).toEqual(
      [
        'ADMIN', 'STUDENT', 'INSTRUCTOR', 'USER_ROLE', 'PAGE_APPEARANCE', 'CUSTOM_REGISTER', 'PAYMENT', 'COUPON', 'PROMOTION',
        'SALES', 'STATISTIC', 'APPERANCE_HEADER', 'APPERANCE_FOOTER', 'APPERANCE_CUSTOMTEXT', 'COURSE_RECOMMENDED',
        'COURSE_IN_CATEGORY', 'COURSE_BESTSELLERS', 'COURSE_CURRICULUM', 'INVOICE_AND_RECIEPT', 'SYSTEM_EMAIL',
        'MARKETTING_SETTING', 'SETTING_HOWTOBUY',
      ].sort(),
    );
  });

  it('gives PREMIUM and ENTERPRISE only what SPEC says they add', () => {
    const basic = new Set(enabled(featuresOf('main', 'BASIC')));
    const premium = enabled(featuresOf('main', 'PREMIUM'));
    expect(premium.filter((flag) => !basic.has(flag))).toEqual(['STUDENT_SUBSCRIBER', 'TRACKING_CODE', 'MESSAGE']);
    const enterprise = enabled(featuresOf('main', 'ENTERPRISE'));
    expect(enterprise.filter((flag) => !premium.includes(flag))).toEqual(['COURSE_COMMENT', 'SEO_BOOST']);
  });

  it('keeps quiz, daily activity, course status, certificate, homework and order deletion off in every plan', () => {
    for (const plan of PLANS) {
      for (const flag of ['QUIZ', 'DAILY_ACTIVITY', 'COURSE_STATUS', 'CERTIFICATE', 'HOMEWORK', 'STUDENT_DELETE_ORDER_COURSE'] as const) {
        expect(isEnabled('main', plan, flag), `${plan} ${flag}`).toBe(false);
      }
    }
  });

  it('gates marketing tracking codes from PREMIUM up', () => {
    expect(PLANS.map((plan) => isEnabled('main', plan, 'TRACKING_CODE'))).toEqual([false, true, true]);
  });
});

describe('the other package tables', () => {
  it.each(PLAN_TABLE_IDS.flatMap((table) => PLANS.map((plan) => [table, plan] as const)))(
    '%s %s enables exactly the expected flags',
    (table, plan) => {
      expect(enabled(featuresOf(table, plan))).toEqual(expectedOn(EXPECTED[table], plan));
    },
  );

  it('gives the fullest table’s ENTERPRISE homework, comments, daily activity, user groups, data exploration, order deletion and SEO boost', () => {
    const full = featuresOf('full', 'ENTERPRISE');
    for (const flag of ['HOMEWORK', 'COURSE_COMMENT', 'DAILY_ACTIVITY', 'USER_GROUP', 'USER_GROUP_UPGRADE', 'DATA_EXPLORATION', 'STUDENT_DELETE_ORDER_COURSE', 'SEO_BOOST'] as const) {
      expect(full[flag], flag).toBe(true);
      expect(isEnabled('full', 'PREMIUM', flag), flag).toBe(false);
    }
  });

  it('gives the fullest table’s ENTERPRISE course status, quizzes, assessments and certificates too, and no other table', () => {
    for (const flag of ['COURSE_STATUS', 'QUIZ', 'ASSESSMENT', 'CERTIFICATE'] as const) {
      expect(PLAN_TABLE_IDS.filter((table) => PLANS.some((plan) => isEnabled(table, plan, flag))), flag).toEqual(['full']);
      expect(PLANS.filter((plan) => isEnabled('full', plan, flag)), flag).toEqual(['ENTERPRISE']);
    }
  });

  it('runs PREMIUM for ENTERPRISE on the table without it', () => {
    expect(PLAN_TABLES['basic-premium'].adds.ENTERPRISE).toBeUndefined();
    expect(tierOf('basic-premium', 'ENTERPRISE')).toBe('PREMIUM');
    expect(featuresOf('basic-premium', 'ENTERPRISE')).toEqual(featuresOf('basic-premium', 'PREMIUM'));
    expect(tierOf('main', 'ENTERPRISE')).toBe('ENTERPRISE');
  });

  it('turns the curriculum off for every tier of the zoom variant and changes nothing else', () => {
    for (const plan of PLANS) {
      expect(isEnabled('zoom', plan, 'COURSE_CURRICULUM')).toBe(false);
      expect({ ...featuresOf('zoom', plan), COURSE_CURRICULUM: true }).toEqual(featuresOf('main', plan));
    }
  });

  it('leaves BASIC without tracking codes and messages in every table', () => {
    for (const table of PLAN_TABLE_IDS) {
      expect(isEnabled(table, 'BASIC', 'TRACKING_CODE'), table).toBe(false);
      expect(isEnabled(table, 'BASIC', 'MESSAGE'), table).toBe(false);
    }
  });

  it('names each table by its id and lists each flag at most once per table', () => {
    for (const id of PLAN_TABLE_IDS) {
      const table = PLAN_TABLES[id];
      expect(table.id).toBe(id);
      const listed = Object.values(table.adds).flat();
      expect(new Set(listed).size, id).toBe(listed.length);
    }
  });

  it('runs ENTERPRISE on the fullest table by default', () => {
    expect([DEFAULT_PLAN, DEFAULT_PLAN_TABLE]).toEqual(['ENTERPRISE', 'full']);
  });
});

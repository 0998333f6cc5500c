import * as z from 'zod';
import { PLAN_FLAGS, PLAN_TABLE_IDS, PLANS } from '../../plans.js';

/** SPEC §3 "Route list entry": a configured path, whether it is public, and the screen it shows. */
export const routeEntry = z.object({
  path: z.string().startsWith('/'),
  is_public: z.boolean(),
  component: z.string(),
});
export type RouteEntry = z.infer<typeof routeEntry>;

/** The configured route lists of SPEC §2's customer route table (steps 1 to 5). */
export const siteRoutes = z.object({
  /** Step 1: instructor pages; `instructorDetailPage` replaces them all when set. */
  instructorPages: z.array(routeEntry),
  instructorDetailPage: routeEntry.nullable(),
  /** Step 2: article pages; `articleDetailPage` replaces them all when set. */
  articlePages: z.array(routeEntry),
  articleDetailPage: routeEntry.nullable(),
  /** Step 3: custom pages built with the page builder. */
  customPages: z.array(routeEntry),
  /** Step 4: course lists by category. */
  categoryPages: z.array(routeEntry),
  /** Step 5: admin screens. */
  adminPaths: z.array(routeEntry),
});
export type SiteRoutes = z.infer<typeof siteRoutes>;

/** The plan a site runs, as an administrator sets it and as the `plan` setting item stores it. */
export const planSelection = z.strictObject({
  name: z.enum(PLANS, { error: `name must be one of ${PLANS.join(', ')}.` }),
  table: z.enum(PLAN_TABLE_IDS, { error: `table must be one of ${PLAN_TABLE_IDS.join(', ')}.` }),
});
export type PlanSelection = z.infer<typeof planSelection>;

/**
 * The current plan (SPEC §6) with every flag worked out by the server from
 * its name and table, so the SPA needs no table of its own.
 */
export const currentPlan = planSelection.extend({ features: z.record(z.enum(PLAN_FLAGS), z.boolean()) });
export type CurrentPlan = z.infer<typeof currentPlan>;

/** SPEC §3 "Site settings", as the SPA reads them at start-up. */
export const siteSettings = z.object({
  theme: z.object({
    color: z.string(),
    background: z.string(),
    background_font: z.string(),
    theme_font: z.string(),
    theme: z.string(),
    defaultImageUrl: z.string(),
    defaultImgUrlFavicon: z.string(),
  }),
  customText: z.record(z.string(), z.string()),
  header: z.object({ header_style_name: z.string() }),
  footer: z.object({ footer_style_name: z.string() }),
  /** CSS the shell injects. */
  stylesheet: z.string(),
  aboutWebSite: z.object({ title: z.string(), social_share_image: z.string(), is_business_menu: z.boolean() }),
  routes: siteRoutes,
  /** The sales-package and student-package flags read at start-up (SPEC §2, §6). */
  packages: z.object({ sales: z.boolean(), student: z.boolean() }),
  /** The privacy policy a user approves in the PDPA modal. */
  pdpa: z.object({ policy_version: z.string(), policy_url: z.string() }),
  /** The current plan and its features (SPEC §6): the SPA hides what is off. */
  plan: currentPlan,
});
export type SiteSettings = z.infer<typeof siteSettings>;

export const pdpaApprovalRequest = z.strictObject({
  policy_version: z.string().trim().min(1, 'policy_version is required.').max(32),
});
export const pdpaApprovalResponse = z.object({
  success: z.literal(true),
  ok: z.literal(true),
  pdpa_approved: z.literal(1),
  policy_version: z.string(),
  approved_at: z.string(),
});

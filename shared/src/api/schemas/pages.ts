import { MODULE_TYPES } from '../enums.js';
import * as z from 'zod';
import { message } from '../messages.js';
import { flag, json, optionalText, text } from './common.js';
import { moduleDataOf } from './modules.js';
import { column, idList, stampColumns, tablePage, type TableColumn } from './table.js';

export type ModuleType = (typeof MODULE_TYPES)[number];

/** §2: only the first of these on a page gets the head-tag flag. */
export const LIST_MODULE_TYPES = ['article', 'promotion', 'course', 'product', 'course_category', 'review'] as const satisfies readonly ModuleType[];

/** §3 "Custom page", plus the path the storefront routes to it. */
export const customPage = z.object({
  id: z.string(),
  path: z.string(),
  name: z.string(),
  meta_title: z.string(),
  meta_description: z.string(),
  page_keyword: z.string(),
  robot_index: z.boolean(),
  robot_follow: z.boolean(),
  twitter_title: z.string(),
  twitter_description: z.string(),
  twitter_image: z.string(),
  facebook_title: z.string(),
  facebook_description: z.string(),
  facebook_image: z.string(),
  is_enable_headerSystem: z.boolean(),
  is_enable_footerSystem: z.boolean(),
  business: z.boolean(),
});
export type CustomPage = z.infer<typeof customPage>;

/** §3 "Module": `data` is the module's own JSON, read by its renderer. */
export const pageModule = z.object({
  id: z.string(),
  page_id: z.string(),
  type: z.enum(MODULE_TYPES),
  ordering: z.number(),
  name: z.string(),
  custom_name: z.string(),
  data: z.unknown(),
});
export type PageModule = z.infer<typeof pageModule>;
export const pageModuleList = z.array(pageModule);

const pageId = z.string({ error: 'pageId is required.' }).trim().min(1, 'pageId is required.').max(64, 'pageId is too long.');
export const pageIdParams = z.strictObject({ pageId });
/**
 * POST /public/custompage/{page}/view: the level after /public/custompage/ is `{page}` in every
 * route there (§7's feature lists name it so), since the HTTP API refuses two names at a level.
 */
export const pageViewParams = z.strictObject({ page: pageId });

/** GET /public/custompage/by-path?path=/about: a site path, from the root. */
export const pagePathQuery = z.strictObject({
  path: z
    .string({ error: 'path is required.' })
    .trim()
    .max(512, 'path is too long.')
    .regex(/^\/[^\s?#]*$/, 'path must start with / and hold no spaces, query or fragment.'),
});

export const pageViews = z.object({ views: z.number().int() });
export type PageViews = z.infer<typeof pageViews>;

// The back office's page builder (decision 0017): the custom pages master file and a page's modules.

/** A page's own path: lowercase words of letters, digits and single dashes between slashes, or `/` for the home page. */
const PAGE_PATH = /^\/(?:[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*)?$/;

/**
 * Where the storefront shows a page. Custom pages come before the admin routes in §2's route
 * table, so a page under /admin would hide the back office: refused.
 */
export const customPagePath = z
  .string({ error: 'path is required.' })
  .trim()
  .min(1, 'path is required.')
  .max(200, 'path is too long.')
  .regex(PAGE_PATH, 'path must start with / and hold lowercase letters, digits and single dashes between slashes, e.g. /about or /summer-school.')
  .refine((path) => path !== '/admin' && !path.startsWith('/admin/'), 'path cannot be /admin or under it: the back office lives there.');

/** An image a page shares: a site path (`/demo/share.png`) or an https address; empty for none. */
const shareImage = (label: string) =>
  z
    .string({ error: message('notText', { label }) })
    .trim()
    .max(1024, message('tooLong', { label }))
    .regex(/^$|^\/\S*$|^https:\/\/\S+$/, `${label} must be a site path such as /images/share.png or an https address.`)
    .default('');

/** A custom page as an administrator writes it: §3's fields, its path and whether visitors need no sign-in. */
export const customPageInput = z.strictObject({
  path: customPagePath,
  name: text('name', 200),
  meta_title: optionalText('meta_title', 200),
  meta_description: optionalText('meta_description', 500),
  page_keyword: optionalText('page_keyword', 500),
  robot_index: flag.default(true),
  robot_follow: flag.default(true),
  twitter_title: optionalText('twitter_title', 200),
  twitter_description: optionalText('twitter_description', 500),
  twitter_image: shareImage('twitter_image'),
  facebook_title: optionalText('facebook_title', 200),
  facebook_description: optionalText('facebook_description', 500),
  facebook_image: shareImage('facebook_image'),
  is_enable_headerSystem: flag.default(true),
  is_enable_footerSystem: flag.default(true),
  business: flag.default(false),
  /** The route list entry's public flag (§3): false shows the page to signed-in clients only. */
  is_public: flag.default(true),
});
export type CustomPageInput = z.output<typeof customPageInput>;

/** A custom page in the back office: the public fields, its public flag, views and times. */
export const adminCustomPage = customPage.extend({
  is_public: z.boolean(),
  views: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AdminCustomPage = z.infer<typeof adminCustomPage>;
export const customPageTable = tablePage(adminCustomPage);
export const CUSTOM_PAGE_COLUMNS: readonly TableColumn[] = [
  ...stampColumns,
  column('name', 'string'),
  column('path', 'string'),
  column('meta_title', 'string'),
  column('is_public', 'boolean'),
  column('views', 'number'),
];

export const customPageIdParams = z.strictObject({ id: z.string().trim().min(1, 'id is required.').max(64, 'id is too long.') });
export const deleteCustomPages = z.strictObject({ ids: idList });
export const deletedPagesAnswer = z.object({ success: z.literal(true), ok: z.literal(true), deleted: z.array(z.string()) });

/**
 * The most modules a page holds. The builder saves a page's modules in one TransactWriteItems
 * (at most 100 actions): in the worst case each module is one delete and one put (every module
 * moved), plus the page's own check.
 */
export const MAX_PAGE_MODULES = 40;

const moduleLabel = (index: number, type: string) => `Module ${index + 1} (${type})`;

/** One module as the builder sends it: `id` for a module the page has, none for a new one. */
export const pageModuleInput = z.strictObject({
  id: z.string({ error: 'id must be text.' }).trim().min(1, 'id cannot be empty.').max(64, 'id is too long.').optional(),
  type: z.enum(MODULE_TYPES, { error: `type must be one of ${MODULE_TYPES.join(', ')}.` }),
  name: z.string({ error: 'name must be text.' }).trim().max(120, 'name is too long.').default(''),
  custom_name: z.string({ error: 'custom_name must be text.' }).trim().max(120, 'custom_name is too long.').default(''),
  /** The module's own fields (MODULE_DATA of its type); none reads as `{}`. */
  data: z.unknown().optional(),
});

/**
 * PUT /api/custompages/{id}/modules: the page's whole module list in its new order. Each `data` must
 * hold its type's shape (MODULE_DATA); the stored data is the checked one, defaults filled in.
 * Messages name the module by its position, as the builder lists them.
 */
export const pageModulesInput = z.strictObject({
  modules: json(
    z
      .array(pageModuleInput, { error: 'modules must be a list.' })
      .max(MAX_PAGE_MODULES, `A page holds at most ${MAX_PAGE_MODULES} modules.`)
      // Runs also when a module's own fields failed, so one answer names every problem.
      .superRefine(
        (modules, ctx) => {
          if (!Array.isArray(modules)) return;
          const seen = new Set<string>();
          modules.forEach((module: Partial<z.output<typeof pageModuleInput>> | undefined, index) => {
            if (!module || typeof module !== 'object' || !MODULE_TYPES.includes(module.type as ModuleType)) return;
            const label = moduleLabel(index, String(module.type));
            if (typeof module.id === 'string') {
              if (seen.has(module.id)) ctx.addIssue({ code: 'custom', path: [index, 'id'], message: `${label}: the id ${module.id} appears twice.` });
              seen.add(module.id);
            }
            const checked = moduleDataOf(module.type as ModuleType, module.data ?? {});
            for (const issue of checked.error?.issues ?? []) {
              const field = issue.path.join('.') || 'data';
              ctx.addIssue({ code: 'custom', path: [index, 'data', ...issue.path], message: `${label}, ${field}: ${issue.message}` });
            }
          });
        },
        { when: () => true },
      )
      .transform((modules) =>
        modules.map((module) => {
          const checked = moduleDataOf(module.type, module.data ?? {});
          return { ...module, data: (checked.success ? checked.data : module.data) as unknown };
        }),
      ),
  ),
});
export type PageModulesInput = z.output<typeof pageModulesInput>;
export type PageModuleInput = PageModulesInput['modules'][number];

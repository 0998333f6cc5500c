import * as z from 'zod';

export const googleAnalyticResponse = z.array(z.object({ analytic_id: z.string() }));

export const facebookPixelResponse = z.object({
  /** Whether the pixel is switched on. */
  status: z.boolean(),
  pixel_id: z.string(),
  /** The address sent with the pixel's advanced matching; `{email}` stands for the signed-in user's. */
  email: z.string(),
});

export const announcementParams = z.strictObject({ id: z.string().trim().min(1).max(128) });

export const announcement = z.object({
  id: z.string(),
  title: z.string(),
  message: z.string(),
  audience: z.enum(['all', 'group', 'user']),
  created_at: z.string(),
  /** 0 means unread (../shared/SPEC.md §3). */
  action_read: z.union([z.literal(0), z.literal(1)]),
  /** Where it leads on the site, a path (a reply to a course comment: the lesson at the reply, decision 0044). */
  link: z.string().optional(),
});
export type Announcement = z.infer<typeof announcement>;
export const announcementListResponse = z.array(announcement);
export const announcementReadResponse = z.object({ success: z.literal(true), ok: z.literal(true), action_read: z.literal(1) });

/** Form-data sends booleans as text. */
const flag = z.union([z.boolean(), z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1')], {
  error: 'Must be true or false.',
});

/** The marketing tracking configuration an administrator keeps (§3 analytics and pixel settings). */
export const trackingSettings = z.strictObject({
  analytic_id: z
    .string()
    .trim()
    .max(32)
    .regex(/^$|^(G|UA|GT|AW)-[A-Z0-9-]+$/i, 'analytic_id must look like G-XXXXXXXXXX (or be empty to switch analytics off).'),
  pixel_enabled: flag,
  pixel_id: z.string().trim().regex(/^\d{0,20}$/, 'pixel_id must be the digits of the pixel id.'),
  pixel_email: z.string().trim().max(256, 'pixel_email is too long.'),
});
export type TrackingSettings = z.infer<typeof trackingSettings>;

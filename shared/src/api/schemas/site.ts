import { z } from 'zod';

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
  /** 0 means unread (SPEC §3). */
  action_read: z.union([z.literal(0), z.literal(1)]),
});
export type Announcement = z.infer<typeof announcement>;
export const announcementListResponse = z.array(announcement);

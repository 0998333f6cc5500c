import * as z from 'zod';
import { defineRoute } from './route.js';
import { idParams } from './schemas/ids.js';

/** A ready image as any page may show it (decision 0035: images are public): its title, for alt text, and its detail variant. */
export const publicImage = z.object({ id: z.string(), title: z.string(), url: z.string(), width: z.number(), height: z.number() });
export type PublicImage = z.infer<typeof publicImage>;

export const publicImageRoutes = {
  getPublicImage: defineRoute({
    id: 'getPublicImage',
    method: 'GET',
    path: '/public/images/{id}',
    domain: 'media',
    access: 'public',
    summary: "A ready image of the images file as pages show it (a quiz question's picture): its title and its detail variant's public URL and size; 404 for one without a file.",
    params: idParams,
    response: publicImage,
  }),
} as const;

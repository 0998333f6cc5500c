import { slugsOf } from '../master-files/slugs.js';

/** Articles and instructors are addressed by slug (`/article/{slug}`, `/instructor/{slug}`). */
export const articleSlugs = slugsOf('article', 'article');
export const instructorSlugs = slugsOf('instructorProfile', 'instructor profile');

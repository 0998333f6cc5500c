import { message } from '@lm/shared';
import { invalidField } from '../errors.js';
import type { UniqueValues } from '../master-files/master-file.js';

/**
 * Articles and instructors are addressed by slug too, so two may not share one: each slug is
 * claimed in its record's write (decision 0011, "Unique fields").
 */
const slugOf = (kind: string, what: string): UniqueValues => ({ kind, fields: ['slug'], refuse: () => invalidField('slug', message('slugTaken', { what })) });

export const articleSlugs = slugOf('article', 'article');
export const instructorSlugs = slugOf('instructorProfile', 'instructor profile');

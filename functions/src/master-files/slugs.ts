import { message } from '@lm/shared';
import { invalidField } from '../errors.js';
import type { UniqueValues } from './master-file.js';

/**
 * A kind whose records are addressed by slug too, so two may not share one: each slug is claimed
 * in its record's write (decision 0011, "Unique fields"), refused as "Another {what} has this slug."
 */
export const slugsOf = (kind: string, what: string): UniqueValues => ({ kind, fields: ['slug'], refuse: () => invalidField('slug', message('slugTaken', { what })) });

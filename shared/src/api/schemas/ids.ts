import * as z from 'zod';
import { idList } from './table.js';

/** A path's `{id}`. */
export const idParams = z.strictObject({ id: z.string().trim().min(1).max(64) });
/** The deletes of ../shared/SPEC.md §7 that take a list of ids. */
export const deleteIds = z.strictObject({ ids: idList });
export const deletedAnswer = z.object({ success: z.literal(true), ok: z.literal(true), deleted: z.array(z.string()) });

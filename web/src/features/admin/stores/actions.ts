import { ERRORS } from '@lm/shared';
import { notify } from '../../../lib/notifications';
import type { Store } from '../../../lib/store';
import { deleteRecords } from '../api/master-file-api';
import { noticeOf, outcomeOfAnswer, outcomeOfError, type DeleteOutcome } from '../lib/delete-outcome';
import type { MasterFile } from '../types';
import { deleteRows, setDeleting, setHighlight, update, type TableState } from './table';

/**
 * Deletes the selected rows (../shared/SPEC.md §7) with the notices of §8; on success
 * the rows leave the table at once, and the file's pages are read again. A file's delete hooks
 * run around it: what they read before, they act on after a delete that succeeded.
 */
export async function deleteSelected(file: MasterFile, store: Store<TableState>): Promise<DeleteOutcome | undefined> {
  const ids = store.get().selected;
  if (ids.length === 0 || store.get().deleting) return undefined;
  update(store, (state) => setDeleting(state, true));
  let outcome: DeleteOutcome;
  let held: unknown;
  try {
    held = await file.deleteHooks?.before(ids);
    outcome = outcomeOfAnswer(await deleteRecords(file, ids));
  } catch (error) {
    outcome = outcomeOfError(error);
  } finally {
    update(store, (state) => setDeleting(state, false));
  }
  if (outcome.kind === 'badResponse') console.error(ERRORS.badResponse.message, file.endpoints.remove?.path);
  const notice = noticeOf(outcome);
  if (notice) notify(notice);
  if (outcome.kind === 'deleted') {
    update(store, (state) => deleteRows(state, ids));
    await file.deleteHooks?.after(held);
  }
  return outcome;
}

/** After a create or an edit: back to the table (read again by the save), the saved row highlighted. */
export function showSaved(store: Store<TableState>, id: string): void {
  update(store, (state) => setHighlight(state, id));
}

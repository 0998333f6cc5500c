// A save's outcome and its notice are the web's, shared with the editors outside the back office.
export { noticeOfSave, outcomeOfSaveError, type SaveOutcome } from '../../../lib/save-outcome';

import type { FormDef, MasterFile } from '../types';

/** The create form, or the edit form where a master file has one of its own (accounts: no username, an optional new password). */
export const formOf = (file: MasterFile, editing: boolean): FormDef => (editing && file.update ? file.update : file);

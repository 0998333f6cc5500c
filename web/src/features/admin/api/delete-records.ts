import type { MasterFile } from '../types';
import { callEndpoint } from './endpoint';

/** SPEC §7: DELETE /api/courses/delete or POST /api/category/delete with {ids, type}. */
export const deleteRecords = (file: MasterFile, ids: readonly string[]) =>
  callEndpoint<unknown>(file.endpoints.remove, file, { body: { ids: [...ids], type: file.deleteType } });

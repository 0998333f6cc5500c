import type { MasterFile } from '../types';
import { callEndpoint } from './endpoint';

/** The body a master file's delete endpoint takes: `{ids, type}` where one endpoint serves two kinds (SPEC §7), else `{ids}`. */
export const deleteBodyOf = (file: Pick<MasterFile, 'deleteType'>, ids: readonly string[]): { ids: string[]; type?: string } =>
  file.deleteType ? { ids: [...ids], type: file.deleteType } : { ids: [...ids] };

/** SPEC §7 deletes: e.g. DELETE /api/courses/delete {ids, type}, POST /api/article/delete {ids}, DELETE /api/articlecate {ids}. */
export const deleteRecords = (file: MasterFile, ids: readonly string[]) => callEndpoint<unknown>(file.endpoints.remove, file, { body: deleteBodyOf(file, ids) });

import type { Row } from '../stores/table';
import type { MasterFile } from '../types';
import { callEndpoint } from './endpoint';

/** POST /api/<file> (create) or PUT /api/<file>/{id} (replace), with a form-data body. */
export function saveRecord(file: MasterFile, input: Record<string, unknown>, id?: string): Promise<Row> {
  return id
    ? callEndpoint<Row>(file.endpoints.update, file, { params: { id }, body: input })
    : callEndpoint<Row>(file.endpoints.create, file, { body: input });
}

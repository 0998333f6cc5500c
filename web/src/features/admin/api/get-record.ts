import { useEffect, useState } from 'react';
import { messageOf } from '../../../lib/api/errors';
import type { Row } from '../stores/table';
import type { MasterFile } from '../types';
import { callEndpoint } from './endpoint';

/** GET /api/<file>/{id}: one record, for its edit form. */
export const getRecord = (file: MasterFile, id: string, signal?: AbortSignal) => callEndpoint<Row>(file.endpoints.get, file, { params: { id }, signal });

export type RecordState = { status: 'idle' } | { status: 'loading' } | { status: 'loaded'; record: Row } | { status: 'failed'; message: string };

/** The record an edit form starts from; idle when the form creates one. */
export function useRecord(file: MasterFile, id: string | undefined, fallbackError: string): RecordState {
  const [state, setState] = useState<RecordState>({ status: id ? 'loading' : 'idle' });
  useEffect(() => {
    if (!id) {
      setState({ status: 'idle' });
      return;
    }
    const controller = new AbortController();
    setState({ status: 'loading' });
    getRecord(file, id, controller.signal).then(
      (record) => setState({ status: 'loaded', record }),
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ status: 'failed', message: messageOf(error, fallbackError) });
      },
    );
    return () => controller.abort();
  }, [file, id, fallbackError]);
  return state;
}

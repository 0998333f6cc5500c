import { useFieldOptions } from '../api/get-field-options';
import type { RecordOptions } from '../types';

/** A record's name from the option list of its table (through the cache); its id until that is read. */
export function RecordName({ id, options }: { id: string; options: RecordOptions }) {
  const state = useFieldOptions(options);
  return <>{state?.status === 'loaded' ? (state.options.find((option) => option.id === id)?.name ?? id) : id}</>;
}

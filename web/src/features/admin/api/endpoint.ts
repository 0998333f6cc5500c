import { call } from '../../../lib/api/client';
import type { Endpoint, MasterFile } from '../types';

/** Fills an endpoint's `{param}` placeholders from the master file's params and `extra`. */
export function pathOf(endpoint: Endpoint, file: Pick<MasterFile, 'params'>, extra: Record<string, string> = {}): string {
  const values: Record<string, string> = { ...file.params, ...extra };
  return endpoint.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`${endpoint.path} needs ${name}.`);
    return encodeURIComponent(value);
  });
}

/** Calls one of a master file's endpoints with the admin token (SPEC §6 default). */
export function callEndpoint<T>(
  endpoint: Endpoint,
  file: Pick<MasterFile, 'params'>,
  options: { params?: Record<string, string>; query?: URLSearchParams; body?: Record<string, unknown>; signal?: AbortSignal } = {},
): Promise<T> {
  const search = options.query?.toString();
  return call<T>(endpoint.method, `${pathOf(endpoint, file, options.params)}${search ? `?${search}` : ''}`, { body: options.body, signal: options.signal });
}

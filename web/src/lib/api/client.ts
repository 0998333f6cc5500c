import { config } from '../../config/env';
import { ApiError, ConnectionError, UnauthorizedError } from './errors';

/** Which of the three sessions' tokens a call carries (../shared/SPEC.md §6: admin by default). */
export type TokenKind = 'student' | 'instructor' | 'admin';
export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface CallOptions {
  /** Payload fields; sent as form-data unless `json` is set. */
  body?: Record<string, unknown>;
  /** `none` for public data: no token, so a GET stays a simple request the browser sends without a preflight. */
  token?: TokenKind | 'none';
  /** The default client variant: a JSON body. */
  json?: boolean;
  signal?: AbortSignal;
  /**
   * `include` keeps what a cross-origin answer sets in cookies (a lesson's playback cookies); the
   * API's CORS allows credentials. By default the browser's (`same-origin`).
   */
  credentials?: RequestCredentials;
  /** The request outlives the page (a save on leaving it). */
  keepalive?: boolean;
}

interface Hooks {
  tokenOf(kind: TokenKind): string | undefined;
  /** A token was refused: renew it once, or answer undefined. */
  renew(kind: TokenKind): Promise<string | undefined>;
  /** The session behind `kind` is over: the shell opens the session-expired modal. */
  expired(kind: TokenKind): void;
}

let hooks: Hooks = { tokenOf: () => undefined, renew: async () => undefined, expired: () => {} };

export function configureApi(next: Hooks): void {
  hooks = next;
}

/** Form-data built from the payload's fields; objects travel as JSON text. */
export function toFormData(payload: Record<string, unknown>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(payload)) {
    if (value === undefined || value === null) continue;
    if (value instanceof Blob) form.append(name, value);
    else if (typeof value === 'object') form.append(name, JSON.stringify(value));
    else form.append(name, String(value));
  }
  return form;
}

async function send(method: Method, path: string, options: CallOptions, token: string | undefined): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (token) {
    headers.Authorization = `Bearer ${token}`;
    headers['x-access-token'] = token;
  }
  let body: BodyInit | undefined;
  if (options.body && method !== 'GET') {
    if (options.json) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(options.body);
    } else {
      body = toFormData(options.body);
    }
  }
  try {
    const { signal, credentials, keepalive } = options;
    return await fetch(`${config().apiUrl}${path}`, { method, headers, body, signal, ...(credentials ? { credentials } : {}), ...(keepalive ? { keepalive } : {}) });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ConnectionError();
  }
}

async function parse(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * The one call of §7: bearer and x-access-token, Accept json, form-data
 * bodies. 2xx yields the body; 401 on a call that carried a token renews it
 * once, then raises Unauthorized and ends that session; a network failure
 * raises 408 'Cannot connect to the server'; any other status raises with the
 * body attached.
 */
export async function call<T>(method: Method, path: string, options: CallOptions = {}): Promise<T> {
  const kind = options.token ?? 'admin';
  if (kind === 'none') return answer<T>(await send(method, path, options, undefined), undefined);
  const token = hooks.tokenOf(kind);
  let response = await send(method, path, options, token);
  if (response.status === 401 && token) {
    const renewed = await hooks.renew(kind).catch(() => undefined);
    if (renewed) response = await send(method, path, options, renewed);
  }
  return answer<T>(response, token ? kind : undefined);
}

/** 2xx yields the body; 401 ends the session whose token was refused; anything else raises with the body. */
async function answer<T>(response: Response, refused: TokenKind | undefined): Promise<T> {
  const body = await parse(response);
  if (response.ok) return body as T;
  if (response.status === 401) {
    if (refused) hooks.expired(refused);
    throw new UnauthorizedError(body);
  }
  const message = typeof (body as { message?: unknown })?.message === 'string' ? (body as { message: string }).message : response.statusText;
  throw new ApiError(response.status, message, body);
}

export const api = {
  get: <T>(path: string, options?: Omit<CallOptions, 'body'>) => call<T>('GET', path, options),
  post: <T>(path: string, body?: Record<string, unknown>, options?: Omit<CallOptions, 'body'>) => call<T>('POST', path, { ...options, body }),
  put: <T>(path: string, body?: Record<string, unknown>, options?: Omit<CallOptions, 'body'>) => call<T>('PUT', path, { ...options, body }),
  delete: <T>(path: string, body?: Record<string, unknown>, options?: Omit<CallOptions, 'body'>) => call<T>('DELETE', path, { ...options, body }),
};

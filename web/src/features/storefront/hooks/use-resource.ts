import { useEffect, useState } from 'react';

export type Resource<T> = { status: 'loading' } | { status: 'success'; data: T } | { status: 'error'; error: unknown };

/**
 * Loads what `key` names and follows it: a new key aborts the request in flight and loads again;
 * `retry` loads the same key again after a failure.
 */
export function useResource<T>(key: string, load: (signal: AbortSignal) => Promise<T>): Resource<T> & { retry(): void } {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<{ key: string; attempt: number; resource: Resource<T> }>();

  useEffect(() => {
    const controller = new AbortController();
    const settle = (resource: Resource<T>) => {
      if (!controller.signal.aborted) setState({ key, attempt, resource });
    };
    load(controller.signal).then(
      (data) => settle({ status: 'success', data }),
      (error: unknown) => settle({ status: 'error', error }),
    );
    return () => controller.abort();
    // `key` names everything `load` reads, so a new `load` of the same key need not load again.
  }, [key, attempt]);

  const current = state && state.key === key && state.attempt === attempt ? state.resource : ({ status: 'loading' } as const);
  return { ...current, retry: () => setAttempt((n) => n + 1) };
}

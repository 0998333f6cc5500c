import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { localMessageOf } from '../lib/messages';

/** What a page tells of the last thing done on it: done (a status) or failed (an alert). */
export type Notice = { kind: 'done' | 'failed'; message: string } | undefined;

/**
 * An action a page's button runs (book, cancel, move): which one is running, so its button waits,
 * and its outcome as a notice: the sentence the action answers, or the API's refusal in the
 * visitor's language (`failed` when it gave none).
 */
export function useNoticedAction<Key = true>(onNotice: (notice: Notice) => void, failed: string) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState<Key>();
  const run = useCallback(
    async (key: Key, action: () => Promise<string>) => {
      setBusy(() => key);
      try {
        onNotice({ kind: 'done', message: await action() });
      } catch (error) {
        onNotice({ kind: 'failed', message: localMessageOf(t, error, failed) });
      } finally {
        setBusy(undefined);
      }
    },
    [onNotice, failed, t],
  );
  return { busy, run };
}

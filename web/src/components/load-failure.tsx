import { useTranslation } from 'react-i18next';
import { ConnectionError } from '../lib/api/errors';

/** A request that failed: what could not be loaded, and a way to try again. */
export function LoadFailure({ error, message, onRetry }: { error: unknown; message: string; onRetry(): void }) {
  const { t } = useTranslation();
  return (
    <div className="sf-state sf-state--error" role="alert">
      <p>{message}</p>
      {error instanceof ConnectionError && <p>{error.message}</p>}
      <button type="button" className="button" onClick={onRetry}>
        {t('storefront.state.retry')}
      </button>
    </div>
  );
}

import { Alert, Button, Flex, Loader } from '@aws-amplify/ui-react';
import { useTranslation } from 'react-i18next';
import { localMessageOf } from '../../../lib/messages';
import { useOrderSlip } from '../api/view-order-slip';

const WORDS = 'masterFiles.orders.view';

/**
 * The transfer's slip itself, through a short-lived link (decision 0031): an image is shown (and
 * opens full size), a PDF is a link that opens it.
 */
export function OrderSlipFile({ orderId, slipKey }: { orderId: string; slipKey: string }) {
  const { t } = useTranslation();
  const slip = useOrderSlip(orderId, slipKey);
  if (slip.isPending) return <Loader variation="linear" aria-label={t(`${WORDS}.slipLoading`)} />;
  if (slip.isError)
    return (
      <Flex direction="column" gap="0.5rem" alignItems="flex-start">
        <Alert variation="error" role="alert">
          {localMessageOf(t, slip.error, t(`${WORDS}.slipFailed`))}
        </Alert>
        <Button size="small" onClick={() => void slip.refetch()}>
          {t(`${WORDS}.slipRetry`)}
        </Button>
      </Flex>
    );
  const { url, content_type: type } = slip.data;
  if (type === 'application/pdf')
    return (
      <a className="record-view__slip-link" href={url} target="_blank" rel="noreferrer">
        {t(`${WORDS}.slipPdf`)}
      </a>
    );
  return (
    <a className="record-view__slip-link" href={url} target="_blank" rel="noreferrer" aria-label={t(`${WORDS}.slipOpen`)}>
      <img className="record-view__slip" src={url} alt={t(`${WORDS}.slipImage`, { id: orderId })} />
    </a>
  );
}

import type { OrderStatus as Status } from '@lm/shared';
import { useTranslation } from 'react-i18next';

/** An order's status as a badge, coloured by whether it needs the buyer. */
export function OrderStatus({ status }: { status: Status }) {
  const { t } = useTranslation();
  return <span className={`cm-status cm-status--${status}`}>{t(`commerce.status.${status}`)}</span>;
}

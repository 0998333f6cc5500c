import { CardConfirmation } from '../../features/payment/components/card-confirmation';

/** /omiseconfirm?order={id}: the return from the bank's 3-D Secure page. */
export default function CardPaymentResultPage() {
  return <CardConfirmation />;
}

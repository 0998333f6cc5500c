import { PaymentPage } from '../../features/payment/components/payment-page';
import { useRoute } from '../route-context';

/** /paymentmethod/{id}: paying one of the student's orders by the method chosen at checkout. */
export default function PaymentMethodPage() {
  const { params } = useRoute();
  return <PaymentPage orderId={params.id ?? ''} />;
}

import { BookstoreResult } from '../../features/payment/components/bookstore-result';

/** /chulabook/payment/result: the return from the partner bookstore's checkout, its signed result checked by the server. */
export default function BookstorePaymentResultPage() {
  return <BookstoreResult />;
}

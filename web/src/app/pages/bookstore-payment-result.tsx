import { BookstoreResult } from '../../features/payment/components/bookstore-result';
import { useSiteSettings } from '../../hooks/use-site-settings';

/** /chulabook/payment/result: the return from the partner bookstore's checkout, its signed result checked by the server. */
export default function BookstorePaymentResultPage() {
  const { aboutWebSite } = useSiteSettings();
  return <BookstoreResult siteTitle={aboutWebSite.title} />;
}

import { CardConfirmation } from '../../features/payment/components/card-confirmation';
import { useSiteSettings } from '../../hooks/use-site-settings';

/** /omiseconfirm?order={id}: the return from the bank's 3-D Secure page. */
export default function CardPaymentResultPage() {
  const { aboutWebSite } = useSiteSettings();
  return <CardConfirmation siteTitle={aboutWebSite.title} />;
}

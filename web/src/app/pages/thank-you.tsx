import { ThankYou } from '../../features/commerce/components/thank-you';

/** /thankyou?order={id}: the order as the server has it, and what to do next. */
export default function ThankYouPage() {
  return <ThankYou />;
}

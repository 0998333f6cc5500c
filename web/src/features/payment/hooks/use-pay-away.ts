import type { Order } from '@lm/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { localMessage, localMessageOf } from '../../../lib/messages';
import { usePayOrder, type PayWith } from '../api/pay-order';
import { thankYouHref } from '../utils/links';
import { afterPaying } from '../utils/outcome';

/**
 * Paying on someone else's page (the bookstore's checkout, a bank's app page): the server starts
 * the payment, the browser goes to the page it names, or on to the thank-you page when it is
 * already paid; a refusal is said in `failed`'s words (or the bank's reason). Back on this page by
 * the browser's back button, the page left is usable again.
 */
export function usePayAway(order: Order, failed: string) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const pay = usePayOrder(order.id);
  const [refusal, setRefusal] = useState<string>();
  const [leaving, setLeaving] = useState(false);

  useEffect(() => {
    const shown = (event: PageTransitionEvent) => {
      if (event.persisted) setLeaving(false);
    };
    window.addEventListener('pageshow', shown);
    return () => window.removeEventListener('pageshow', shown);
  }, []);

  async function go(body?: PayWith) {
    setRefusal(undefined);
    try {
      const next = afterPaying(await pay.mutateAsync(body));
      if (next.kind === 'authorize') {
        setLeaving(true);
        return window.location.assign(next.uri);
      }
      if (next.kind === 'paid') return navigate(thankYouHref(order.id), { replace: true });
      setRefusal(next.reason ? localMessage(t, next.reason) : failed);
    } catch (error) {
      setRefusal(localMessageOf(t, error, failed));
    }
  }

  return { go, refusal, busy: pay.isPending || leaving };
}

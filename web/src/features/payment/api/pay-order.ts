import { routes } from '@lm/shared/api/route-refs';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api/call-route';
import { routeKey } from '../../../lib/query';
import { forgetOrder, storeOrder } from './get-my-order';

/**
 * POST /api/me/orders/{id}/pay: charges the order by its method. A card goes as the token
 * Omise.js made (never the card itself); a PromptPay QR and the bookstore need nothing. Answers the
 * order with its charge: the bank's 3-D Secure page, the QR and its expiry, or the bookstore's
 * checkout page. A declined card is a 400 with the bank's reason, the order left pending.
 */
export const payOrder = (id: string, cardToken?: string) =>
  callRoute(routes.payOrder, { params: { id }, body: cardToken ? { card_token: cardToken } : {}, json: true, token: 'student' });

/** Pays the order; what the server answers (or, after a refusal, reads again) is what the page shows. */
export function usePayOrder(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (cardToken?: string) => payOrder(id, cardToken),
    onSuccess: (order) => {
      storeOrder(client, order);
      void client.invalidateQueries({ queryKey: routeKey(routes.listMyOrders) });
    },
    onError: () => forgetOrder(client, id),
  });
}

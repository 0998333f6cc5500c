import type { MobileBank } from '@lm/shared';
import { routes } from '@lm/shared/api/route-refs';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api/call-route';
import { routeKey } from '../../../lib/query';
import { forgetOrder, storeOrder } from './get-my-order';

/**
 * POST /api/me/orders/{id}/pay: charges the order by its method. A card goes as the token
 * Omise.js made (never the card itself); mobile banking names the bank; a PromptPay QR and the
 * bookstore need nothing. Answers the order with its charge: the bank's 3-D Secure or app page,
 * the QR and its expiry, or the bookstore's checkout page. A declined card is a 400 with the
 * bank's reason, the order left pending.
 */
/** What paying sends: the card's token, or the bank of a mobile banking payment. */
export type PayWith = { card_token?: string; bank?: MobileBank };

export const payOrder = (id: string, body: PayWith = {}) => callRoute(routes.payOrder, { params: { id }, body, json: true, token: 'student' });

/** Pays the order; what the server answers (or, after a refusal, reads again) is what the page shows. */
export function usePayOrder(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body?: PayWith) => payOrder(id, body),
    onSuccess: (order) => {
      storeOrder(client, order);
      void client.invalidateQueries({ queryKey: routeKey(routes.listMyOrders) });
    },
    onError: () => forgetOrder(client, id),
  });
}

import { routes } from '@lm/shared/api/route-refs';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { callRoute } from '../../../lib/api/call-route';
import { ApiError } from '../../../lib/api/errors';
import { routeKey } from '../../../lib/query';
import type { SlipType } from '../utils/slip';
import { forgetOrder, storeOrder } from './get-my-order';
import { requestSlipUpload } from './request-slip-upload';
import { uploadSlip } from './upload-slip';

/**
 * POST /api/me/orders/{id}/slip/submit: hands the uploaded slip in for review. The server reads its
 * first bytes: a file that is not the image or PDF it was sent as is removed and refused (400).
 * Answers the order, its slip waiting for review.
 */
export const submitSlip = (id: string, key: string) => callRoute(routes.submitSlip, { params: { id }, body: { key }, json: true, token: 'student' });

/** The server read the uploaded file and it is not an image or a PDF: it was removed. */
export class SlipRefusedError extends Error {
  constructor(readonly serverMessage: string) {
    super(serverMessage);
    this.name = 'SlipRefusedError';
  }
}

/** Where sending a slip is: asking for the upload link, uploading the file, handing it in. */
export const SLIP_STEPS = ['preparing', 'uploading', 'submitting'] as const;
export type SlipProgress = (typeof SLIP_STEPS)[number];

/**
 * Sends a transfer's slip in three steps (decision 0031): the presigned PUT, the file straight to
 * storage, then the hand-in; `progress` says which step is running. The order the server answers
 * is what the page shows; after a refusal the order is read again.
 */
export function useSendSlip(orderId: string) {
  const client = useQueryClient();
  const [progress, setProgress] = useState<SlipProgress>();
  const mutation = useMutation({
    mutationFn: async ({ file, contentType }: { file: File; contentType: SlipType }) => {
      setProgress('preparing');
      const upload = await requestSlipUpload(orderId, { contentType, size: file.size });
      setProgress('uploading');
      await uploadSlip(upload, file);
      setProgress('submitting');
      try {
        return await submitSlip(orderId, upload.key);
      } catch (error) {
        if (error instanceof ApiError && error.status === 400) throw new SlipRefusedError(error.message);
        throw error;
      }
    },
    onSuccess: (order) => {
      storeOrder(client, order);
      void client.invalidateQueries({ queryKey: routeKey(routes.listMyOrders) });
    },
    onError: () => forgetOrder(client, orderId),
    onSettled: () => setProgress(undefined),
  });
  return { ...mutation, progress };
}

import { defineRoute } from './route.js';
import { idParams } from './schemas/catalog.js';
import { order, slipSubmitInput, slipUpload, slipUploadInput, slipView } from './schemas/commerce.js';

/**
 * The media domain's routes: files in the uploads bucket. A bank-transfer slip is uploaded, checked
 * and shown here; reviewing it (approve, reject) is the commerce domain's, which needs no storage.
 */
export const mediaRoutes = {
  requestSlipUpload: defineRoute({
    id: 'requestSlipUpload',
    method: 'POST',
    path: '/api/me/orders/{id}/slip',
    domain: 'media',
    access: 'student',
    summary: "A presigned PUT for a bank-transfer slip of one of the student's pending orders: its type and exact size (an image or a PDF, at most 10 MB) are in the signature.",
    params: idParams,
    body: slipUploadInput,
    response: slipUpload,
    ownership: { kind: 'record', list: 'listMyOrders' },
    example: { content_type: 'image/png', size: 1000 },
  }),
  submitSlip: defineRoute({
    id: 'submitSlip',
    method: 'POST',
    path: '/api/me/orders/{id}/slip/submit',
    domain: 'media',
    access: 'student',
    summary: 'Hand in the uploaded slip for review: refused, and the file removed, when its bytes are not the type it was sent as.',
    params: idParams,
    body: slipSubmitInput,
    response: order,
    ownership: { kind: 'record', list: 'listMyOrders' },
    example: { key: 'slips/none' },
  }),
  viewOrderSlip: defineRoute({
    id: 'viewOrderSlip',
    method: 'GET',
    path: '/api/orders/{id}/slip',
    domain: 'media',
    access: 'admin',
    permission: ['orders'],
    feature: 'SALES',
    summary: "A five-minute link to an order's slip.",
    params: idParams,
    response: slipView,
  }),
} as const;

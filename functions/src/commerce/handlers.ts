import { route } from '../app.js';
import { rawBodyOf } from '../http/body.js';
import { masterFileHandlers } from '../http/crud-handlers.js';
import { deleteRecords, getRecord, listRecords } from '../master-files/master-file.js';
import type { RouteHandler } from '../http/handler.js';
import { commerce, salesReports } from './deps.js';
import { listDeliveryOrders } from './delivery-orders.js';
import { listOrdersByItem, listOrdersByMethod, listOrdersByStatus, listSales } from './sales-reports.js';
import { routes } from './routes.js';
import { changeSerialNumber, createSerialBatch, importSerialBatch, redeemSerialNumber, serialNumbers, switchSerialBatch } from './serial-numbers.js';
import { addToCart, cartSize, clearCart, mergeCarts, ownerOf, removeFromCart, setQuantity, viewCart } from './cart.js';
import { checkout } from './checkout.js';
import { commerceFiles, publicPaymentMethods } from './commerce-files.js';
import { cancelOrder, deleteMyOrder, fulfilOrder, orders, refundOrder } from './order-admin.js';
import { getMyOrder, listMyCourses, listMyOrders } from './orders.js';
import { approveOrderSlip, completeBookstorePayment, paymentConfig, payOrder, receivePaymentEvent, refreshOrderPayment, rejectOrderSlip } from './payments.js';

export const commerceHandlers: RouteHandler[] = [
  route(routes.getCartSize, ({ params, caller }) => cartSize(commerce(), ownerOf(params.id, caller?.userId))),
  route(routes.getCart, ({ params, query, caller }) => viewCart(commerce(), params.id, ownerOf(params.id, caller?.userId), query)),
  route(routes.addCartItem, ({ params, body, caller }) => addToCart(commerce(), params.id, ownerOf(params.id, caller?.userId), body)),
  route(routes.updateCartItem, ({ params, body, caller }) => setQuantity(commerce(), params.id, ownerOf(params.id, caller?.userId), params.itemId, body.quantity)),
  route(routes.removeCartItem, ({ params, caller }) => removeFromCart(commerce(), params.id, ownerOf(params.id, caller?.userId), params.itemId)),
  route(routes.clearCart, ({ params, caller }) => clearCart(commerce(), params.id, ownerOf(params.id, caller?.userId))),
  route(routes.mergeCart, ({ body, caller }) => mergeCarts(commerce(), caller.userId, body.generate_id)),
  route(routes.listPublicPaymentMethods, () => publicPaymentMethods(commerce())),
  route(routes.checkout, ({ body, caller }) => checkout(commerce(), caller.userId, body)),
  route(routes.listMyOrders, ({ caller }) => listMyOrders(commerce(), caller.userId)),
  route(routes.listMyCourses, ({ caller }) => listMyCourses(commerce(), caller.userId)),
  route(routes.getMyOrder, ({ params, caller }) => getMyOrder(commerce(), caller.userId, params.id)),
  route(routes.getPaymentConfig, () => paymentConfig(commerce())),
  route(routes.completeBookstorePayment, ({ body }) => completeBookstorePayment(commerce(), body)),
  route(routes.payOrder, ({ params, body, caller }) => payOrder(commerce(), caller.userId, params.id, body)),
  route(routes.refreshOrderPayment, ({ params, caller }) => refreshOrderPayment(commerce(), caller.userId, params.id)),
  // The signature covers the body as it came: the raw text, not the parsed JSON.
  route(routes.receivePaymentEvent, ({ body, event }) =>
    receivePaymentEvent(commerce(), rawBodyOf(event), event.headers, body),
  ),
  route(routes.approveOrderSlip, ({ params }) => approveOrderSlip(commerce(), params.id)),
  route(routes.rejectOrderSlip, ({ params, body }) => rejectOrderSlip(commerce(), params.id, body.reason)),
  route(routes.deleteMyOrder, ({ params, caller }) => deleteMyOrder(commerce(), caller.userId, params.id)),
  route(routes.listOrders, ({ query }) => listRecords(commerce(), orders, query)),
  route(routes.listDeliveryOrders, ({ query }) => listDeliveryOrders(commerce().orders, query, commerce().now())),
  route(routes.getOrder, ({ params }) => getRecord(commerce(), orders, params.id)),
  route(routes.deleteOrders, ({ body }) => deleteRecords(commerce(), orders, body.ids)),
  route(routes.cancelOrder, ({ params }) => cancelOrder(commerce(), params.id)),
  route(routes.refundOrder, ({ params }) => refundOrder(commerce(), params.id)),
  route(routes.fulfilOrder, ({ params, body }) => fulfilOrder(commerce(), params.id, body.tracking_number)),
  route(routes.listDailySales, ({ query }) => listSales(salesReports(), query, 'day')),
  route(routes.listMonthlySales, ({ query }) => listSales(salesReports(), query, 'month')),
  route(routes.listOrdersByStatus, ({ query }) => listOrdersByStatus(salesReports(), query)),
  route(routes.listOrdersByMethod, ({ query }) => listOrdersByMethod(salesReports(), query)),
  route(routes.listOrdersByItem, ({ query }) => listOrdersByItem(salesReports(), query)),
  route(routes.listSerialNumbers, ({ query }) => listRecords(commerce(), serialNumbers, query)),
  route(routes.getSerialNumber, ({ params }) => getRecord(commerce(), serialNumbers, params.id)),
  route(routes.updateSerialNumber, ({ params, body }) => changeSerialNumber(commerce(), params.id, body)),
  route(routes.deleteSerialNumbers, ({ body }) => deleteRecords(commerce(), serialNumbers, body.ids)),
  route(routes.createSerialBatch, ({ body }) => createSerialBatch(commerce(), body)),
  route(routes.importSerialBatch, ({ body }) => importSerialBatch(commerce(), body)),
  route(routes.switchSerialBatch, ({ body }) => switchSerialBatch(commerce(), body)),
  route(routes.redeemSerialNumber, ({ body, caller }) => redeemSerialNumber(commerce(), caller.userId, body.code)),
  ...masterFileHandlers(commerceFiles, commerce),
];

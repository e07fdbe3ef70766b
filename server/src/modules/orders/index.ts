/**
 * The orders module's front door: what the rest of the server may use (ADR 0063). Orders: placing them
 * (checkout and the spec's one-part order, one writer), their states in one table, shipments, refunds.
 */
export { CheckoutService } from "./checkout.service";
export { ORDER_STATUSES, SILENT, assertNotHeld, lockOrder, moveOrder } from "./order-state";
export { writeReplacement } from "./order-writer";
export type { OrderNotifier } from "./order-state";
export { ordersResolvers } from "./orders.resolvers";
export { OrdersService } from "./orders.service";
export type { OrderAddress, OrderShippingMethod } from "./order-rows";
export type { PaymentCanceller } from "./orders.service";
export { RefundsService } from "./refunds";
export type { RefundGateway, RefundView, RefundWithLines } from "./refunds";
export { applyProviderRefund, reconcileRefunds } from "./refund-settlement";
export type { ProviderRefund } from "./refund-settlement";
export { UnpaidHoldGuard } from "./unpaid-holds";
export type { OrderPage } from "./orders.service";

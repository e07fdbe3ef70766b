/**
 * The payments module's front door: what the rest of the server may use (ADR 0063). Payments: Stripe's
 * PaymentIntents and webhooks, and the demo method (ADR 0031, ADR 0037).
 */
export { paymentsResolvers } from "./payments.resolvers";
export { PaymentsService, createStripeClient } from "./payments.service";

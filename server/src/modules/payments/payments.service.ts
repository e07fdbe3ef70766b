import Stripe from "stripe";
import type { Order, PrismaClient, User } from "../../generated/prisma/client";
import type { Config } from "../../config";
import { isUniqueViolation } from "../../db/unique-violation";
import { AppError, badInput, conflict, notFound } from "../../errors";
import type { Logger } from "../../logger";
import type { OrderMetrics } from "../../observability/metrics";
import { isUuid, parseId } from "../../validation";
import { type PaymentCanceller, assertNotHeld, moveOrder, SILENT, type OrderNotifier, applyProviderRefund, reconcileRefunds, type ProviderRefund, type RefundGateway } from "../orders";
import type { Transaction } from "../../db/transaction";
import { chargedCurrency, formatMoney } from "../../../../shared/currencies";

export interface CreatedPaymentIntent {
  id: string;
  clientSecret: string;
  amountCents: number;
  currency: string;
  order: Order;
}

export interface WebhookOutcome {
  status: number;
  body: Record<string, unknown>;
}

/** Stripe statuses from which a PaymentIntent can still be paid, so it is reused. */
const PAYABLE = new Set(["requires_payment_method", "requires_confirmation", "requires_action", "processing", "succeeded"]);

/** Stripe's smallest card charge in USD. */
const MIN_CARD_PAYMENT_CENTS = 50;

const notConfigured = () =>
  new AppError("PAYMENTS_NOT_CONFIGURED", "Card payments are not configured on this shop.");

export function createStripeClient(stripe: Config["stripe"]): Stripe | null {
  if (!stripe.secretKey) return null;
  const api = stripe.apiUrl ? new URL(stripe.apiUrl) : undefined;
  return new Stripe(stripe.secretKey, {
    maxNetworkRetries: 2,
    timeout: 15_000,
    ...(api
      ? { host: api.hostname, port: api.port || (api.protocol === "http:" ? 80 : 443), protocol: api.protocol === "http:" ? "http" : "https" }
      : {}),
  });
}

/**
 * Card payments with Stripe: a PaymentIntent per order for its server-side total, and the webhook that
 * marks the order paid, once, however often Stripe delivers the event.
 */
export interface PaymentsServiceOptions {
  prisma: PrismaClient;
  log: Logger;
  /** The Stripe client; null when card payments are off. */
  stripe: Stripe | null;
  settings: Config["stripe"];
  /** Whether the demo payment method is offered (config.demoPayments: never in production). */
  demo?: boolean;
  /** Told of the payment inside its transaction (the email outbox). */
  notifier?: OrderNotifier;
  /** Told when a settled refund put units back in stock (the response cache listens). */
  stockChanged?: () => void;
  /** Counts the orders paid, once their payment has committed. */
  metrics?: Pick<OrderMetrics, "orderPaid">;
}

export class PaymentsService implements PaymentCanceller, RefundGateway {
  private readonly prisma: PrismaClient;
  private readonly log: Logger;
  private readonly stripe: Stripe | null;
  private readonly settings: Config["stripe"];
  private readonly demo: boolean;
  private readonly notifier: OrderNotifier;
  private readonly stockChanged: () => void;
  private readonly metrics: Pick<OrderMetrics, "orderPaid">;

  constructor(options: PaymentsServiceOptions) {
    this.prisma = options.prisma;
    this.log = options.log;
    this.stripe = options.stripe;
    this.settings = options.settings;
    this.demo = options.demo ?? false;
    this.notifier = options.notifier ?? SILENT;
    this.stockChanged = options.stockChanged ?? (() => {});
    this.metrics = options.metrics ?? { orderPaid: () => {} };
  }

  /** What the browser needs to know: whether to show the card form and with which key, or the demo method. */
  publicConfig(): { enabled: boolean; publishableKey: string | null; demo: boolean } {
    const enabled = !!this.stripe && !!this.settings.publishableKey;
    return { enabled, publishableKey: enabled ? this.settings.publishableKey! : null, demo: this.demoEnabled() };
  }

  private demoEnabled(): boolean {
    return this.demo;
  }

  /**
   * Pays an unpaid order with the demo payment method: no money moves, and the order goes
   * through the same paid transition as a Stripe payment's webhook. Paying a paid order again changes nothing.
   */
  async payWithDemo(buyer: User, orderId: string): Promise<Order> {
    const order = await this.prisma.order.findUnique({ where: { id: parseId(orderId, "orderId") } });
    if (!order || order.buyerId !== buyer.id) throw notFound("No order of yours has this id.");
    if (!this.demoEnabled()) {
      throw new AppError("PAYMENTS_NOT_CONFIGURED", "The demo payment method is only offered by a shop without card payments, outside production.");
    }
    if (order.status === "cancelled") throw conflict("This order was cancelled.");
    assertNotHeld(order);
    // The order's history records what the demo "charged", in the order's currency, as a card payment would be.
    const charged = formatMoney(order.totalMinor, chargedCurrency(order.currency));
    const { paid } = await this.prisma.$transaction((tx) => markPaid(tx, this.notifier, order.id, null, `Paid with the demo method: ${charged}.`));
    if (paid) {
      this.metrics.orderPaid("demo");
      this.log.info({ orderId: order.id, method: "demo" }, "order paid");
    }
    return this.prisma.order.findUniqueOrThrow({ where: { id: order.id } });
  }

  async createPaymentIntent(buyer: User, orderId: string): Promise<CreatedPaymentIntent> {
    const stripe = this.stripe;
    if (!stripe) throw notConfigured();
    const order = await this.prisma.order.findUnique({ where: { id: parseId(orderId, "orderId") } });
    // Only the buyer pays; anyone else learns nothing about the order.
    if (!order || order.buyerId !== buyer.id) throw notFound("No order of yours has this id.");
    if (order.status === "cancelled") throw conflict("This order was cancelled.");
    if (order.status !== "unpaid") throw conflict("This order is already paid.");
    assertNotHeld(order);
    if (order.totalCents < MIN_CARD_PAYMENT_CENTS) {
      throw badInput(`Card payments need a total of at least $${(MIN_CARD_PAYMENT_CENTS / 100).toFixed(2)}.`, "orderId");
    }

    return this.callStripe(async () => {
      if (order.paymentIntentId) {
        const existing = await stripe.paymentIntents.retrieve(order.paymentIntentId);
        if (PAYABLE.has(existing.status) && existing.amount === order.totalMinor && existing.currency === order.currency) return this.toResult(existing, order);
      }
      const intent = await stripe.paymentIntents.create(
        {
          // In the order's currency and its minor unit, as charged (ADR 0070): cents for USD and EUR, yen for JPY.
          amount: order.totalMinor,
          currency: order.currency,
          allowed_payment_method_types: ["card"],
          description: `MotoParts USA order MP-${order.number}: ${order.productName}`,
          metadata: { orderId: order.id, buyerId: buyer.id },
        },
        // Two concurrent requests for the same order get the same PaymentIntent from Stripe.
        { idempotencyKey: `order-${order.id}-after-${order.paymentIntentId ?? "none"}` },
      );
      const saved = await this.prisma.order.updateMany({
        where: { id: order.id, paymentIntentId: order.paymentIntentId, status: "unpaid" },
        data: { paymentIntentId: intent.id },
      });
      if (saved.count === 0) {
        const now = await this.prisma.order.findUniqueOrThrow({ where: { id: order.id } });
        if (now.status !== "unpaid") throw conflict(`This order is ${now.status === "cancelled" ? "cancelled" : "already paid"}.`);
      }
      this.log.info({ orderId: order.id, paymentIntentId: intent.id }, "payment intent created");
      return this.toResult(intent, order);
    });
  }

  /** Cancels a PaymentIntent so a cancelled order cannot be paid; best effort. */
  async cancelPaymentIntent(paymentIntentId: string): Promise<void> {
    if (!this.stripe) return;
    try {
      await this.stripe.paymentIntents.cancel(paymentIntentId);
    } catch (err) {
      this.log.warn({ err: (err as Error).message, paymentIntentId }, "could not cancel the PaymentIntent of a cancelled order");
    }
  }

  cardRefundsEnabled(): boolean {
    return !!this.stripe;
  }

  /**
   * Asks Stripe to refund part or all of an order's payment. The refund's own id is its idempotency key
   * (asking twice is one refund) and its metadata, by which the webhooks find it.
   */
  async requestRefund(order: { id: string; paymentIntentId: string }, refund: { id: string; amountMinor: number }): Promise<string> {
    const stripe = this.stripe;
    if (!stripe) throw notConfigured();
    return this.callStripe(
      async () => {
        const created = await stripe.refunds.create(
          { payment_intent: order.paymentIntentId, amount: refund.amountMinor, reason: "requested_by_customer", metadata: { refundId: refund.id, orderId: order.id } },
          { idempotencyKey: `refund-${refund.id}` },
        );
        this.log.info({ orderId: order.id, refundId: refund.id, stripeRefundId: created.id, status: created.status }, "stripe refund created");
        return created.id;
      },
      "The payment provider refused this refund",
    );
  }

  /** Handles a delivery to POST /stripe/webhook: the raw body and its Stripe-Signature header. */
  async handleWebhook(rawBody: Buffer, signature: string | undefined): Promise<WebhookOutcome> {
    if (!this.stripe || !this.settings.webhookSecret) {
      return { status: 503, body: { message: "Card payments are not configured on this shop." } };
    }
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(rawBody, signature ?? "", this.settings.webhookSecret);
    } catch {
      this.log.warn("stripe webhook refused: bad signature");
      return { status: 400, body: { message: "Invalid Stripe signature." } };
    }
    if (event.type === "payment_intent.succeeded") {
      return { status: 200, body: { received: true, outcome: await this.recordPayment(event, event.data.object) } };
    }
    if (event.type === "refund.created" || event.type === "refund.updated" || event.type === "refund.failed") {
      return { status: 200, body: { received: true, outcome: await this.recordRefunds(event, [providerRefund(event.data.object)]) } };
    }
    if (event.type === "charge.refunded") {
      // The charge says how much is refunded, not which refunds: Stripe lists them (API versions since
      // 2022-11-15 leave them out of the charge).
      const charge = event.data.object;
      const paymentIntentId = typeof charge.payment_intent === "string" ? charge.payment_intent : (charge.payment_intent?.id ?? null);
      if (!paymentIntentId) return { status: 200, body: { received: true, handled: false } };
      const refunds = await this.stripe.refunds.list({ payment_intent: paymentIntentId, limit: 100 });
      return { status: 200, body: { received: true, outcome: await this.recordRefunds(event, refunds.data.map(providerRefund)) } };
    }
    return { status: 200, body: { received: true, handled: false } };
  }

  /**
   * Applies refunds as Stripe reports them, once per event (the event id's primary key), each settled or
   * failed once however many events tell of it, in whatever order they come with the payment's.
   */
  private async recordRefunds(event: Stripe.Event, refunds: ProviderRefund[]): Promise<string> {
    const log = this.log.child({ eventId: event.id, type: event.type });
    try {
      const outcomes = await this.prisma.$transaction(async (tx) => {
        await tx.stripeEvent.create({ data: { id: event.id, type: event.type, orderId: null } });
        const done: string[] = [];
        for (const refund of refunds) done.push(await applyProviderRefund(tx, this.notifier, refund));
        return done;
      });
      // A settled refund may have put returned units, or a whole cancelled order, back in stock.
      if (outcomes.includes("refunded")) this.stockChanged();
      for (const [i, outcome] of outcomes.entries()) {
        const refund = refunds[i];
        if (outcome === "unknown-order" || outcome === "refund-mismatch") log.error({ stripeRefundId: refund.providerRefundId, outcome }, "refund for no order of this shop");
        else if (outcome === "failed-after-success") log.error({ stripeRefundId: refund.providerRefundId, outcome }, "a settled refund failed at Stripe: the books say refunded, the buyer has not had the money");
        else if (outcome === "succeeded-after-failure") log.error({ stripeRefundId: refund.providerRefundId, outcome }, "a refund marked refused was given back by Stripe after all: check the order's refunds");
        else if (outcome === "refund-failed") log.error({ stripeRefundId: refund.providerRefundId, reason: refund.failureReason, outcome }, "Stripe could not give a refund back: ask it again");
        else log.info({ stripeRefundId: refund.providerRefundId, outcome }, "stripe refund recorded");
      }
      return outcomes.length === 1 ? outcomes[0] : outcomes.join(",") || "no-refunds";
    } catch (err) {
      if (isUniqueViolation(err)) {
        log.info("stripe event delivered again; already handled");
        return "duplicate";
      }
      throw err;
    }
  }

  private async recordPayment(event: Stripe.Event, intent: Stripe.PaymentIntent): Promise<string> {
    const orderId = intent.metadata?.orderId;
    const log = this.log.child({ eventId: event.id, paymentIntentId: intent.id, orderId });
    let restocked = false;
    try {
      const outcome = await this.prisma.$transaction(async (tx) => {
        // The event id's primary key makes a second delivery, even a concurrent one, fail here.
        const knownId = isUuid(orderId) ? orderId : null;
        await tx.stripeEvent.create({ data: { id: event.id, type: event.type, orderId: knownId } });
        const order = knownId ? await tx.order.findUnique({ where: { id: knownId } }) : null;
        if (!order) {
          log.error("payment for an unknown order");
          return "unknown-order";
        }
        if (intent.amount_received !== order.totalMinor || intent.currency !== order.currency) {
          log.error(
            { received: intent.amount_received, currency: intent.currency, expected: order.totalMinor, expectedCurrency: order.currency },
            "payment refused: amount or currency does not match the order",
          );
          return "amount-mismatch";
        }
        // The event must carry this order's own PaymentIntent: one of another order's is not a payment of this one.
        const holder = await tx.order.findUnique({ where: { paymentIntentId: intent.id }, select: { id: true } });
        if ((holder && holder.id !== order.id) || (order.paymentIntentId && order.paymentIntentId !== intent.id)) {
          log.error({ heldBy: holder?.id ?? null, ordersIntent: order.paymentIntentId }, "payment refused: the PaymentIntent belongs to another order");
          return "intent-mismatch";
        }
        const payment = await markPaid(tx, this.notifier, order.id, intent.id, `Paid by card (Stripe ${intent.id}).`);
        if (payment.paid) {
          log.info("order paid");
          // A refund that came first may have cancelled it, putting its parts back in stock.
          restocked = payment.restocked;
          return "paid";
        }
        if (order.status === "cancelled") log.error("payment received for a cancelled order: refund it");
        return "already-paid";
      });
      // After the commit: a payment rolled back is not counted.
      if (outcome === "paid") this.metrics.orderPaid("card");
      if (restocked) this.stockChanged();
      return outcome;
    } catch (err) {
      if (isUniqueViolation(err)) {
        log.info("stripe event delivered again; already handled");
        return "duplicate";
      }
      throw err;
    }
  }

  private toResult(intent: Stripe.PaymentIntent, order: Order): CreatedPaymentIntent {
    return {
      id: intent.id,
      clientSecret: intent.client_secret ?? "",
      amountCents: intent.amount,
      currency: intent.currency,
      order,
    };
  }

  /** Stripe being unreachable is a temporary failure, not the caller's fault and not a crash. */
  private async callStripe<T>(fn: () => Promise<T>, refused?: string): Promise<T> {
    try {
      return await fn();
    } catch (err) {
      if (err instanceof Stripe.errors.StripeInvalidRequestError) {
        // Stripe refused what we asked for (an amount out of its range, say): the order cannot be paid by card.
        this.log.error({ err: err.message, code: err.code }, "stripe refused the request");
        throw conflict(refused ? `${refused}: ${err.message}` : "The payment provider refused this order's payment. Please contact us.");
      }
      if (err instanceof Stripe.errors.StripeConnectionError || err instanceof Stripe.errors.StripeAPIError) {
        this.log.error({ err: err.message }, "stripe unavailable");
        throw new AppError("SERVICE_UNAVAILABLE", "The payment provider could not be reached. Try again in a moment.");
      }
      throw err;
    }
  }
}

/**
 * The one paid transition, for Stripe's webhook and the demo method alike: an unpaid order becomes paid,
 * once. `paid` is false when it was not unpaid (paid already, or cancelled); `restocked` says that a
 * refund reported before the payment then cancelled it, putting its parts back in stock.
 */
async function markPaid(tx: Transaction, notifier: OrderNotifier, orderId: string, paymentIntentId: string | null, note: string): Promise<{ paid: boolean; restocked: boolean }> {
  // A payment for an order paid or cancelled already moves nothing (the caller logs why); only an unpaid one becomes paid.
  const order = await tx.order.findUnique({ where: { id: orderId }, select: { status: true } });
  if (order?.status !== "unpaid") return { paid: false, restocked: false };
  const paid = await moveOrder(tx, notifier, {
    orderId,
    to: "paid",
    actor: "payment",
    note,
    data: { paidAt: new Date(), ...(paymentIntentId ? { paymentIntentId } : {}) },
  });
  // A refund reported before the payment (Stripe's webhooks come in any order) is applied now.
  const restocked = paid && (await reconcileRefunds(tx, notifier, orderId, { actor: "payment" }));
  return { paid, restocked };
}

function providerRefund(refund: Stripe.Refund): ProviderRefund {
  return {
    providerRefundId: refund.id,
    amountMinor: refund.amount,
    status: refund.status ?? "pending",
    paymentIntentId: typeof refund.payment_intent === "string" ? refund.payment_intent : (refund.payment_intent?.id ?? null),
    refundId: refund.metadata?.refundId ?? null,
    failureReason: refund.failure_reason ?? null,
  };
}

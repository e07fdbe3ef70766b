import type { Order, OutboxEmail, PrismaClient } from "../../generated/prisma/client";
import { BASE_CURRENCY, convertCents, chargedCurrency, rateText, type CurrencyCode } from "../../../../shared/currencies";
import type { Transaction } from "../../db/transaction";
import type { EmailContent, OrderView } from "./email-layout";
import { orderEmail, orderNumber, trackingUrl, type Carrier, type OrderEmailKind, type OrderEmailView, type ShipmentView } from "./order-templates";
import { backInStockEmail } from "./stock-templates";

export { trackingUrl, type OrderEmailKind };

/** The states an order moves to, as the orders module names them. */
export type OrderChangeTo = "unpaid" | "paid" | "packed" | "shipped" | "delivered" | "cancelled" | "refunded";

export interface OrderChange {
  orderId: string;
  to: OrderChangeTo;
  /** The shipment a move to "shipped" tells of: each shipment of an order gets its own email. */
  shipmentId?: string | null;
  /**
   * The refund a "refunded" change tells of: each settled refund gets its own email. A move to refunded
   * without one tells nothing more (the refund that completed it has its email).
   */
  refundId?: string | null;
}

export interface OrderNotifier {
  /** Writes the email telling of this change in the same transaction (the outbox); the same (order, kind, shipment) twice is one email. */
  orderChanged(tx: Transaction, change: OrderChange): Promise<void>;
  /** Tells the buyer that an order the export screening held was cleared and can be paid. */
  screeningCleared(tx: Transaction, orderId: string): Promise<void>;
}

/** What each move tells the buyer; a move to "packed" tells nothing. */
const KIND_OF: Record<OrderChangeTo, Exclude<OrderEmailKind, "review-cleared"> | null> = {
  unpaid: "order-placed",
  paid: "payment-received",
  packed: null,
  shipped: "shipped",
  delivered: "delivered",
  cancelled: "cancelled",
  refunded: "refunded",
};

/** An email as /dev/mail lists it. */
export type MailSummary = Pick<OutboxEmail, "id" | "kind" | "toEmail" | "subject" | "status" | "attempts" | "createdAt" | "sentAt" | "lastError">;

/**
 * The emails the shop writes (ADR 0035). Each is rendered and written to `outbox_emails` in the
 * caller's transaction, so it exists exactly when the change it tells of does; the mail worker sends
 * it. A dedupe key per email makes writing the same email twice (a webhook delivered twice, a retried
 * move) one email.
 */
export class OrderEmails implements OrderNotifier {
  private readonly publicUrl: string;

  /** `publicUrl`: where buyers reach the shop (config.publicUrl), for the links in the emails. */
  constructor(
    private readonly prisma: PrismaClient,
    options: { publicUrl: string },
  ) {
    this.publicUrl = options.publicUrl.replace(/\/+$/, "");
  }

  async screeningCleared(tx: Transaction, orderId: string): Promise<void> {
    const order = await this.orderOf(tx, orderId);
    await writeEmail(tx, {
      kind: "review-cleared",
      dedupeKey: `order:${order.id}:review-cleared`,
      orderId: order.id,
      to: order.buyerEmail,
      content: orderEmail({ kind: "review-cleared", order: this.viewOf(order), payUrl: `${this.publicUrl}/dashboard/payment/${order.id}` }),
    });
  }

  /** An order as its emails show it: in US cents, and in its currency's minor unit as charged (ADR 0070). */
  private viewOf(order: Awaited<ReturnType<OrderEmails["orderOf"]>>): OrderView {
    const { currency, exchangeRate, minorOf } = chargedIn(order);
    return {
      number: orderNumber(order.number),
      buyerName: order.buyerName,
      orderUrl: `${this.publicUrl}/dashboard/orders/${order.id}`,
      // The spec's one-part orders have no lines: their one part stands in.
      lines: order.lines.length
        ? order.lines.map((l) => ({ name: l.name, partNumber: l.partNumber, quantity: l.quantity, unitPriceCents: l.unitPriceCents, unitPriceMinor: l.unitPriceMinor }))
        : [{ name: order.productName, partNumber: null, quantity: order.quantity, unitPriceCents: order.unitPriceCents, unitPriceMinor: minorOf(order.unitPriceCents) }],
      subtotalCents: order.subtotalCents,
      shippingCents: order.shippingCents,
      dutiesCents: order.dutiesCents,
      taxesCents: order.taxesCents,
      totalCents: order.totalCents,
      dueOnDeliveryCents: order.dueOnDeliveryCents,
      charges: order.charges.map((c) => ({
        label: c.label,
        amountCents: c.amountCents,
        amountMinor: c.amountMinor,
        collected: c.collected === "delivery" ? "delivery" : "checkout",
        on: chargeCovers(c.linePositions, order.lines),
      })),
      dutyReason: order.dutyReason,
      shippingMethod: methodLabel(order.shippingMethod),
      currency,
      exchangeRate,
      subtotalMinor: order.subtotalMinor,
      shippingMinor: order.shippingMinor,
      dutiesMinor: order.dutiesMinor,
      taxesMinor: order.taxesMinor,
      totalMinor: order.totalMinor,
      dueOnDeliveryMinor: minorOf(order.dueOnDeliveryCents),
    };
  }

  private async orderOf(tx: Transaction, orderId: string) {
    const order = await tx.order.findUnique({
      where: { id: orderId },
      include: { lines: { orderBy: { position: "asc" } }, charges: { orderBy: { position: "asc" } } },
    });
    if (!order) throw new Error(`no order ${orderId}`);
    return order;
  }

  async orderChanged(tx: Transaction, change: OrderChange): Promise<void> {
    const kind = KIND_OF[change.to];
    if (!kind || (kind === "refunded" && !change.refundId)) return;
    const order = await this.orderOf(tx, change.orderId);
    const view = this.viewOf(order);

    let email: OrderEmailView;
    let dedupeKey = `order:${order.id}:${kind}`;
    switch (kind) {
      case "order-placed": {
        const reviewing = order.screening === "HELD";
        email = { kind, order: view, payUrl: order.status === "unpaid" && !reviewing ? `${this.publicUrl}/dashboard/payment/${order.id}` : null, reviewing };
        break;
      }
      case "shipped": {
        const shipment = change.shipmentId
          ? await tx.shipment.findFirst({ where: { id: change.shipmentId, orderId: order.id } })
          : await tx.shipment.findFirst({ where: { orderId: order.id }, orderBy: [{ createdAt: "desc" }, { id: "desc" }] });
        dedupeKey = `order:${order.id}:shipped:${shipment?.id ?? change.shipmentId ?? "-"}`;
        email = { kind, order: view, shipment: shipment ? shipmentView(shipment.carrier, shipment.trackingNumber) : null };
        break;
      }
      case "payment-received":
        email = { kind, order: view, addressUrl: order.shippingAddress ? null : `${this.publicUrl}/dashboard/payment/${order.id}` };
        break;
      case "cancelled":
        email = { kind, order: view, refunded: order.paidAt !== null };
        break;
      case "refunded": {
        const refund = await tx.refund.findFirst({
          where: { id: change.refundId!, orderId: order.id },
          include: { lines: { include: { orderLine: { select: { name: true, position: true, unitPriceCents: true, unitPriceMinor: true } } } } },
        });
        dedupeKey = `order:${order.id}:refunded:${change.refundId}`;
        // Part of the order when it gives back less than was charged, in the currency it was charged in.
        const partial = refund && refund.amountMinor < order.totalMinor;
        const { minorOf } = chargedIn(order);
        email = {
          kind,
          order: view,
          partial: partial
            ? {
                amountCents: refund.amountCents,
                amountMinor: refund.amountMinor,
                lines: [...refund.lines]
                  .sort((a, b) => a.orderLine.position - b.orderLine.position)
                  .map((l) => ({
                    name: l.orderLine.name,
                    quantity: l.quantity,
                    amountCents: l.amountCents,
                    // Its units as they were charged (as the refund's own amount counts them), else its cents converted.
                    amountMinor: l.amountCents === l.orderLine.unitPriceCents * l.quantity ? l.orderLine.unitPriceMinor * l.quantity : minorOf(l.amountCents),
                  })),
                refundedInAllCents: order.refundedCents,
                refundedInAllMinor: order.refundedMinor,
              }
            : null,
        };
        break;
      }
      default:
        email = { kind, order: view };
    }
    await writeEmail(tx, { kind, dedupeKey, orderId: order.id, to: order.buyerEmail, content: orderEmail(email) });
  }

  /**
   * Tells a shopper who asked (ADR 0052) that a part can be ordered again. At most one such email per
   * shopper, part and day (UTC): a part that sells out and comes back twice in a day writes once.
   * The caller marks the request notified in the same transaction.
   */
  async backInStock(tx: Transaction, request: { email: string; partId: string }): Promise<void> {
    const part = await tx.part.findUnique({ where: { id: request.partId }, select: { id: true, name: true, brand: true, partNumber: true, priceCents: true } });
    if (!part) throw new Error(`backInStock: no part ${request.partId}`);
    const email = request.email.trim().toLowerCase();
    const day = new Date().toISOString().slice(0, 10);
    await writeEmail(tx, {
      kind: "back-in-stock",
      dedupeKey: `back-in-stock:${part.id}:${email}:${day}`,
      orderId: null,
      to: email,
      content: backInStockEmail({ partName: part.name, brand: part.brand, partNumber: part.partNumber, priceCents: part.priceCents, partUrl: `${this.publicUrl}/product/${part.id}` }),
    });
  }

  /** The newest emails, for /dev/mail. */
  recent(limit = 100): Promise<MailSummary[]> {
    return this.prisma.outboxEmail.findMany({
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      take: limit,
      select: { id: true, kind: true, toEmail: true, subject: true, status: true, attempts: true, createdAt: true, sentAt: true, lastError: true },
    });
  }

  /** One email with its HTML and text, for /dev/mail/:id; null when there is none (or the id is malformed). */
  find(id: string): Promise<OutboxEmail | null> {
    if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) return Promise.resolve(null);
    return this.prisma.outboxEmail.findUnique({ where: { id: id.toLowerCase() } });
  }
}

/**
 * The currency an order was charged in, its rate as text (null for US dollars), and US cents in that
 * currency's minor unit at it, rounded once as the order's own amounts were: for what the order keeps no
 * converted amount of (the estimate due on delivery, the spec's one-part order's unit price). Undefined
 * where the rate is missing: the email then shows that amount in US dollars rather than a wrong figure.
 */
function chargedIn(order: Pick<Order, "currency" | "exchangeRate">): { currency: CurrencyCode; exchangeRate: string | null; minorOf: (cents: number) => number | undefined } {
  const currency = chargedCurrency(order.currency);
  if (currency === BASE_CURRENCY) return { currency, exchangeRate: null, minorOf: (cents) => cents };
  const exchangeRate = order.exchangeRate ? rateText(order.exchangeRate.toString()) : null;
  return { currency, exchangeRate, minorOf: (cents) => (exchangeRate ? convertCents(cents, exchangeRate, currency) : undefined) };
}

function shipmentView(carrier: string, trackingNumber: string): ShipmentView {
  const known: Carrier = (["usps", "ups", "fedex", "dhl"] as const).find((c) => c === carrier) ?? "other";
  return { carrier: known, trackingNumber, trackingUrl: trackingUrl(known, trackingNumber) };
}

function methodLabel(method: unknown): string | null {
  const label = method && typeof method === "object" ? (method as { label?: unknown }).label : undefined;
  return typeof label === "string" && label ? label : null;
}

/**
 * Writes one email to the outbox in `tx`, unless an email with its dedupe key exists (ON CONFLICT DO
 * NOTHING: a unique violation would abort the caller's transaction).
 */
export async function writeEmail(
  tx: Transaction,
  email: { kind: string; dedupeKey: string; orderId: string | null; to: string; replyTo?: string | null; content: EmailContent },
): Promise<void> {
  await tx.outboxEmail.createMany({
    data: [
      {
        kind: email.kind,
        dedupeKey: email.dedupeKey,
        orderId: email.orderId,
        toEmail: email.to,
        replyTo: email.replyTo ?? null,
        subject: email.content.subject.slice(0, 200),
        html: email.content.html,
        text: email.content.text,
      },
    ],
    skipDuplicates: true,
  });
}

/** Which parts a duty or tax is on, said where an order has more than one line (and the charge knows its lines). */
function chargeCovers(positions: number[], lines: { position: number; name: string }[]): string | null {
  if (lines.length < 2 || positions.length === 0) return null;
  if (positions.length === lines.length) return "on every part";
  return `on ${lines.filter((l) => positions.includes(l.position)).map((l) => l.name).join(", ")}`;
}

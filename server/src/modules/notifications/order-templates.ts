import { CARRIER_NAMES, trackingUrl, type Carrier } from "../../../../shared/carriers";
import { refundTiming } from "../../../../shared/refund-policy";
import { charged, greeting, render, SHOP_NAME, type Body, type EmailContent, type OrderView } from "./email-layout";

/** What the shop tells a buyer of a change of their order (ADR 0035): a view model in, an email out. */

export type { Carrier };

export interface ShipmentView {
  carrier: Carrier;
  trackingNumber: string;
  /** The carrier's tracking page; null for "other". */
  trackingUrl: string | null;
}

export type OrderEmailView =
  | {
      kind: "order-placed";
      order: OrderView;
      /** The payment page, while the order is unpaid and payable. */
      payUrl: string | null;
      /** Held by the export screening: it is reviewed before it can be paid. */
      reviewing?: boolean;
    }
  | { kind: "review-cleared"; order: OrderView; /** The payment page. */ payUrl: string }
  | {
      kind: "payment-received";
      order: OrderView;
      /** Paid before it had an address (the spec's one-part order): where the buyer gives it one. */
      addressUrl?: string | null;
    }
  | { kind: "shipped"; order: OrderView; /** Null when the move named no shipment and the order has none. */ shipment: ShipmentView | null }
  | { kind: "delivered"; order: OrderView }
  | { kind: "cancelled"; order: OrderView; /** Paid before it was cancelled: the money comes back. */ refunded: boolean }
  | { kind: "refunded"; order: OrderView; /** When only part of the order is refunded: what comes back now, and of what. */ partial?: PartialRefundView | null };

/**
 * A refund of part of an order: its lines (or none, for an amount alone) and what has come back in all. In
 * US cents, and in the order's currency's minor unit as it was given back (an amount without its *Minor
 * field is shown from its cents in US dollars).
 */
export interface PartialRefundView {
  amountCents: number;
  amountMinor?: number;
  lines: { name: string; quantity: number; amountCents: number; amountMinor?: number }[];
  /** Every refund of the order so far, this one included. */
  refundedInAllCents: number;
  refundedInAllMinor?: number;
}

export type OrderEmailKind = OrderEmailView["kind"];

/** The carrier's public tracking page for this number (null for "other"): the one the order page links to. */
export { trackingUrl };

/** The shipment's carrier as the shop names it everywhere (shared/carriers.ts); null for one it has no name of. */
export function carrierName(carrier: Carrier | string): string | null {
  return carrier !== "other" && carrier in CARRIER_NAMES ? CARRIER_NAMES[carrier as Carrier] : null;
}

/**
 * How the parcel left: the method the buyer chose and the shipment's own carrier, as recorded
 * ("Standard international, by USPS"); only what is known is said, never a carrier the shipment lacks.
 */
function shippedBy(method: string | null, carrier: string | null): string | null {
  if (method && carrier) return `${method}, by ${carrier}`;
  return method ?? (carrier ? `by ${carrier}` : null);
}

/** "MP-100123" from the order's sequence number. */
export function orderNumber(number: number): string {
  return `MP-${number}`;
}

/** Whether the refunds so far give back all that was charged: in the currency charged, where the view has it. */
function refundedInFull(order: OrderView, partial: PartialRefundView): boolean {
  return partial.refundedInAllMinor !== undefined && order.totalMinor !== undefined ? partial.refundedInAllMinor >= order.totalMinor : partial.refundedInAllCents >= order.totalCents;
}

function orderBody(view: OrderEmailView): Body {
  const { order } = view;
  const total = charged(order, order.totalMinor, order.totalCents);
  const n = order.number;
  const hello = greeting(order.buyerName);
  const orderPage = { label: "View your order", url: order.orderUrl };
  switch (view.kind) {
    case "order-placed":
      return {
        subject: `Your ${SHOP_NAME} order ${n} is placed`,
        preheader: view.payUrl ? `Pay for order ${n} to have it packed and shipped.` : `We have your order ${n}.`,
        heading: `Order ${n} is placed`,
        paragraphs: [
          hello,
          view.reviewing
            ? `Thank you for your order. US export rules ask us to check some orders by hand before we take payment, and yours is one of them. We are holding its parts for you meanwhile and will email you when the review is done, usually within one business day.`
            : view.payUrl
              ? `Thank you for your order. We are holding its parts for you: pay for it and we pack and ship it. Unpaid orders are cancelled after a while and their parts go back on sale.`
              : `Thank you for your order. We will write again when it is paid and when it ships.`,
        ],
        button: view.payUrl ? { label: `Pay for order ${n}`, url: view.payUrl } : orderPage,
        links: view.payUrl ? [orderPage] : [],
        order,
      };
    case "review-cleared":
      return {
        subject: `Your ${SHOP_NAME} order ${n} is ready to pay`,
        preheader: `We have reviewed order ${n}: you can pay for it now.`,
        heading: `Order ${n} is ready to pay`,
        paragraphs: [hello, `We have finished reviewing your order ${n}, and it can go ahead. Its parts are still held for you: pay for it and we pack and ship it.`],
        button: { label: `Pay for order ${n}`, url: view.payUrl },
        links: [orderPage],
        order,
      };
    case "payment-received":
      if (view.addressUrl) {
        return {
          subject: `Where should we ship your ${SHOP_NAME} order ${n}?`,
          preheader: `Order ${n} is paid: tell us where it goes.`,
          heading: `Where should we ship ${n}?`,
          paragraphs: [
            hello,
            `Your payment of ${total} for order ${n} has arrived, but the order has no shipping address yet. Tell us where it goes and we pack and ship it.`,
            "Its shipping is on us; any import duties and taxes are due on delivery.",
          ],
          button: { label: `Give order ${n} its address`, url: view.addressUrl },
          links: [orderPage],
          order,
        };
      }
      return {
        subject: `Payment received for your ${SHOP_NAME} order ${n}`,
        preheader: `Order ${n} is paid: we are packing it.`,
        heading: `We have your payment for ${n}`,
        paragraphs: [hello, `Your payment of ${total} for order ${n} has arrived. We are packing your parts and will write again when they ship.`],
        button: orderPage,
        order,
      };
    case "shipped": {
      const { shipment } = view;
      const carrier = shipment ? carrierName(shipment.carrier) : null;
      const how = shippedBy(order.shippingMethod, carrier);
      const tracking = shipment?.trackingUrl ?? null;
      return {
        subject: `Your ${SHOP_NAME} order ${n} has shipped`,
        preheader: how ? `Order ${n} is on its way: ${how}.` : `Order ${n} is on its way.`,
        heading: `Order ${n} is on its way`,
        paragraphs: [
          hello,
          `Your parts have left our warehouse${how ? `: ${how}` : ""}.${tracking ? " Follow the parcel on the carrier's site." : ""} If the order ships in several parcels, each gets an email like this one.`,
        ],
        facts: shipment
          ? [
              ["Carrier", carrier ?? "Other"],
              ["Tracking number", shipment.trackingNumber],
            ]
          : [],
        button: tracking ? { label: "Track your parcel", url: tracking } : orderPage,
        links: tracking ? [orderPage] : [],
        order,
      };
    }
    case "delivered":
      return {
        subject: `Your ${SHOP_NAME} order ${n} was delivered`,
        preheader: `Order ${n} has arrived.`,
        heading: `Order ${n} was delivered`,
        paragraphs: [
          hello,
          `The carrier says your parts have arrived. Ride safe! If anything is missing or not right, reply to this email or write to us from your order's page.`,
          ...(order.dueOnDeliveryCents > 0 ? [`The carrier may have asked you for the import duty and tax due on delivery (our estimate: ${charged(order, order.dueOnDeliveryMinor, order.dueOnDeliveryCents)}).`] : []),
        ],
        button: orderPage,
        order,
      };
    case "cancelled":
      return {
        subject: `Your ${SHOP_NAME} order ${n} is cancelled`,
        preheader: view.refunded ? `Order ${n} is cancelled and is being refunded in full.` : `Order ${n} is cancelled.`,
        heading: `Order ${n} is cancelled`,
        paragraphs: [
          hello,
          view.refunded
            ? `Your order ${n} is cancelled and its payment of ${total} is being refunded in full: we will email you when it is on its way back. ${refundTiming.bank}`
            : `Your order ${n} is cancelled and nothing was charged. Its parts are back on sale; you are welcome to order them again.`,
        ],
        button: orderPage,
        order,
      };
    case "refunded": {
      const partial = view.partial;
      if (!partial) {
        return {
          subject: `Your ${SHOP_NAME} order ${n} is refunded`,
          preheader: `${total} is on its way back to you.`,
          heading: `Order ${n} is refunded`,
          paragraphs: [hello, `We have refunded ${total} for your order ${n}. ${refundTiming.bank}`],
          button: orderPage,
          order,
        };
      }
      // Part of the order: what comes back now and for which parts, not the order's full totals again. The
      // refund that gives back the last of it says the order is now refunded in full.
      const complete = refundedInFull(order, partial);
      const now = charged(order, partial.amountMinor, partial.amountCents);
      return {
        subject: complete ? `Your ${SHOP_NAME} order ${n} is refunded` : `Part of your ${SHOP_NAME} order ${n} is refunded`,
        preheader: `${now} of order ${n} is on its way back to you.`,
        heading: complete ? `Order ${n} is now refunded in full` : `Part of order ${n} is refunded`,
        paragraphs: [
          hello,
          `We have refunded ${now} of your order ${n}${partial.lines.length > 0 ? " for the parts below" : ""}. ${refundTiming.bank}`,
        ],
        facts: [
          ...partial.lines.map((l): [string, string] => [`${l.quantity} × ${l.name}`, charged(order, l.amountMinor, l.amountCents)]),
          ["Refunded now", now],
          ["Refunded in all", `${charged(order, partial.refundedInAllMinor, partial.refundedInAllCents)} of ${total}`],
        ],
        button: orderPage,
      };
    }
  }
}

/** The email telling the buyer of a change of their order. */
export function orderEmail(view: OrderEmailView): EmailContent {
  return render(orderBody(view));
}

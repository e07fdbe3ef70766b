import type { Carrier, OrderActor, OrderStatus, RefundStatus } from "../../gql/enums";
import { CARRIER_NAMES } from "../../components/order-status";

const when = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short" });

/** The order page's strings. */
export const orderPageCopy = {
  title: (number: string) => `Order ${number}`,
  titleLoading: "Order",
  heading: (number: string) => `Order ${number}`,
  placedOn: (date: Date) => `Placed on ${date.toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric" })}`,
  status: {
    unpaid: "Awaiting payment",
    paid: "Paid",
    packed: "Packed",
    shipped: "Shipped",
    delivered: "Delivered",
    cancelled: "Cancelled",
    refunded: "Refunded",
  } satisfies Record<OrderStatus, string>,
  statusLabel: (status: string) => `Status: ${status}`,
  /** Under the totals of an order charged in another currency than US dollars. */
  chargedIn: (currency: string, ratePerUsd: number, usdTotal: string) =>
    `Charged in ${currency} at ${ratePerUsd.toLocaleString("en-US", { maximumFractionDigits: 6 })} ${currency} per US dollar: ${usdTotal} in US dollars.`,
  placedTitle: (number: string) => `Thank you! Your order ${number} is placed.`,
  placedPay: "Its parts are held for you: pay now to have it shipped.",
  placedPaid: "It is paid and on its way to being packed.",
  payNow: "Pay now",
  /** An order the export screening held: never which list or why. */
  /** An order placed without an address (the spec's "Book Now"): where it goes comes first. */
  addressFirst: {
    title: "Where should we ship it?",
    unpaid: "This order has no shipping address yet. Choose where it goes and how it ships; then pay for it.",
    paid: "This order is paid but has no shipping address yet: tell us where it goes and we pack and ship it. Its shipping is on us.",
    give: "Give it its address",
  },
  /** My Orders' badge for an order the export screening holds (it cannot be paid until cleared). */
  reviewingBadge: "Being reviewed",
  reviewing: {
    title: "We are reviewing this order",
    body: "US export rules ask us to check some orders by hand before we take payment or ship. We will email you when the review is done, usually within one business day; its parts stay held for you meanwhile.",
  },
  lines: "Parts",
  part: "Part",
  quantity: "Qty",
  unitPrice: "Unit price",
  lineTotal: "Total",
  subtotal: "Subtotal",
  shipping: "Shipping",
  documents: {
    invoice: {
      text: "Commercial invoice (PDF)",
      label: (number: string) => `Commercial invoice for ${number} (PDF)`,
      failed: "We could not download the invoice",
    },
    receipt: {
      text: "Receipt (PDF)",
      label: (number: string) => `Receipt for ${number} (PDF)`,
      failed: "We could not download the receipt",
    },
  },
  total: "Total",
  shipTo: "Ship to",
  noAddress: "No shipping address yet.",
  method: "Shipping method",
  noMethod: "Chosen with the shop.",
  days: (min: number, max: number) => (min === max ? `${min} business days` : `${min}–${max} business days`),
  timeline: {
    title: "Timeline",
    /** An event's date and time, in the shopper's time zone. */
    at: (iso: string) => when.format(new Date(iso)),
    placed: "Order placed",
    actor: { buyer: "Buyer", admin: "MotoParts USA", system: "Automatically", payment: "Payment provider" } satisfies Record<OrderActor, string>,
    empty: "Nothing has happened to this order yet.",
    refund: (status: RefundStatus, amount: string) =>
      ({ pending: `Refund of ${amount} asked`, succeeded: `Refunded ${amount}`, failed: `Refund of ${amount} failed` })[status],
  },
  refunds: {
    title: "Refunds",
    status: { pending: "Being refunded", succeeded: "Refunded", failed: "Refund failed" } satisfies Record<RefundStatus, string>,
    asked: (iso: string) => `Asked ${when.format(new Date(iso))}`,
    line: (quantity: number, name: string, returned: boolean) => `${quantity} × ${name}${returned ? " (returned)" : ""}`,
    whole: "The whole order",
    failed: (reason: string) => `The payment provider refused it: ${reason}.`,
    lineRefunded: (refunded: number, quantity: number) => (refunded >= quantity ? "Refunded" : `${refunded} of ${quantity} refunded`),
    refundedTotal: "Refunded",
  },
  shipments: {
    title: "Shipments",
    carrier: CARRIER_NAMES satisfies Record<Carrier, string>,
    trackingNumber: "Tracking number",
    added: (iso: string) => `Added ${when.format(new Date(iso))}`,
    track: (carrier: string) => `Track on ${carrier}`,
    /** The link's accessible name: its text, the parcel's number, and where it opens. */
    trackLabel: (carrier: string, trackingNumber: string) => `Track on ${carrier}: ${trackingNumber} (opens in a new tab)`,
  },
  notFoundTitle: "Order not found",
  notFound: "None of your orders has this id.",
  backToOrders: "Back to My Orders",
  loadError: "We could not load this order.",
} as const;

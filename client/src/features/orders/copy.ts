import type { Carrier, OrderActor, OrderStatus, RefundStatus, ReturnStatus } from "../../gql/enums";
import { CARRIER_NAMES } from "../../components/order-status";

const when = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short" });
/** A return's deadline as a day in US English ("December 17, 2026"), in UTC as the server's refusals word it. */
const deadlineDay = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });

/** A return's state, in words. */
const RETURN_STATUS_WORDS = {
  REQUESTED: "Requested",
  APPROVED: "Approved",
  REJECTED: "Refused",
  CANCELLED: "Cancelled",
  RECEIVED: "Received",
  REFUNDED: "Refunded",
  EXCHANGED: "Exchanged",
} as const satisfies Record<ReturnStatus, string>;

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
  /** The dates checkout promised, and once it arrives how that went against them (days as "Tue 8 Dec"). */
  delivery: {
    title: "Delivery",
    promised: (range: string) => `Promised: ${range}`,
    dispatchBy: (day: string) => `Dispatch by ${day}`,
    shipped: (day: string) => `Shipped ${day}`,
    /** Paid, not shipped, and the warehouse's dispatch day is behind it. */
    lateToLeave: (day: string) => `Running late: it was due to be dispatched by ${day}`,
    delivered: (day: string, outcome: string, range: string) => `Delivered ${day}: ${outcome} (promised ${range})`,
    early: "earlier than promised",
    onTime: "on time",
    late: (days: number) => `${days} ${days === 1 ? "day" : "days"} later than promised`,
  },
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
  /** The order's returns (RMAs): the way to ask for one, and each one asked. */
  returns: {
    title: "Returns",
    start: "Return parts",
    until: (iso: string) => `You can return parts until ${deadlineDay.format(new Date(iso))}`,
    status: RETURN_STATUS_WORDS,
    statusLabel: (status: string) => `Status: ${status}`,
    asked: (iso: string) => `Asked ${when.format(new Date(iso))}`,
    linesLabel: (number: string) => `Parts of ${number}`,
    line: (quantity: number, name: string) => `${quantity} × ${name}`,
    received: (received: number, asked: number) => (received === asked ? "All arrived" : `${received} of ${asked} arrived`),
    reason: "Reason",
    note: "Your note",
    shipping: "Shipping back",
    rejected: (reason: string) => `Refused: ${reason}`,
    exchange: "You asked for the same parts again instead of a refund.",
    replacement: "Replacement",
    replacementOrder: (number: string) => `order ${number}`,
    /** The customs invoice of the parcel back, once the return is approved. */
    invoice: {
      text: "Customs invoice for the parcel back (PDF)",
      label: (number: string) => `Customs invoice for the parcel back of ${number} (PDF)`,
      failed: "We could not download the customs invoice",
    },
    refund: (status: RefundStatus, amount: string) =>
      ({ pending: `Being refunded: ${amount}`, succeeded: `Refunded ${amount}`, failed: `Refund of ${amount} failed` })[status],
    timeline: (number: string) => `Timeline of ${number}`,
    cancel: "Cancel return",
    cancelLabel: (number: string) => `Cancel return ${number}`,
    confirmTitle: (number: string) => `Cancel return ${number}?`,
    confirmBody: "You will not send these parts back. While the order is within its return window you can ask for a return again.",
    keep: "No, keep it",
    confirmYes: "Yes, cancel it",
    cancelled: (number: string) => `Return ${number} cancelled`,
    cancelFailed: "We could not cancel this return",
  },
  notFoundTitle: "Order not found",
  notFound: "None of your orders has this id.",
  backToOrders: "Back to My Orders",
  loadError: "We could not load this order.",
} as const;

/** The return form's strings (/dashboard/orders/:id/return). */
export const requestReturnCopy = {
  title: (number: string) => `Return parts of ${number}`,
  titleLoading: "Return parts",
  heading: "Return parts",
  intro: (number: string, deadline: string | null) =>
    deadline ? `Order ${number}. ${orderPageCopy.returns.until(deadline)}.` : `Order ${number}.`,
  policy: "Our returns policy",
  linesLegend: "Which parts?",
  choose: "Return this part",
  /** The checkbox's name for screen readers: which line it is. */
  chooseOf: (name: string) => ` (${name})`,
  quantity: "How many",
  /** The quantity's name for screen readers: which line it is. */
  quantityOf: (name: string) => ` of ${name}`,
  bought: (quantity: number, left: number) => (left === quantity ? `${quantity} bought` : `${quantity} bought, ${left} can still be returned`),
  noneLeft: "Returned or refunded already, or in a return under way.",
  notReturnable: "Cannot be returned once fitted, unless wrong, damaged or faulty",
  reason: "Why are you returning them?",
  reasonPlaceholder: "Choose a reason",
  /** Under the reason: who pays the parcel back, before one is chosen. */
  shippingHint: "Who pays for the parcel back depends on the reason.",
  doesNotFit: "We record the active bike of your garage, so we can correct our fitment data.",
  /** For a reason the shop replaces (damaged, faulty): the same part again rather than the money back. */
  exchange: "Send me the same part again instead of a refund",
  note: "Anything we should know?",
  noteHelp: (max: number) => `Optional, at most ${max.toLocaleString("en-US")} characters.`,
  submit: "Ask for a return",
  requested: (number: string) => `Return ${number} requested`,
  failed: "We could not ask for this return",
  backToOrder: (number: string) => `Back to order ${number}`,
  errors: {
    nothingChosen: "Choose at least one part to return.",
    quantity: (max: number) => (max === 1 ? "You can return 1 unit of this part." : `Choose from 1 to ${max} units.`),
    reason: "Choose why you are returning the parts.",
    notReturnable: "This part cannot be returned for this reason: only when it was wrong, damaged or faulty.",
    noteTooLong: (max: number) => `A note has at most ${max.toLocaleString("en-US")} characters.`,
  },
  /** An order that cannot be returned now, and why. */
  closed: {
    title: "These parts cannot be returned now",
    notDelivered: "You can ask for a return once the order is delivered.",
    windowClosed: (iso: string) => `The return window of this order closed on ${deadlineDay.format(new Date(iso))}.`,
    nothingLeft: "Every part of this order is returned or refunded already, or in a return under way.",
  },
} as const;

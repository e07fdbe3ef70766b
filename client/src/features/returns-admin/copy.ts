import { REASON_RULES, RETURN_REASON_TEXT_MAX, type ReturnReason } from "@shared/return-policy";
import type { RefundStatus, ReturnStatus } from "../../gql/graphql";

const plural = (n: number, one: string, many = `${one}s`) => `${n.toLocaleString("en-US")} ${n === 1 ? one : many}`;

const day = (iso: string) => new Date(iso).toLocaleDateString("en-US", { dateStyle: "medium" });

/** A status as the filter, the badges and the counts name it. */
const statuses = {
  REQUESTED: "Requested",
  APPROVED: "Approved",
  RECEIVED: "Received",
  REFUNDED: "Refunded",
  EXCHANGED: "Exchanged",
  REJECTED: "Rejected",
  CANCELLED: "Cancelled",
} as const satisfies Record<ReturnStatus, string>;

/** The Returns page's strings (admins): buyers' requests to send parts back (RMAs), and the fitment report. */
export const returnsAdminCopy = {
  title: "Returns",
  intro:
    "Buyers' requests to send parts back (RMAs), the newest first. Approving one emails its buyer how to send the parts; receiving it records what arrived and refunds it through the order's refunds, or for an exchange sends the same parts again.",

  filterLabel: "Status",
  filterAll: "All",
  statuses,
  /** The count beside the filter: "3 requested returns", "12 returns". */
  total: (n: number, status: ReturnStatus | null) => plural(n, status ? `${statuses[status].toLowerCase()} return` : "return"),
  listLabel: "Returns",
  loading: "Loading the returns…",
  loadError: "We could not load the returns.",
  loadMoreError: "We could not load more returns.",
  empty: (status: ReturnStatus | null) =>
    status ? `No ${statuses[status].toLowerCase()} returns.` : "No returns yet. Buyers' requests to send parts back will show here.",
  showing: (shown: number, total: number) => `Showing ${shown.toLocaleString("en-US")} of ${total.toLocaleString("en-US")}`,
  showMore: "Show more",

  // One return of the list.
  card: {
    order: (orderNumber: string) => `Order ${orderNumber}`,
    asked: (iso: string) => `Asked ${day(iso)}`,
    reasonLabel: "Reason:",
    /** The buyer's reason, in the words of the return form (shared/return-policy.ts). */
    reason: (reason: ReturnReason) => REASON_RULES[reason].label,
    bikeLabel: "Bike:",
    noteLabel: "Buyer's note:",
    rejectedLabel: "Why rejected:",
    partsLabel: (number: string) => `Parts of ${number}`,
    partNumber: (partNumber: string) => `Part no. ${partNumber}`,
    askedBack: (asked: number, bought: number) => `${asked.toLocaleString("en-US")} of ${plural(bought, "unit")} asked back`,
    received: (arrived: number, restocked: number) => `${arrived.toLocaleString("en-US")} arrived, ${restocked.toLocaleString("en-US")} back in stock`,
    refundLabel: "Refund:",
    refundStatus: { pending: "being processed", succeeded: "refunded", failed: "failed" } satisfies Record<RefundStatus, string>,
    refund: (amount: string, status: string) => `${amount} (${status})`,
    exchangeLabel: "Exchange:",
    exchange: "the buyer asked for the same parts again instead of a refund.",
    replacementLabel: "Replacement:",
    replacement: (orderNumber: string) => `Order ${orderNumber}`,
    approve: "Approve",
    approveLabel: (number: string) => `Approve ${number}`,
    reject: "Reject",
    rejectLabel: (number: string) => `Reject ${number}`,
    receive: "Receive",
    receiveLabel: (number: string) => `Receive ${number}`,
  },

  approveDialog: {
    title: (number: string) => `Approve ${number}`,
    body: "Its buyer is emailed how to send the parts back, with your instructions.",
    noteLabel: "Instructions for the buyer",
    noteHelp: "Optional: where to send the parcel, what to put in it.",
    confirm: "Approve",
  },
  approved: (number: string) => `Approved ${number}: its buyer is emailed how to send the parts back.`,

  rejectDialog: {
    title: (number: string) => `Reject ${number}`,
    body: "Its buyer is emailed the reason. A rejected return cannot be approved afterwards.",
    reasonLabel: "Why reject it?",
    reasonHelp: `Emailed to the buyer; at most ${RETURN_REASON_TEXT_MAX} characters.`,
    confirm: "Reject",
  },
  rejected: (number: string) => `Rejected ${number}: its buyer is emailed why.`,

  receiveDialog: {
    title: (number: string) => `Receive ${number}`,
    body: "Record what came back of each part. The units that arrived are refunded through the order's refunds: their price, and the duties and taxes charged on them.",
    line: (name: string, partNumber: string | null) => (partNumber ? `${name} (${partNumber})` : name),
    askedBack: (n: number) => `${plural(n, "unit")} asked back.`,
    arrivedLabel: "Arrived",
    arrivedHelp: (max: number) => `From 0 to ${max.toLocaleString("en-US")}.`,
    arrivedRequired: "Say how many arrived.",
    arrivedWhole: "Arrived is a whole number.",
    arrivedRange: (max: number) => `Arrived is from 0 to ${max.toLocaleString("en-US")}: the units asked back.`,
    restockLabel: "Back in stock",
    restockHelp: "They go back on sale once the refund goes through.",
    exchangeBody:
      "Record what came back of each part. The buyer asked for an exchange: the units that arrived go out again as a zero-price order, taken from stock.",
    restockExchangeHelp: "They go back on sale at once.",
    refundInsteadLabel: "Refund them instead",
    refundInsteadHelp: "When the replacements are out of stock: the units that arrived are refunded through the order's refunds.",
    confirmExchange: "Record and send again",
    noneArrived: "Record at least one unit that arrived.",
    confirm: "Record and refund",
  },
  received: (number: string, units: number) => `Received ${number}: ${plural(units, "unit")} back, refunded through the order's refunds.`,
  exchanged: (number: string, units: number, orderNumber: string) => `Received ${number}: ${plural(units, "unit")} back, sent again as order ${orderNumber}.`,

  fitment: {
    heading: "Fitment report",
    intro: "Parts returned more than once as not fitting the same bike, the most returns first: their fitment data to check.",
    tableLabel: "Parts returned as not fitting",
    loading: "Loading the fitment report…",
    loadError: "We could not load the fitment report.",
    empty: "No part came back twice as not fitting the same bike.",
    columns: { part: "Part", bike: "Bike", returns: "Returns", last: "Last returned" },
    partGone: "A part no longer in the catalogue",
    partNumber: (partNumber: string) => `Part no. ${partNumber}`,
    returns: (n: number) => plural(n, "return"),
    last: (iso: string) => day(iso),
  },
} as const;

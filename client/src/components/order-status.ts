import type { Carrier, OrderStatus } from "../gql/enums";

/**
 * The badge colour of each order status, the same on the buyer's pages and the admins' list: waiting
 * is orange, paid green, on its way teal then blue, arrived purple, closed without delivery gray.
 */
export const ORDER_STATUS_PALETTE: Record<OrderStatus, string> = {
  unpaid: "orange",
  paid: "green",
  packed: "teal",
  shipped: "blue",
  delivered: "purple",
  cancelled: "gray",
  refunded: "gray",
};

/** Every status, in the order an order moves through them, then the two that close it early. */
export const ORDER_STATUSES: readonly OrderStatus[] = ["unpaid", "paid", "packed", "shipped", "delivered", "cancelled", "refunded"];

/** The carriers by their own names, in the order the admins pick them. */
export const CARRIER_NAMES: Record<Carrier, string> = {
  usps: "USPS",
  ups: "UPS",
  fedex: "FedEx",
  dhl: "DHL",
  other: "Other",
};

/** The carriers in that order, as a tuple (a zod enum takes it). */
export const CARRIERS = ["usps", "ups", "fedex", "dhl", "other"] as const satisfies readonly Carrier[];

import { copy } from "./copy";

/**
 * The short form of an order's id that the shop shows (headings, confirmations): the first 8 hex digits
 * of its UUID, upper-case, as "#3F2A9C1B". Enough to tell one shopper's orders apart at a glance; the full
 * id stays in links and in the API.
 */
export function orderNumber(id: string): string {
  return copy.orders.number(id.replace(/-/g, "").slice(0, 8).toUpperCase());
}

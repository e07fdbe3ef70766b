/** How people write an order's number: "MP-100123", "mp 100123" or "100123" (the search boxes take all three). */
export const ORDER_NUMBER_SEARCH = /^(?:mp[\s-]*)?(\d{1,9})$/i;

/** The order's sequence number in a search text written as above, or null. */
export function orderNumberIn(text: string): number | null {
  const match = ORDER_NUMBER_SEARCH.exec(text.trim());
  return match ? Number(match[1]) : null;
}

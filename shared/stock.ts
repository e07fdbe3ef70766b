/**
 * What may be bought of a part: the rule the cart, checkout and the server's order paths check, with the
 * messages they show. A part is sold out when it cannot fill even its minimum order.
 */
export interface StockedPart {
  name: string;
  minQuantity: number;
  availableQuantity: number;
}

export const stockMessages = {
  soldOut: (name: string) => `${name} is sold out.`,
  wholeNumber: "Quantity must be a whole number.",
  belowMinimum: (name: string, min: number) => `${name} is sold in quantities of at least ${min}.`,
  aboveStock: (name: string, stock: number) => `Only ${stock} of ${name} left.`,
};

export const isSoldOut = (part: Pick<StockedPart, "availableQuantity" | "minQuantity">): boolean => part.availableQuantity < part.minQuantity;

/** Why this many units of a part cannot be bought (sold out, not whole, under its minimum, over its stock); undefined when they can. */
export function quantityProblem(part: StockedPart, quantity: number): string | undefined {
  if (isSoldOut(part)) return stockMessages.soldOut(part.name);
  if (!Number.isInteger(quantity)) return stockMessages.wholeNumber;
  if (quantity < part.minQuantity) return stockMessages.belowMinimum(part.name, part.minQuantity);
  if (quantity > part.availableQuantity) return stockMessages.aboveStock(part.name, part.availableQuantity);
  return undefined;
}

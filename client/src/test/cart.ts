import type { CartContents_CartFragment, GuestCartLineInput } from "../gql/graphql";
import { GUEST_CART_KEY, type GuestCartLine } from "../lib/guest-cart";
import type { Answer } from "./mocks";

/** Cart data for the tests of the cart, the add-to-cart buttons and the top bar. */

export type CartAnswer = Answer<CartContents_CartFragment>;
export type CartLineAnswer = CartAnswer["lines"][number];
export type CartPartAnswer = NonNullable<CartLineAnswer["part"]>;

/** A part id as the server makes them (a UUID). */
export const partId = (i: number) => `5b1f0c1e-8a51-4d1e-9a57-0b6f4ad5e${String(i).padStart(3, "0")}`;

export function cartPart(i: number, overrides: Partial<CartPartAnswer> = {}): CartPartAnswer {
  return {
    __typename: "Part",
    id: partId(i),
    name: `Brake pads ${i}`,
    partNumber: `FA${100 + i}`,
    picture: `/images/parts/part-${i}.svg`,
    category: "brakes",
    price: 20 + i,
    minquantity: 2,
    avquantity: 10,
    soldOut: false,
    ...overrides,
  };
}

export function cartLine(part: CartPartAnswer, quantity: number, overrides: Partial<CartLineAnswer> = {}): CartLineAnswer {
  return {
    __typename: "CartLine",
    id: part.id,
    name: part.name,
    quantity,
    unitPrice: part.price,
    lineTotal: Math.round(part.price * quantity * 100) / 100,
    notices: [],
    part,
    ...overrides,
  };
}

/** A line whose part can no longer be bought: it counts for nothing. */
export function unavailableLine(part: CartPartAnswer | null, name: string, quantity: number, id = part?.id ?? "line-gone"): CartLineAnswer {
  return {
    __typename: "CartLine",
    id,
    name,
    quantity,
    unitPrice: null,
    lineTotal: 0,
    notices: [{ __typename: "CartNotice", kind: "UNAVAILABLE", message: "No longer available" }],
    part,
  };
}

export function cartOf(lines: CartLineAnswer[]): CartAnswer {
  const open = lines.filter((l) => l.unitPrice !== null);
  return {
    __typename: "Cart",
    lines,
    subtotal: Math.round(open.reduce((sum, l) => sum + l.lineTotal, 0) * 100) / 100,
    itemCount: open.reduce((sum, l) => sum + l.quantity, 0),
    weightKg: 0,
  };
}

const dollars = (n: number) => `$${n.toFixed(2)}`;

/** The server's `guestCart`: each browser line priced and checked against the parts as they are now. */
export function priceGuestCart(parts: CartPartAnswer[], lines: readonly GuestCartLineInput[]): CartAnswer {
  return cartOf(
    lines.map((input) => {
      const part = parts.find((p) => p.id === input.partId);
      if (!part || part.soldOut) return unavailableLine(part ?? null, part?.name ?? "A part no longer sold", input.quantity, input.partId);
      const notices: CartLineAnswer["notices"] = [];
      let quantity = input.quantity;
      if (quantity > part.avquantity) {
        quantity = part.avquantity;
        notices.push({ __typename: "CartNotice", kind: "QUANTITY_LOWERED", message: `Only ${quantity} left: quantity lowered` });
      }
      if (input.seenPrice != null && input.seenPrice !== part.price) {
        notices.push({ __typename: "CartNotice", kind: "PRICE_CHANGED", message: `Price changed from ${dollars(input.seenPrice)} to ${dollars(part.price)}` });
      }
      return cartLine(part, quantity, { notices });
    }),
  );
}

export function storeGuestCart(lines: GuestCartLine[]): void {
  localStorage.setItem(GUEST_CART_KEY, JSON.stringify(lines));
}

export function storedGuestCart(): GuestCartLine[] | null {
  const raw = localStorage.getItem(GUEST_CART_KEY);
  return raw === null ? null : (JSON.parse(raw) as GuestCartLine[]);
}

import { browserStore } from "./guest-store";

/**
 * A guest's cart, kept in the browser (localStorage) until they sign in, when it joins their account's
 * cart (`mergeGuestCart`) and is cleared. Each line is a part, how many, and the unit price the guest saw
 * when they last changed the line (so the server can say when it changed since). Every tab sees the same
 * cart: a change made in another tab arrives through the `storage` event.
 */

export const GUEST_CART_KEY = "motoparts.cart.v1";

export interface GuestCartLine {
  partId: string;
  quantity: number;
  /** The unit price in US dollars when the guest last changed the line. */
  seenPrice: number | null;
}

const EMPTY: readonly GuestCartLine[] = Object.freeze([]);

function isLine(value: unknown): value is GuestCartLine {
  if (!value || typeof value !== "object") return false;
  const line = value as Record<string, unknown>;
  return (
    typeof line.partId === "string" &&
    line.partId.length > 0 &&
    typeof line.quantity === "number" &&
    Number.isInteger(line.quantity) &&
    line.quantity > 0 &&
    (line.seenPrice == null || (typeof line.seenPrice === "number" && Number.isFinite(line.seenPrice)))
  );
}

function parse(raw: string | null): readonly GuestCartLine[] {
  if (!raw) return EMPTY;
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return EMPTY;
    // Anything unreadable (an older format, a hand edit) is dropped rather than breaking the cart.
    return value.filter(isLine).map((l) => ({ partId: l.partId, quantity: l.quantity, seenPrice: l.seenPrice ?? null }));
  } catch {
    return EMPTY;
  }
}

const store = browserStore<readonly GuestCartLine[]>({
  key: GUEST_CART_KEY,
  parse,
  empty: EMPTY,
  isEmpty: (lines) => lines.length === 0,
  // No onRefused: with storage full or blocked, the change is lost, as it would be in a private window.
});

/** The browser's cart as stored now. */
export const readGuestCart = store.read;

const write = store.write;

/** The browser's cart, re-rendering on every change (from this tab or another). */
export const useGuestCart = store.useValue;

/** Units in the browser's cart. */
export function guestItemCount(lines: readonly GuestCartLine[]): number {
  return lines.reduce((sum, l) => sum + l.quantity, 0);
}

/** Adds units of a part (to its line when it has one); the caller has checked the bounds. */
export function addGuestLine(partId: string, quantity: number, price: number): void {
  const lines = readGuestCart();
  const line = lines.find((l) => l.partId === partId);
  write(
    line
      ? lines.map((l) => (l === line ? { partId, quantity: l.quantity + quantity, seenPrice: price } : l))
      : [...lines, { partId, quantity, seenPrice: price }],
  );
}

/** Sets a line's quantity; `seenPrice` is the unit price shown when the guest changed it (undefined: kept). */
export function setGuestQuantity(partId: string, quantity: number, seenPrice?: number | null): void {
  write(readGuestCart().map((l) => (l.partId === partId ? { ...l, quantity, seenPrice: seenPrice === undefined ? l.seenPrice : seenPrice } : l)));
}

export function removeGuestLine(partId: string): void {
  write(readGuestCart().filter((l) => l.partId !== partId));
}

export function clearGuestCart(): void {
  write(EMPTY);
}

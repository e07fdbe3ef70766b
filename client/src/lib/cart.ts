import { quantityProblem as sharedQuantityProblem } from "@shared/stock";
import type { ApolloCache } from "@apollo/client";
import { useQuery } from "@apollo/client/react";
import { useCallback, useEffect, useMemo } from "react";
import { useFragment } from "../gql";
import type { CartContents_CartFragment, CartNoticeKind, MyCartQuery } from "../gql/graphql";
import { useApolloClientLoader } from "./apollo";
import {
  AddToCartDocument,
  CartContentsFragment,
  GuestCartDocument,
  MergeGuestCartDocument,
  MyCartDocument,
  RemoveFromCartDocument,
  SetCartQuantityDocument,
} from "./cart-operations";
import { copy } from "./copy";
import { addGuestLine, clearGuestCart, readGuestCart, removeGuestLine, setGuestQuantity, useGuestCart } from "./guest-cart";
import { signInMerge, useKeptIn, useMergeOnSignIn, type KeptIn } from "./guest-store";
import { useSession } from "./session";
import { toaster } from "./toaster";

/**
 * The shopper's cart, wherever it is kept: a guest's in the browser (priced by `guestCart`), a signed-in
 * shopper's on the server (`myCart`, the same on every device). For a signed-in shopper the Apollo cache's
 * `myCart` is the cart: every cart mutation answers the whole cart and writes it there, so a refetch of
 * `myCart` anywhere (checkout, once it has ordered some lines) updates every view, the top bar's count too.
 * A feature never imports another, so what the catalogue, the cart pages and checkout share is here.
 */

export type CartContents = CartContents_CartFragment;
export type CartLine = CartContents["lines"][number];
export type CartNotice = CartLine["notices"][number];

/** What the add-to-cart controls need of a part. */
export interface CartPart {
  id: string;
  name: string;
  price: number;
  minquantity: number;
  avquantity: number;
  soldOut: boolean;
}

export interface Cart {
  /** Where the cart is kept: the browser's (guest), the account's, or not known yet (the session is loading). */
  mode: KeptIn;
  lines: CartLine[];
  /** US dollars; lines that can no longer be bought count for nothing. */
  subtotal: number;
  /** Units of the parts that can be bought. */
  itemCount: number;
  weightKg: number;
  /** Nothing to show yet. */
  loading: boolean;
  /** The cart shown is being updated (a guest's new quantities priced, a refetch). */
  updating: boolean;
  error: unknown;
  /** The error is the merge of the guest's cart into the account's (the browser keeps it, to try again). */
  mergeFailed: boolean;
  /** Asks the server again (and retries a failed merge of the guest cart). */
  refresh: () => Promise<void>;
}

/** A refusal of the cart's, with the words to show (the same as the server's). */
export class CartInputError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "CartInputError";
  }
}

/** Why `quantity` units of the part cannot be in a cart, or undefined when they can. */
export function quantityProblem(part: CartPart, quantity: number): string | undefined {
  // The stock rule is shared with the server (shared/stock.ts); the cart reads the spec's field names.
  return sharedQuantityProblem({ name: part.name, minQuantity: part.minquantity, availableQuantity: part.soldOut ? 0 : part.avquantity }, quantity);
}

/** Makes a cart mutation's answer the cached `myCart`. */
export function writeMyCart(cache: ApolloCache, cart: MyCartQuery["myCart"]): void {
  cache.writeQuery({ query: MyCartDocument, data: { myCart: cart } });
}

// --- The merge of a guest's cart into the account's, at sign-in -------------------------------------

const cartMerge = signInMerge();

/**
 * Sends the browser's cart to `mergeGuestCart` (once, however many views ask at the same time), writes the
 * merged cart to the cache and clears the browser's. A failure keeps the browser's cart, to try again.
 */
function mergeGuestCart(getClient: ReturnType<typeof useApolloClientLoader>): Promise<void> {
  return cartMerge.run(async () => {
    const lines = readGuestCart();
    if (lines.length === 0) return;
    const client = await getClient();
    const { data } = await client.mutate({
      mutation: MergeGuestCartDocument,
      variables: { lines: lines.map(({ partId, quantity }) => ({ partId, quantity })) },
    });
    if (!data) throw new Error("The merged cart did not arrive.");
    writeMyCart(client.cache, data.mergeGuestCart);
    clearGuestCart();
    // The account's cart may have had these parts already: the shopper is told what was added to it.
    const units = lines.reduce((sum, line) => sum + line.quantity, 0);
    const merged = useFragment(CartContentsFragment, data.mergeGuestCart);
    const onlyPart = lines.length === 1 ? (merged.lines.find((line) => line.part?.id === lines[0].partId)?.name ?? null) : null;
    toaster.success({ title: copy.cart.mergedFromGuest(units, onlyPart) });
  });
}

/**
 * Merges the browser's cart into the account's as soon as the shopper is signed in, whichever way they
 * signed in (the session's status becoming "signedIn"); mounted at the root, and by every cart view.
 */
export function useGuestCartMerge(): { pending: boolean; error: unknown; retry: () => Promise<void> } {
  const hasGuestLines = useGuestCart().length > 0;
  const getClient = useApolloClientLoader();
  const start = useCallback(() => mergeGuestCart(getClient), [getClient]);
  return useMergeOnSignIn(cartMerge, hasGuestLines, start);
}

// --- Reading the cart --------------------------------------------------------------------------------

/**
 * "Only 3 left: quantity lowered" for a guest: the lowered quantity is stored at once (so the next
 * pricing has nothing to say about it), and the notice kept here until the guest changes the line.
 */
const loweredNotices = new Map<string, CartNotice>();

const hasNotice = (line: CartLine, kind: CartNoticeKind) => line.notices.some((n) => n.kind === kind);

const NO_LINES: CartLine[] = [];

/** The cart, its totals, and whether it is loading or failed; the same for guests and signed-in shoppers. */
export function useCart(): Cart {
  const mode = useKeptIn();
  const guestLines = useGuestCart();
  const merge = useGuestCartMerge();
  const account = useQuery(MyCartDocument, {
    skip: mode !== "account" || merge.pending,
    fetchPolicy: "cache-and-network",
    nextFetchPolicy: "cache-first",
  });
  const variables = useMemo(
    () => ({ lines: guestLines.map(({ partId, quantity, seenPrice }) => ({ partId, quantity, seenPrice })) }),
    [guestLines],
  );
  // Prices and stock as they are now on every visit; within one, a cart already priced is not asked for again.
  const guest = useQuery(GuestCartDocument, {
    variables,
    skip: mode !== "guest" || guestLines.length === 0,
    fetchPolicy: "cache-and-network",
    nextFetchPolicy: "cache-first",
  });

  const guestCart = useFragment(CartContentsFragment, (guest.data ?? guest.previousData)?.guestCart);
  const accountCart = useFragment(CartContentsFragment, account.data?.myCart);

  // A guest's quantities the stock no longer covers are lowered in the browser too.
  const priced = guest.data ? guestCart : undefined;
  useEffect(() => {
    if (!priced) return;
    for (const line of priced.lines) {
      const notice = line.notices.find((n) => n.kind === "QUANTITY_LOWERED");
      if (!notice) continue;
      loweredNotices.set(line.id, notice);
      const stored = readGuestCart().find((l) => l.partId === line.id);
      if (stored && stored.quantity !== line.quantity) setGuestQuantity(line.id, line.quantity);
    }
  }, [priced]);

  const guestView = useMemo<CartContents | undefined>(() => {
    if (!guestCart) return undefined;
    // Only the lines still in the browser's cart (one removed while its pricing was on the way is gone).
    const kept = new Set(guestLines.map((l) => l.partId));
    const lines = guestCart.lines
      .filter((line) => kept.has(line.id))
      .map((line) => {
        const lowered = loweredNotices.get(line.id);
        return lowered && !hasNotice(line, "QUANTITY_LOWERED") ? { ...line, notices: [lowered, ...line.notices] } : line;
      });
    return { ...guestCart, lines };
  }, [guestCart, guestLines]);

  const refresh = useCallback(async () => {
    if (merge.pending) await merge.retry();
    else if (mode === "account") await account.refetch().catch(() => undefined);
    else if (mode === "guest" && guestLines.length > 0) await guest.refetch().catch(() => undefined);
  }, [merge, mode, account, guest, guestLines.length]);

  if (mode === "guest" && guestLines.length === 0) {
    return { mode, lines: NO_LINES, subtotal: 0, itemCount: 0, weightKg: 0, loading: false, updating: false, error: null, mergeFailed: false, refresh };
  }
  const cart = mode === "guest" ? guestView : mode === "account" && !merge.pending ? accountCart : undefined;
  const query = mode === "guest" ? guest : account;
  const error = merge.error ?? (mode === "unknown" ? null : (query.error ?? null));
  return {
    mode,
    lines: cart?.lines ?? NO_LINES,
    subtotal: cart?.subtotal ?? 0,
    itemCount: cart?.itemCount ?? 0,
    weightKg: cart?.weightKg ?? 0,
    loading: !cart && !error,
    updating: !!cart && query.loading,
    error: cart ? null : error,
    mergeFailed: !cart && merge.error != null,
    refresh,
  };
}

// --- Changing the cart -------------------------------------------------------------------------------

export interface CartActions {
  /** Adds units of a part; rejects with a CartInputError (or the server's error) when refused. */
  add(part: CartPart, quantity: number): Promise<void>;
  setQuantity(line: CartLine, quantity: number): Promise<void>;
  remove(line: CartLine): Promise<void>;
}

/** Changes the cart where it is kept: the browser's for a guest, the server's (and the cache's) once signed in. */
export function useCartActions(): CartActions {
  const { status } = useSession();
  const signedIn = status === "signedIn";
  const getClient = useApolloClientLoader();
  return useMemo<CartActions>(
    () => ({
      async add(part, quantity) {
        const problem = quantityProblem(part, quantity);
        if (problem) throw new CartInputError(problem);
        if (!signedIn) {
          const had = readGuestCart().find((l) => l.partId === part.id)?.quantity ?? 0;
          const total = had > 0 ? quantityProblem(part, had + quantity) : undefined;
          if (total) throw new CartInputError(`${total} ${copy.cart.alreadyInCart(had)}`);
          loweredNotices.delete(part.id);
          addGuestLine(part.id, quantity, part.price);
          return;
        }
        const client = await getClient();
        await client.mutate({
          mutation: AddToCartDocument,
          variables: { partId: part.id, quantity },
          update: (cache, { data }) => data && writeMyCart(cache, data.addToCart),
        });
      },
      async setQuantity(line, quantity) {
        if (!line.part || line.unitPrice === null) throw new CartInputError(copy.cart.soldOut(line.name));
        const problem = quantityProblem(line.part, quantity);
        if (problem) throw new CartInputError(problem);
        if (!signedIn) {
          loweredNotices.delete(line.id);
          // Changing the line accepts today's price, as the server does for an account's cart.
          setGuestQuantity(line.part.id, quantity, line.unitPrice);
          return;
        }
        const client = await getClient();
        await client.mutate({
          mutation: SetCartQuantityDocument,
          variables: { partId: line.part.id, quantity },
          update: (cache, { data }) => data && writeMyCart(cache, data.setCartQuantity),
        });
      },
      async remove(line) {
        if (!signedIn) {
          loweredNotices.delete(line.id);
          removeGuestLine(line.part?.id ?? line.id);
          return;
        }
        const client = await getClient();
        await client.mutate({
          mutation: RemoveFromCartDocument,
          variables: { id: line.part?.id ?? line.id },
          update: (cache, { data }) => data && writeMyCart(cache, data.removeFromCart),
        });
      },
    }),
    [signedIn, getClient],
  );
}

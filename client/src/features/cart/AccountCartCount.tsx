import { useQuery } from "@apollo/client/react";
import type { ReactNode } from "react";
import { useFragment } from "../../gql";
import { CartContentsFragment, MyCartDocument } from "../../lib/cart-operations";

/**
 * A signed-in shopper's item count, read from the cached `myCart` (asked for once): every cart mutation and
 * every refetch of `myCart` writes there, so the count follows them. Downloaded once someone is signed in.
 */
export default function AccountCartCount({ children }: { children: (count: number | null) => ReactNode }) {
  const { data } = useQuery(MyCartDocument, { fetchPolicy: "cache-first" });
  const cart = useFragment(CartContentsFragment, data?.myCart);
  return children(cart ? cart.itemCount : null);
}

import { useGuestCartMerge } from "../../lib/cart";

/** Runs the merge of the browser's cart into the account's (see useGuestCartMerge). */
export default function CartMerge() {
  useGuestCartMerge();
  return null;
}

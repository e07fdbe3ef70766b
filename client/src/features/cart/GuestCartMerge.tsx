import { lazy, Suspense } from "react";
import { useGuestCart } from "../../lib/guest-cart";
import { useSession } from "../../lib/session";

const CartMerge = lazy(() => import("./CartMerge"));

/**
 * At sign-in, however the shopper signed in (email and password, Google, GitHub, sign-up, or a session
 * restored on load), the parts they put in the cart as a guest join their account's cart: mounted in the
 * root layout, it watches the session and the browser's cart, and downloads the merge only when both say so.
 */
export function GuestCartMerge() {
  const { status } = useSession();
  const hasGuestLines = useGuestCart().length > 0;
  if (status !== "signedIn" || !hasGuestLines) return null;
  return (
    <Suspense>
      <CartMerge />
    </Suspense>
  );
}

import { lazy, Suspense } from "react";
import { useGuestGarage } from "../../lib/guest-garage";
import { useSession } from "../../lib/session";

const GarageMerge = lazy(() => import("./GarageMerge"));

/**
 * At sign-in, however the rider signed in, the bikes they added as a guest join their account's garage
 * (and the browser's copy is cleared): mounted in the root layout beside the cart's merge, it watches the
 * session and the browser's garage, and downloads the merge only when both say so.
 */
export function GuestGarageMerge() {
  const { status } = useSession();
  const hasGuestBikes = useGuestGarage().bikes.length > 0;
  if (status !== "signedIn" || !hasGuestBikes) return null;
  return (
    <Suspense>
      <GarageMerge />
    </Suspense>
  );
}

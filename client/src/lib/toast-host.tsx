import { lazy, Suspense, useEffect, useState } from "react";
import { toaster } from "./toaster";

const ToastList = lazy(() => import("./toast-list"));

/** The toasts, whose code is downloaded with the first one (the store keeps it until they show). */
export function Toaster() {
  // Once loaded, the list stays mounted, so the last toast can animate out.
  const [needed, setNeeded] = useState(() => toaster.getCount() > 0);
  useEffect(() => {
    // The store tells its subscribers of a toast before it counts it, so a count read in a subscriber
    // (or in useSyncExternalStore's snapshot) misses the first toast: any notification means "needed".
    const off = toaster.subscribe(() => setNeeded(true));
    // A toast created between the first render and this subscription.
    // eslint-disable-next-line react-hooks/set-state-in-effect -- it is an external store's state, read once
    if (toaster.getCount() > 0) setNeeded(true);
    return off;
  }, []);
  return needed ? (
    <Suspense>
      <ToastList />
    </Suspense>
  ) : null;
}

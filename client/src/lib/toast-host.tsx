import { lazy, Suspense, useState, useSyncExternalStore } from "react";
import { toaster } from "./toaster";

const ToastList = lazy(() => import("./toast-list"));

const anyToast = () => toaster.getCount() > 0;

/** The toasts, whose code is downloaded with the first one (the store keeps it until they show). */
export function Toaster() {
  const showing = useSyncExternalStore(toaster.subscribe, anyToast, () => false);
  // Once loaded, the list stays mounted, so the last toast can animate out.
  const [needed, setNeeded] = useState(false);
  if (showing && !needed) setNeeded(true);
  return needed ? (
    <Suspense>
      <ToastList />
    </Suspense>
  ) : null;
}

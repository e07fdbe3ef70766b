import { createToaster } from "@chakra-ui/react";
import { lazy, Suspense, useEffect, useState } from "react";

/** Toasts: top-right, closing after 5000 ms (the spec's constants). */
export const toaster = createToaster({ placement: "top-end", duration: 5000, pauseOnPageIdle: true });

const ToastList = lazy(() => import("./toast-list"));

/** The toasts, whose code is downloaded with the first one (the store keeps it until they show). */
export function Toaster() {
  const [needed, setNeeded] = useState(false);
  useEffect(() => {
    if (toaster.getCount() > 0) setNeeded(true);
    return toaster.subscribe(() => setNeeded(true));
  }, []);
  return needed ? (
    <Suspense>
      <ToastList />
    </Suspense>
  ) : null;
}

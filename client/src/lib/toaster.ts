import { createToaster } from "@chakra-ui/react";

/**
 * Toasts close after 5000 ms (the spec's constant) and each has a close button. Where they show depends on
 * the screen (ADR 0051): top-right on tablets and desktops, as the spec puts them, just below the sticky
 * top bar (4rem) and so clear of its account menu; at the top on phones, across the width below the bar.
 */
const shared = { duration: 5000, pauseOnPageIdle: true, gap: 12 } as const;
const wide = createToaster({ ...shared, placement: "top-end", offsets: { top: "4.5rem", bottom: "1rem", left: "1rem", right: "1rem" } });
const phone = createToaster({ ...shared, placement: "top", offsets: { top: "4.5rem", bottom: "1rem", left: "1rem", right: "1rem" } });

/** Below Chakra's `md` breakpoint (48em). */
export const PHONE_QUERY = "(max-width: 47.999em)";

export const toasters = { wide, phone } as const;

type Store = typeof wide;
type Options = Parameters<Store["create"]>[0];

/** The store a toast created now goes to, by the screen's width at that moment. */
const current = (): Store => (typeof window !== "undefined" && window.matchMedia?.(PHONE_QUERY).matches ? phone : wide);

/** The shop's toasts: the two stores behind one face. */
export const toaster = {
  success: (options: Options) => current().success({ closable: true, ...options }),
  error: (options: Options) => current().error({ closable: true, ...options }),
  info: (options: Options) => current().info({ closable: true, ...options }),
  warning: (options: Options) => current().warning({ closable: true, ...options }),
  /** Removes one toast, or every toast. */
  remove: (id?: string) => {
    wide.remove(id);
    phone.remove(id);
  },
  getCount: () => wide.getCount() + phone.getCount(),
  subscribe: (listener: Parameters<Store["subscribe"]>[0]) => {
    const offWide = wide.subscribe(listener);
    const offPhone = phone.subscribe(listener);
    return () => {
      offWide();
      offPhone();
    };
  },
};

import { lazy, Suspense, useState, type ComponentType } from "react";

/**
 * A dialog whose code (Chakra's Dialog: focus trap, dismissal, its form) downloads when it first opens,
 * as no page shows one on arrival. Once opened it stays rendered, so that it can animate out.
 */
export function lazyDialog<P extends { open: boolean }>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Dialog = lazy(() => load().then((component) => ({ default: component })));
  return function LazyDialog(props: P) {
    const [opened, setOpened] = useState(props.open);
    if (props.open && !opened) setOpened(true);
    return opened ? (
      <Suspense>
        <Dialog {...props} />
      </Suspense>
    ) : null;
  };
}

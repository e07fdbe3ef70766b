import { startTransition, useEffect, useLayoutEffect, useRef, useState, type HTMLAttributes, type ReactNode, type Ref } from "react";
import { flushSync } from "react-dom";
import { isHydrating } from "../lib/hydration";

/** Given as the element's inner HTML while it waits: the same object every render, so React never sets it. */
const KEEP_SERVER_MARKUP = { __html: "" };

/** How far from the viewport an element starts being taken over: a fast scroll should not meet a dead card. */
const NEAR_VIEWPORT = "300px";

function sameDeps(a: readonly unknown[], b: readonly unknown[]): boolean {
  return a.length === b.length && a.every((value, i) => Object.is(value, b[i]));
}

/** The child indexes from `root` down to `node`. */
function pathTo(root: Element, node: Element): number[] {
  const path: number[] = [];
  for (let at: Element = node; at !== root && at.parentElement; at = at.parentElement) {
    path.unshift(Array.prototype.indexOf.call(at.parentElement.children, at));
  }
  return path;
}

function follow(root: Element, path: readonly number[]): Element | null {
  let at: Element | null = root;
  for (const index of path) at = at?.children[index] ?? null;
  return at;
}

/**
 * Server-rendered content that React takes over only when it is about to be seen or used (ADR 0041): a
 * search page's twentieth card is not hydrated while the phone shows the first.
 *
 * While the page hydrates, the element keeps the server's markup as it is (React does not look inside an
 * element given its inner HTML) and renders `children` only once it comes within 300 px of the viewport,
 * or the pointer or the keyboard's focus reaches it; focus stays on the element that had it. The markup is
 * the same, so nothing moves. Until then `children` are not rendered: `deps` names everything they show,
 * and a change to it renders them at once. Mounted after hydration (a page rendered in the browser, the
 * next search's cards), it renders `children` at once.
 */
export function HydrateOnView({
  as = "div",
  deps,
  children,
  ...attributes
}: { as?: "div" | "li"; deps: readonly unknown[]; children: ReactNode } & HTMLAttributes<HTMLElement>) {
  const ref = useRef<HTMLElement>(null);
  // The deps it was hydrated with while it waits; null once its children render.
  const [waitingWith, setWaitingWith] = useState<readonly unknown[] | null>(() => (isHydrating() && typeof IntersectionObserver === "function" ? deps : null));
  const waiting = waitingWith !== null && sameDeps(waitingWith, deps);
  const focusPath = useRef<number[] | null>(null);

  useEffect(() => {
    const element = ref.current;
    if (!waiting || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        // Empty, it has no server markup to keep (React rendered the page afresh after a mismatch).
        if (!entries.some((entry) => entry.isIntersecting) && element.hasChildNodes()) return;
        observer.disconnect();
        startTransition(() => setWaitingWith(null));
      },
      { rootMargin: NEAR_VIEWPORT },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [waiting]);

  useLayoutEffect(() => {
    const path = focusPath.current;
    const element = ref.current;
    if (waiting || !path || !element) return;
    focusPath.current = null;
    const target = follow(element, path);
    if (target instanceof HTMLElement) target.focus({ preventScroll: true });
  }, [waiting]);

  // One element type for both: "div" stands for either in the types.
  const Element = as as "div";
  const elementRef = ref as Ref<HTMLDivElement>;
  if (!waiting) {
    return (
      <Element {...attributes} ref={elementRef}>
        {children}
      </Element>
    );
  }

  // Rendered now, before the event goes on, so that it reaches the rendered element.
  const takeOver = () => {
    const element = ref.current;
    const active = document.activeElement;
    focusPath.current = element && active && active !== element && element.contains(active) ? pathTo(element, active) : null;
    flushSync(() => setWaitingWith(null));
  };
  return (
    <Element
      {...attributes}
      ref={elementRef}
      dangerouslySetInnerHTML={KEEP_SERVER_MARKUP}
      suppressHydrationWarning
      onPointerOver={takeOver}
      onPointerDown={takeOver}
      onFocus={takeOver}
    />
  );
}

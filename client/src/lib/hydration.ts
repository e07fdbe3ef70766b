/**
 * Whether React is hydrating a server-rendered page (ADR 0041): from just before `hydrateRoot` until the
 * hydrated tree's effects run. A component mounted in that render takes server markup over; one mounted
 * later renders in the browser.
 */
let hydrating = false;
const afterward: (() => void)[] = [];

/** main.tsx, just before it hydrates the page. */
export function beginHydration(): void {
  hydrating = true;
}

/** The app shell's effect, once the tree is committed (hydrated, or rendered in the browser). */
export function endHydration(): void {
  hydrating = false;
  for (const then of afterward.splice(0)) then();
}

export function isHydrating(): boolean {
  return hydrating;
}

/** Calls `then` once the page is hydrated. */
export function afterHydration(then: () => void): void {
  afterward.push(then);
}

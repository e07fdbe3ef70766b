/**
 * Whether React is hydrating a server-rendered page (ADR 0041): from just before `hydrateRoot` until the
 * hydrated tree's effects run. A component mounted in that render takes server markup over; one mounted
 * later renders in the browser.
 */
let hydrating = false;

/** main.tsx, just before it hydrates the page. */
export function beginHydration(): void {
  hydrating = true;
}

/** The app shell's effect, once the hydrated tree is committed. */
export function endHydration(): void {
  hydrating = false;
}

export function isHydrating(): boolean {
  return hydrating;
}

import type { Path } from "react-router-dom";

/** Pages that must never be the place a sign-in sends the user back to. */
const AUTH_PAGES = new Set(["/login", "/signup"]);

/**
 * Where to go after signing in: the location the route guard remembered in `state.from` (pathname,
 * search and hash), or the home page.
 */
export function destinationFrom(state: unknown): Partial<Path> | "/" {
  const from = (state as { from?: Partial<Path> } | null | undefined)?.from;
  const pathname = from?.pathname;
  // Only in-app paths: "//host" would leave the shop.
  if (typeof pathname !== "string" || !pathname.startsWith("/") || pathname.startsWith("//")) return "/";
  if (AUTH_PAGES.has(pathname)) return "/";
  return {
    pathname,
    search: typeof from?.search === "string" ? from.search : "",
    hash: typeof from?.hash === "string" ? from.hash : "",
  };
}

import type http from "node:http";

/** What Express leaves on a request its router matched (the route's pattern and the router's mount path). */
interface RoutedRequest extends http.IncomingMessage {
  route?: { path?: unknown };
  baseUrl?: string;
}

/**
 * The route label of a finished request, from a small set fixed by the code, never the raw path (which
 * anyone can vary without end): the Express route pattern that answered it (`/parts/:id`, `/healthz`),
 * `/graphql`, `page` for the storefront's server-rendered pages, `static` for the client's files,
 * `preflight` for CORS preflights, and `other` for the rest (404s among them). `cached` is given when
 * a response cache answered before any route ran: the route the cached answer came from.
 */
export function routeLabel(req: http.IncomingMessage, status: number, cached?: string): string {
  const url = req.url ?? "";
  if (url === "/graphql" || url.startsWith("/graphql?")) return "/graphql";
  if (cached) return cached;
  const { route, baseUrl = "" } = req as RoutedRequest;
  if (route && typeof route.path === "string") return `${baseUrl}${route.path}`;
  if (route && route.path instanceof RegExp) {
    // The storefront's catch-all (`app.get(/.*/)`) renders pages; the one other pattern route is seo.ts's.
    if (route.path.source === ".*") return "page";
    if (route.path.source.startsWith("^\\/sitemap-parts-")) return "/sitemap-parts-:n.xml";
    return "other";
  }
  if (req.method === "OPTIONS") return "preflight";
  return status < 400 ? "static" : "other";
}

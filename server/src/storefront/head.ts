import type { RenderedHead } from "../../../shared/rendered-page";

const BRAND = "MotoParts USA";

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** JSON inside a <script>: nothing in it can close the element. Site paths in it become absolute URLs. */
const scriptJson = (value: object, publicUrl: string) =>
  JSON.stringify(value, (key, v: unknown) => (LINK_KEYS.has(key) && typeof v === "string" && v.startsWith("/") ? publicUrl + v : v)).replace(/</g, "\\u003c");

/** The schema.org properties whose values the pages give as site paths. */
const LINK_KEYS = new Set(["url", "item", "image"]);

/**
 * The head tags of a server-rendered page: title, description, canonical URL, Open Graph and Twitter
 * card tags for link previews, and its structured data as JSON-LD. A page that answers 404 asks not to
 * be indexed. Search results keep their query in the canonical URL (it is what they show).
 */
export function pageHead(head: RenderedHead, publicUrl: string, pathname: string, search = ""): string {
  const canonical = publicUrl + pathname + (pathname === "/search" ? search : "");
  const image = head.image ? new URL(head.image, publicUrl + "/").href : undefined;
  const description = head.description ?? "";
  const meta = (attribute: "name" | "property", key: string, content: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    meta("name", "description", description),
    head.status === 404 ? meta("name", "robots", "noindex") : `<link rel="canonical" href="${escapeHtml(canonical)}" />`,
    meta("property", "og:site_name", BRAND),
    meta("property", "og:type", head.type ?? "website"),
    meta("property", "og:title", head.title),
    meta("property", "og:description", description),
    meta("property", "og:url", canonical),
    ...(image ? [meta("property", "og:image", image)] : []),
    meta("name", "twitter:card", image ? "summary_large_image" : "summary"),
    meta("name", "twitter:title", head.title),
    meta("name", "twitter:description", description),
    ...(image ? [meta("name", "twitter:image", image)] : []),
    ...(head.jsonLd ?? []).map((data) => `<script type="application/ld+json">${scriptJson(data, publicUrl)}</script>`),
  ];
  return tags.join("");
}

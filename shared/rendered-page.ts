/**
 * What a server-rendered page tells the server about itself (ADR 0041): the client's pages declare it
 * (client/src/lib/page-head.tsx), the server writes it into the HTML's head and status line.
 */
export interface PageMeta {
  description?: string;
  /** An absolute or site-relative image URL for link previews (a part's picture). */
  image?: string;
  /** Open Graph's type: "product" on part pages. */
  type?: "website" | "product";
  /** Structured data (schema.org), written as JSON-LD. */
  jsonLd?: object[];
}

export interface RenderedHead extends PageMeta {
  title: string;
  status: number;
}

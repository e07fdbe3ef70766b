import { Router } from "express";
import type { Logger } from "../../logger";
import { ProductFeeds, type ProductFeedsOptions } from "./product-feeds.service";

/** Merchant Center fetches a feed at most a few times a day; crawlers and CDNs may keep one an hour. */
export const FEED_CACHE = "public, max-age=3600";

/** Whether an If-None-Match header names this ETag (or is `*`), by the weak comparison RFC 9110 asks for. */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(",").some((tag) => {
    const t = tag.trim();
    return t === "*" || t === etag || t === `W/${etag}`;
  });
}

/**
 * GET /feeds/google/{country}.xml: public, one feed per country the shop ships to (ADR 0074). A plain
 * 404 names why there is none (not a country code, export controls, no shipping there); a request
 * carrying the current ETag gets 304 before a part is read.
 */
export function feedRoutes(options: ProductFeedsOptions & { log: Logger }): Router {
  const feeds = new ProductFeeds(options);
  const router = Router();
  router.get(/^\/feeds\/google\/([^/]+)\.xml$/i, async (req, res) => {
    const asked = String((req.params as Record<string, string>)[0]);
    const answer = await feeds.prepare(asked);
    if (answer.kind === "missing") {
      res.status(404).type("text/plain").send(`${answer.message}\n`);
      return;
    }
    res.set({ "Cache-Control": FEED_CACHE, ETag: answer.etag });
    if (matchesEtag(req.get("if-none-match"), answer.etag)) {
      res.status(304).end();
      return;
    }
    res.status(200).type("application/xml; charset=utf-8");
    if (req.method === "HEAD") {
      res.end();
      return;
    }
    try {
      await feeds.write(answer.xml, res);
      res.end();
    } catch (err) {
      // Half a feed must not look whole: the connection is cut, and Merchant Center fetches it again.
      options.log.error({ err, country: answer.country }, "product feed failed while streaming");
      res.destroy();
    }
  });
  return router;
}

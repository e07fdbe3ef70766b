import { Router } from "express";
import { Sitemaps, type SitemapOptions } from "./sitemap";

/** Paths search engines are asked to leave alone: signed-in pages and the API. */
const DISALLOWED = ["/dashboard", "/checkout", "/allparts/", "/cart", "/garage", "/graphql", "/dev/"];

/** Sitemaps change with the catalogue; crawlers and CDNs may keep them an hour. */
const SITEMAP_CACHE = "public, max-age=3600";

/** /robots.txt and the sitemaps (ADR 0041). */
export function seoRoutes(options: SitemapOptions): Router {
  const { publicUrl } = options;
  const sitemaps = new Sitemaps(options);
  const router = Router();
  router.get("/robots.txt", (_req, res) => {
    res.set("Cache-Control", "public, max-age=86400").type("text/plain");
    res.send(["User-agent: *", ...DISALLOWED.map((p) => `Disallow: ${p}`), "", `Sitemap: ${publicUrl}/sitemap.xml`, ""].join("\n"));
  });
  router.get("/sitemap.xml", async (_req, res) => {
    res.set("Cache-Control", SITEMAP_CACHE).type("application/xml").send(await sitemaps.root());
  });
  router.get("/sitemap-pages.xml", async (_req, res) => {
    res.set("Cache-Control", SITEMAP_CACHE).type("application/xml").send(await sitemaps.pages());
  });
  router.get(/^\/sitemap-parts-([1-9][0-9]{0,5})\.xml$/, async (req, res, next) => {
    const xml = await sitemaps.partsFile(Number((req.params as Record<string, string>)[0]));
    if (!xml) return next();
    res.set("Cache-Control", SITEMAP_CACHE).type("application/xml").send(xml);
  });
  return router;
}

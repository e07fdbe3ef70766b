import type { CategoriesService, PartsService } from "../modules/parts";
import type { VehiclesService } from "../modules/fitment";

/** The sitemaps protocol's limit of URLs in one file; beyond it, /sitemap.xml is an index of files. */
export const SITEMAP_MAX_URLS = 50_000;

/** The public pages that are not the catalogue's (their paths in client/src/app/router.tsx). */
const CONTENT_PAGES = ["/", "/blog", "/questions", "/portfolio", "/shipping", "/returns", "/privacy", "/terms", "/services/digital-campaigns"];

interface Url {
  path: string;
  lastModified?: Date;
}

const escapeXml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

function urlSet(publicUrl: string, urls: Url[]): string {
  const entries = urls.map(
    (u) => `<url><loc>${escapeXml(publicUrl + u.path)}</loc>${u.lastModified ? `<lastmod>${u.lastModified.toISOString()}</lastmod>` : ""}</url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${entries.join("\n")}</urlset>\n`;
}

function sitemapIndex(publicUrl: string, files: string[]): string {
  const entries = files.map((file) => `<sitemap><loc>${escapeXml(`${publicUrl}/${file}`)}</loc></sitemap>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${entries.join("\n")}</sitemapindex>\n`;
}

/**
 * The sitemaps of every public page (ADR 0041): content pages, categories, bike pages and parts. While
 * they fit in one file, /sitemap.xml lists them all; beyond `maxUrls`, it is an index of
 * /sitemap-pages.xml (everything but parts) and /sitemap-parts-N.xml (parts by id, `maxUrls` a file).
 */
export interface SitemapOptions {
  /** Where the pages come from: the parts and fitment modules' services. */
  services: { parts: Pick<PartsService, "count" | "pages">; categories: Pick<CategoriesService, "pages">; vehicles: Pick<VehiclesService, "bikePages"> };
  publicUrl: string;
  maxUrls?: number;
}

export class Sitemaps {
  private readonly services: SitemapOptions["services"];
  private readonly publicUrl: string;
  private readonly maxUrls: number;

  constructor(options: SitemapOptions) {
    this.services = options.services;
    this.publicUrl = options.publicUrl;
    this.maxUrls = options.maxUrls ?? SITEMAP_MAX_URLS;
  }

  private async otherPages(): Promise<Url[]> {
    const [categories, bikes] = await Promise.all([this.services.categories.pages(), this.services.vehicles.bikePages()]);
    return [
      ...CONTENT_PAGES.map((path) => ({ path })),
      ...categories.map((c) => ({ path: `/category/${encodeURIComponent(c.slug)}`, lastModified: c.updatedAt })),
      ...bikes.map((b) => ({ path: `/bikes/${encodeURIComponent(b.makeSlug)}/${encodeURIComponent(b.modelSlug)}/${b.year}` })),
    ];
  }

  private async parts(skip: number, take: number): Promise<Url[]> {
    const parts = await this.services.parts.pages(skip, take);
    return parts.map((p) => ({ path: `/product/${p.id}`, lastModified: p.updatedAt }));
  }

  /** /sitemap.xml: every URL, or the index of the files that hold them. */
  async root(): Promise<string> {
    const [others, partCount] = await Promise.all([this.otherPages(), this.services.parts.count()]);
    if (others.length + partCount <= this.maxUrls) return urlSet(this.publicUrl, [...others, ...(await this.parts(0, partCount))]);
    const partFiles = Array.from({ length: Math.ceil(partCount / this.maxUrls) }, (_, i) => `sitemap-parts-${i + 1}.xml`);
    return sitemapIndex(this.publicUrl, ["sitemap-pages.xml", ...partFiles]);
  }

  /** /sitemap-pages.xml: everything but the parts. */
  async pages(): Promise<string> {
    return urlSet(this.publicUrl, (await this.otherPages()).slice(0, this.maxUrls));
  }

  /** /sitemap-parts-N.xml (N from 1), or null past the last. */
  async partsFile(n: number): Promise<string | null> {
    const urls = await this.parts((n - 1) * this.maxUrls, this.maxUrls);
    return urls.length > 0 ? urlSet(this.publicUrl, urls) : null;
  }
}

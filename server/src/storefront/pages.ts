import fs from "node:fs";
import path from "node:path";
import { createRequire } from "node:module";
import { Writable } from "node:stream";
import { BASE_CURRENCY, isCurrencyCode } from "../../../shared/currencies";
import type { Request, RequestHandler, Response } from "express";
import type { Logger } from "../logger";
import type { ResponseCache } from "../http/response-cache";
import type { RenderedHead } from "../../../shared/rendered-page";
import { pageHead } from "./head";

/** What the built server renderer (client/src/entry-server.tsx) exports. */
export interface Renderer {
  renderPage(request: globalThis.Request, execute: ExecuteOperation, signal: AbortSignal): Promise<RenderResult>;
  ssrDataScript(data: unknown): string;
}
export type ExecuteOperation = (operation: { query: unknown; variables: Record<string, unknown>; operationName?: string }) => Promise<unknown>;
type RenderResult =
  | { kind: "redirect"; status: number; location: string }
  | { kind: "page"; status: number; head: RenderedHead; styles: string; data: unknown | null; pipe(out: Writable): void };

/** Where the storefront's files come from: the build, or Vite's dev server (which transforms them on request). */
export interface StorefrontSource {
  /** index.html as the browser gets it, with the client's script tags: the shell of pages it renders. */
  template(url: string): Promise<string>;
  /** The template of server-rendered pages. */
  pageTemplate(url: string): Promise<string>;
  renderer(): Promise<Renderer>;
}

/**
 * Pages only a signed-in shopper (or one with a cart or garage of their own) sees: the browser renders
 * them, since the server renders every page as a signed-out visitor would see it.
 */
const CLIENT_RENDERED = /^\/(dashboard|checkout|allparts|cart|garage)(\/|$)/;

/**
 * A request for a page: one that accepts HTML, unless it names a file (a missing picture or script is a
 * plain 404, not the not-found page) without asking for HTML by name as a browser's navigation does.
 */
function isPageRequest(req: Request): boolean {
  if (!req.accepts("html")) return false;
  return !/\.[a-z0-9]{1,8}$/i.test(req.path) || (req.headers.accept ?? "").includes("text/html");
}

/**
 * Which of a page's variants a request gets (ADR 0070): the plain page without cookies or with only the
 * `currency` cookie naming US dollars, the page in a currency with only that cookie naming it, and none
 * (rendered for it alone) with any other cookie.
 */
export function pageVariant(req: Request): string | null {
  const cookie = (req.headers.cookie ?? "").trim();
  if (cookie === "") return "";
  const code = /^currency=([A-Za-z]{3});?$/.exec(cookie)?.[1]?.toUpperCase();
  if (!code || !isCurrencyCode(code)) return null;
  return code === BASE_CURRENCY ? "" : `currency=${code}`;
}

/**
 * Public pages: a shared cache (a CDN, the page cache) may keep them a minute and serve a stale one while
 * it fetches a new one; a browser asks again on every visit (`max-age=0`), for a shared cache is told
 * when the catalogue, a review or an answer changes and a browser's own copy never is (ADR 0041).
 */
export const PUBLIC_PAGE_CACHE = "public, max-age=0, s-maxage=60, stale-while-revalidate=300";

/** A page's data must arrive within this, or the browser renders the page instead. */
const RENDER_TIMEOUT_MS = 5_000;

export interface StorefrontPagesDeps {
  source: StorefrontSource;
  /** Runs a GraphQL operation in this process, as a signed-out visitor (the renderer's API). */
  execute(req: Request, res: Response): ExecuteOperation;
  publicUrl: string;
  cache: ResponseCache;
  log: Logger;
}

/**
 * Every GET of a page (ADR 0041): public pages are rendered on the server and streamed, with their head,
 * status and data; signed-in pages get the client's shell. A page that cannot be rendered falls back to
 * the shell, which the browser renders as before: never an error page of the server's.
 */
export function storefrontPages({ source, execute, publicUrl, cache, log }: StorefrontPagesDeps): RequestHandler[] {
  const sendShell = async (req: Request, res: Response) => {
    try {
      const html = await source.template(req.originalUrl);
      res.status(200).set("Cache-Control", "no-cache").type("html").send(html);
    } catch (error) {
      if (!(error instanceof ClientNotBuilt)) throw error;
      log.warn({ distDir: error.distDir }, "client not built");
      res.status(503).type("text/plain").send(error.message);
    }
  };
  const render: RequestHandler = async (req, res, next) => {
    if (!isPageRequest(req)) return next();
    if (CLIENT_RENDERED.test(req.path)) return sendShell(req, res).catch(next);
    const controller = new AbortController();
    let timer: NodeJS.Timeout | undefined;
    res.once("close", () => controller.abort(new Error("client went away")));
    try {
      const [template, renderer] = await Promise.all([source.pageTemplate(req.originalUrl), source.renderer()]);
      // The clock starts once the renderer is loaded: a process's first page waits for its module to load
      // and compile (seconds on a busy machine), which is no reason to send that visitor the bare shell.
      timer = setTimeout(() => controller.abort(new Error("render timed out")), RENDER_TIMEOUT_MS);
      // The path as asked, on the shop's origin (never a host a path like "//elsewhere" would name).
      const url = new URL(publicUrl + req.originalUrl);
      // The cookie goes with it: the page is in the currency it names.
      const request = new globalThis.Request(url, { signal: controller.signal, headers: req.headers.cookie ? { cookie: req.headers.cookie } : {} });
      const result = await renderer.renderPage(request, execute(req, res), controller.signal);
      if (result.kind === "redirect") {
        res.redirect(result.status, result.location);
        return;
      }
      const [beforeRoot, afterRoot] = splitTemplate(template);
      res.status(result.status).type("html");
      // A page that met an API error may be right a moment later: only whole pages (and 404s) are shared.
      res.set("Cache-Control", result.data || result.status === 404 ? PUBLIC_PAGE_CACHE : "no-cache");
      // The page's CSS last in the head, where the browser's style cache takes it over (client/src/lib/style-cache.ts).
      res.write(withHead(beforeRoot, pageHead(result.head, publicUrl, url.pathname, url.search) + result.styles));
      // Without its data, the browser renders the page anew rather than hydrating it.
      const tail = `</div>${result.data ? renderer.ssrDataScript(result.data) : ""}${afterRoot}`;
      result.pipe(
        new Writable({
          // Compression's write takes no callback: back-pressure is its return value and "drain".
          write: (chunk, _encoding, done) => (res.write(chunk) ? done() : res.once("drain", () => done())),
          final: (done) => {
            res.end(tail);
            done();
          },
          destroy: (error, done) => {
            if (error) res.destroy(error);
            done(error);
          },
        }),
      );
    } catch (error) {
      log.warn({ err: error, path: req.path }, "server rendering failed: the browser renders the page");
      if (!res.headersSent) await sendShell(req, res).catch(next);
      else res.destroy();
    } finally {
      clearTimeout(timer);
    }
  };
  const cached = cache.middleware();
  // A page's URL answers HTML to a browser and 404 JSON to anything else: caches must key on Accept,
  // and the page cache answers only the requests the page is for.
  const pagesOnly: RequestHandler = (req, res, next) => {
    res.vary("Accept");
    if (!isPageRequest(req)) return next();
    // And on the cookie: a page is in the currency its `currency` cookie names.
    res.vary("Cookie");
    cached(req, res, next);
  };
  return [pagesOnly, render];
}

/** index.html's head with the page's own tags in place of its default title and description. */
function withHead(html: string, tags: string): string {
  return html
    .replace(/<title>[^<]*<\/title>\s*/, "")
    .replace(/<meta name="description"[^>]*>\s*/, "")
    .replace("</head>", `${tags}</head>`);
}

/** The template around the root element, without the note for browsers without JavaScript (the page shows). */
function splitTemplate(template: string): [string, string] {
  const html = template.replace(/<noscript>[\s\S]*?<\/noscript>/, "");
  const at = html.indexOf('<div id="root"></div>');
  if (at < 0) throw new Error("index.html has no <div id=\"root\"></div>");
  return [html.slice(0, at) + '<div id="root">', html.slice(at + '<div id="root"></div>'.length)];
}

/**
 * The built index.html with its entry script and module preloads handed to /boot.js, which starts them
 * once the server-rendered page has painted (client/public/boot.js).
 */
export function startAfterFirstPaint(html: string): string {
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/.exec(html);
  if (!entry) return html;
  const preloads: string[] = [];
  const rest = html.replace(entry[0], "").replace(/<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g, (_tag, href: string) => {
    preloads.push(href);
    return "";
  });
  return rest.replace("</body>", `<script type="module" src="/boot.js" data-entry="${entry[1]}" data-preload="${preloads.join(" ")}"></script></body>`);
}

export const DEMO_BANNER = "Demo shop: no real payments, no real emails";

/**
 * A demonstration shop's pages (SHOP_MODE=demo) open with a thin banner that says so, outside the React
 * root so hydration never sees it.
 */
export function withDemoBanner(source: StorefrontSource): StorefrontSource {
  const banner =
    '<p role="note" style="margin:0;padding:4px 12px;background:#1a2b4c;color:#fff;font:14px/1.5 system-ui,sans-serif;text-align:center">' +
    `${DEMO_BANNER}</p>`;
  const add = (html: string) => html.replace('<div id="root">', `${banner}<div id="root">`);
  return {
    template: async (url) => add(await source.template(url)),
    pageTemplate: async (url) => add(await source.pageTemplate(url)),
    renderer: () => source.renderer(),
  };
}

/** Thrown while the client has not been built: the server answers 503 and says how to build it. */
export class ClientNotBuilt extends Error {
  constructor(readonly distDir: string) {
    super("The storefront has not been built yet: run `npm run build`.");
  }
}

/** The built client: client/dist/index.html and the renderer Vite built into client/dist-server. */
export function builtStorefront(distDir: string): StorefrontSource {
  const indexHtml = path.join(distDir, "index.html");
  const rendererFile = path.join(distDir, "..", "dist-server", "entry-server.cjs");
  let template: string | undefined;
  let pageTemplate: string | undefined;
  let renderer: Renderer | undefined;
  const read = async () =>
    (template ??= await fs.promises.readFile(indexHtml, "utf8").catch(() => {
      throw new ClientNotBuilt(distDir);
    }));
  return {
    template: read,
    async pageTemplate() {
      pageTemplate ??= startAfterFirstPaint(await read());
      return pageTemplate;
    },
    async renderer() {
      renderer ??= createRequire(__filename)(rendererFile) as Renderer;
      return renderer;
    },
  };
}

import zlib from "node:zlib";
import type { Request, RequestHandler, Response } from "express";
import { routeLabel } from "../observability/http-route";

interface Entry {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
  /** The body gzipped once when kept, for the clients that accept it (when it is worth compressing). */
  gzip: Buffer | null;
  expiresAt: number;
  /** Until then an expired answer may still be served while one request computes its successor. */
  staleUntil: number;
  /** The route that computed it, for the metrics of the requests it answers (observability/http-route.ts). */
  route: string;
}

/** Response headers worth replaying from the cache. */
const KEPT_HEADERS = ["content-type", "cache-control", "link", "vary"];

/** Bodies below this are sent as they are (the compression middleware's own threshold). */
const MIN_GZIP_BYTES = 1024;

/**
 * Caches anonymous GET responses that declare themselves public (`Cache-Control: public, max-age=N`, or
 * `s-maxage=N` for shared caches alone, as
 * graphql/cache-policy.ts sets from the root fields' @cacheControl hints, for GraphQL and the REST twins
 * of the same queries, and as the server-rendered pages do), for N seconds or until the catalogue
 * changes. It sits before the API, so a hit costs one map lookup. Persisted queries (GET /graphql), GET
 * /parts and the public pages are its main users.
 *
 * Like a CDN (ADR 0041): a body is gzipped once when kept, not on every hit; requests for an answer being
 * computed wait for it instead of computing it too; and within `stale-while-revalidate`, an expired answer
 * is served while one request computes the next. After a catalogue change nothing old is served.
 */
export class ResponseCache {
  private readonly entries = new Map<string, Entry>();
  /** The answers being computed, by key: they resolve to what was kept, or null. */
  private readonly computing = new Map<string, Promise<Entry | null>>();
  /** Bumped by every invalidation: a response computed before one is not stored after it. */
  private generation = 0;
  hits = 0;
  misses = 0;

  /** How many expired answers are being computed again now. */
  private refreshing = 0;
  private readonly maxEntries: number;
  private readonly usable: () => boolean;
  private readonly now: () => number;
  private readonly maxRefreshing: number;
  private readonly variantOf: (req: Request) => string | null;

  constructor({
    maxEntries = 2_000,
    usable = () => true,
    now = Date.now,
    maxRefreshing = 1,
    variantOf = (req) => (req.headers.cookie ? null : ""),
  }: {
    maxEntries?: number;
    /** Whether the cache may serve now: not while this process cannot hear the others' changes (ADR 0038). */
    usable?: () => boolean;
    now?: () => number;
    /**
     * At most this many expired answers are computed again at once: the other requests for expired
     * answers get them stale meanwhile, so that pages expiring together do not take every core at once.
     */
    maxRefreshing?: number;
    /**
     * Which variant of a URL's answer a request gets, as part of its key ("" for the plain one), or null when
     * its answer is its own and never kept. By default a request with cookies gets its own.
     */
    variantOf?: (req: Request) => string | null;
  } = {}) {
    this.variantOf = variantOf;
    this.maxEntries = maxEntries;
    this.usable = usable;
    this.now = now;
    this.maxRefreshing = maxRefreshing;
  }

  /** Drops everything: called whenever parts, stock or reviews change, here or in another process. */
  invalidate(): void {
    this.entries.clear();
    this.computing.clear();
    this.generation++;
  }

  middleware(): RequestHandler {
    return (req, res, next) => {
      if ((req.method !== "GET" && req.method !== "HEAD") || req.headers.authorization) return next();
      const variant = this.variantOf(req);
      if (variant === null) return next();
      if (!this.usable()) {
        res.set("x-cache", "OFF");
        return next();
      }
      // GraphQL GETs must pass Apollo's CSRF check first: they carry one of its preflight headers.
      if (req.originalUrl.startsWith("/graphql") && !req.headers["apollo-require-preflight"] && !req.headers["x-apollo-operation-name"]) return next();
      const key = variant ? `${variant} ${req.originalUrl}` : req.originalUrl;
      const entry = this.entries.get(key);
      const now = this.now();
      if (entry && entry.expiresAt > now) return this.send(req, res, key, entry, "HIT");
      const computing = this.computing.get(key);
      const stale = entry !== undefined && entry.staleUntil > now;
      if (stale && (computing || this.refreshing >= this.maxRefreshing)) return this.send(req, res, key, entry, "STALE");
      if (entry && !stale) this.entries.delete(key);
      if (computing) {
        // Another request is computing this answer: it is this one's too, unless it could not be kept.
        computing.then(
          (kept) => (kept && !res.headersSent ? this.send(req, res, key, kept, "HIT") : next()),
          () => next(),
        );
        return;
      }
      this.misses++;
      // A HEAD answer has no body: it must never stand in for the GET of the same URL.
      if (req.method === "GET") this.capture(key, req, res, stale);
      next();
    };
  }

  private send(req: Request, res: Response, key: string, entry: Entry, label: "HIT" | "STALE"): void {
    this.hits++;
    if (label === "HIT" && this.entries.get(key) === entry) {
      // Refresh its place in the LRU order.
      this.entries.delete(key);
      this.entries.set(key, entry);
    }
    res.locals.cachedRoute = entry.route;
    res.status(entry.status).set(entry.headers).set("x-cache", label);
    let body = entry.body;
    if (entry.gzip) {
      res.vary("Accept-Encoding");
      if (req.acceptsEncodings("gzip", "identity") === "gzip") {
        // Already encoded: the compression middleware leaves it as it is.
        res.set("Content-Encoding", "gzip");
        body = entry.gzip;
      }
    }
    res.set("Content-Length", String(body.length));
    res.end(req.method === "HEAD" ? undefined : body);
  }

  private capture(key: string, req: Request, res: Response, refresh: boolean): void {
    const chunks: Buffer[] = [];
    const generation = this.generation;
    let settle: (kept: Entry | null) => void = () => {};
    const computing = new Promise<Entry | null>((resolve) => (settle = resolve));
    this.computing.set(key, computing);
    if (refresh) this.refreshing++;
    let settled = false;
    const done = (kept: Entry | null) => {
      if (settled) return;
      settled = true;
      if (refresh) this.refreshing--;
      if (this.computing.get(key) === computing) this.computing.delete(key);
      settle(kept);
    };
    // A client that went away before the end leaves nothing to keep: the waiting requests compute it.
    res.once("close", () => done(null));
    const write = res.write.bind(res) as (...args: unknown[]) => boolean;
    const end = res.end.bind(res) as (...args: unknown[]) => Response;
    const collect = (chunk: unknown, encoding?: unknown) => {
      if (chunk === undefined || chunk === null || typeof chunk === "function") return;
      chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk), typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8"));
    };
    res.write = ((chunk: unknown, ...rest: unknown[]) => {
      collect(chunk, rest[0]);
      return write(chunk, ...rest);
    }) as Response["write"];
    res.end = ((chunk?: unknown, ...rest: unknown[]) => {
      collect(chunk, rest[0]);
      const cacheControl = res.getHeader("cache-control");
      const maxAge = publicMaxAge(cacheControl);
      // Not when the catalogue changed while it was computed: it may show the old state.
      if (res.statusCode === 200 && maxAge > 0 && generation === this.generation && this.usable()) {
        const headers: Record<string, string> = {};
        for (const name of KEPT_HEADERS) {
          const value = res.getHeader(name);
          if (value !== undefined) headers[name] = String(value);
        }
        const body = Buffer.concat(chunks);
        const now = this.now();
        const expiresAt = now + maxAge * 1000;
        const kept: Entry = {
          status: 200,
          headers,
          body,
          gzip: body.length >= MIN_GZIP_BYTES ? zlib.gzipSync(body) : null,
          expiresAt,
          staleUntil: expiresAt + staleWhileRevalidate(cacheControl) * 1000,
          route: routeLabel(req, 200),
        };
        this.entries.delete(key);
        if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
        this.entries.set(key, kept);
        done(kept);
      } else {
        done(null);
      }
      return end(chunk, ...rest);
    }) as Response["end"];
  }
}

function publicMaxAge(header: unknown): number {
  if (typeof header !== "string" || !/\bpublic\b/.test(header) || /\b(no-store|private|no-cache)\b/.test(header)) return 0;
  // A shared cache keeps an answer for its s-maxage where it has one (RFC 9111), else for its max-age.
  const match = /\bs-maxage=(\d+)/.exec(header) ?? /\bmax-age=(\d+)/.exec(header);
  return match ? Number(match[1]) : 0;
}

function staleWhileRevalidate(header: unknown): number {
  const match = typeof header === "string" ? /\bstale-while-revalidate=(\d+)/.exec(header) : null;
  return match ? Number(match[1]) : 0;
}

import type { RequestHandler, Response } from "express";

interface Entry {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
  expiresAt: number;
}

/** Response headers worth replaying from the cache. */
const KEPT_HEADERS = ["content-type", "cache-control", "link", "vary"];

/**
 * Caches anonymous GET responses that declare themselves public (`Cache-Control: public, max-age=N`, as
 * graphql/cache-policy.ts sets from the root fields' @cacheControl hints, for GraphQL and the REST twins
 * of the same queries), for N seconds or until the catalogue changes. It sits before the API, so a hit
 * costs one map lookup. Persisted queries (GET /graphql) and GET /parts are its main users.
 */
export class ResponseCache {
  private readonly entries = new Map<string, Entry>();
  /** Bumped by every invalidation: a response computed before one is not stored after it. */
  private generation = 0;
  hits = 0;
  misses = 0;

  constructor(
    private readonly maxEntries = 2_000,
    /** Whether the cache may serve now: not while this process cannot hear the others' changes (ADR 0038). */
    private readonly usable: () => boolean = () => true,
  ) {}

  /** Drops everything: called whenever parts, stock or reviews change, here or in another process. */
  invalidate(): void {
    this.entries.clear();
    this.generation++;
  }

  middleware(): RequestHandler {
    return (req, res, next) => {
      if ((req.method !== "GET" && req.method !== "HEAD") || req.headers.authorization || req.headers.cookie) return next();
      if (!this.usable()) {
        res.set("x-cache", "OFF");
        return next();
      }
      // GraphQL GETs must pass Apollo's CSRF check first: they carry one of its preflight headers.
      if (req.originalUrl.startsWith("/graphql") && !req.headers["apollo-require-preflight"] && !req.headers["x-apollo-operation-name"]) return next();
      const key = req.originalUrl;
      const hit = this.entries.get(key);
      if (hit && hit.expiresAt > Date.now()) {
        this.hits++;
        // Refresh its place in the LRU order.
        this.entries.delete(key);
        this.entries.set(key, hit);
        res.status(hit.status).set(hit.headers).set("x-cache", "HIT");
        res.end(req.method === "HEAD" ? undefined : hit.body);
        return;
      }
      if (hit) this.entries.delete(key);
      this.misses++;
      // A HEAD answer has no body: it must never stand in for the GET of the same URL.
      if (req.method === "GET") this.capture(key, res);
      next();
    };
  }

  private capture(key: string, res: Response): void {
    const chunks: Buffer[] = [];
    const generation = this.generation;
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
      const maxAge = publicMaxAge(res.getHeader("cache-control"));
      // Not when the catalogue changed while it was computed: it may show the old state.
      if (res.statusCode === 200 && maxAge > 0 && generation === this.generation && this.usable()) {
        const headers: Record<string, string> = {};
        for (const name of KEPT_HEADERS) {
          const value = res.getHeader(name);
          if (value !== undefined) headers[name] = String(value);
        }
        if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
        this.entries.set(key, { status: 200, headers, body: Buffer.concat(chunks), expiresAt: Date.now() + maxAge * 1000 });
      }
      return end(chunk, ...rest);
    }) as Response["end"];
  }
}

function publicMaxAge(header: unknown): number {
  if (typeof header !== "string" || !/\bpublic\b/.test(header) || /\b(no-store|private|no-cache)\b/.test(header)) return 0;
  const match = /\bmax-age=(\d+)/.exec(header);
  return match ? Number(match[1]) : 0;
}

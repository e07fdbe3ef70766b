import crypto from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import zlib from "node:zlib";
import express from "express";
import { ResponseCache } from "./response-cache";
import { signUpAndSignIn, startTestShop, uniqueEmail, type TestShop } from "../../test/harness";

const CATALOGUE = `query HomeParts($first: Int) { parts(first: $first) { edges { node { id name avquantity } } } }`;
const hash = crypto.createHash("sha256").update(CATALOGUE).digest("hex");
const persisted = (first: number) =>
  `/graphql?operationName=HomeParts&variables=${encodeURIComponent(JSON.stringify({ first }))}&extensions=${encodeURIComponent(
    JSON.stringify({ persistedQuery: { version: 1, sha256Hash: hash } }),
  )}`;

describe("response cache and persisted queries", () => {
  let shop: TestShop;
  const adminEmail = uniqueEmail("admin");
  beforeAll(async () => {
    shop = await startTestShop({ seed: true, adminEmails: [adminEmail] });
  });
  afterAll(() => shop.close());

  const get = (path: string, headers: Record<string, string> = {}) => fetch(`${shop.url}${path}`, { headers: { "apollo-require-preflight": "true", ...headers } });

  it("answers a persisted query by GET once it is registered, then from the cache with no SQL", async () => {
    const unknown = await (await get(persisted(5))).json();
    expect(unknown.errors[0].extensions.code).toBe("PERSISTED_QUERY_NOT_FOUND");

    const register = await fetch(`${shop.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ query: CATALOGUE, variables: { first: 5 }, extensions: { persistedQuery: { version: 1, sha256Hash: hash } } }),
    });
    const registered = await register.json();
    expect(registered.data.parts.edges).toHaveLength(5);

    const miss = await get(persisted(5));
    expect(miss.headers.get("cache-control")).toBe("max-age=30, public");
    expect(miss.headers.get("x-cache")).toBeNull();
    expect(await miss.json()).toEqual(registered);

    shop.queries.length = 0;
    const hit = await get(persisted(5));
    expect(hit.headers.get("x-cache")).toBe("HIT");
    expect(await hit.json()).toEqual(registered);
    expect(shop.queries).toHaveLength(0);
  });

  it("forgets cached catalogue answers as soon as stock changes", async () => {
    const first = await (await get("/parts?first=3")).json();
    expect((await get("/parts?first=3")).headers.get("x-cache")).toBe("HIT");

    const buyer = await signUpAndSignIn(shop);
    const partId = first[0]._id;
    const ordered = await shop.graphql(`mutation($p: ID!) { placeOrder(input: { partId: $p, quantity: ${first[0].minquantity} }) { id } }`, { p: partId }, buyer.token);
    expect(ordered.errors).toBeUndefined();

    const after = await get("/parts?first=3");
    expect(after.headers.get("x-cache")).toBeNull();
    expect((await after.json())[0].avquantity).toBe(first[0].avquantity - first[0].minquantity);
  });

  it("never caches signed-in requests or private data", async () => {
    const buyer = await signUpAndSignIn(shop);
    await get("/parts?first=2", { authorization: `Bearer ${buyer.token}` });
    const again = await get("/parts?first=2", { authorization: `Bearer ${buyer.token}` });
    expect(again.headers.get("x-cache")).toBeNull();
    const mine = await get(`/order?email=${encodeURIComponent(buyer.email)}`, { authorization: `Bearer ${buyer.token}` });
    expect(mine.headers.get("cache-control")).not.toMatch(/public/);
  });

  it("does not serve cached GraphQL answers to requests that fail Apollo's CSRF check", async () => {
    await get(persisted(5));
    const simple = await fetch(`${shop.url}${persisted(5)}`);
    expect(simple.status).toBe(400);
  });
});

describe("ResponseCache on its own", () => {
  /** An app whose one route answers a public, cacheable body when the test lets it. */
  async function appWith(cache: ResponseCache, { cacheControl = "public, max-age=30", padding = 0 } = {}) {
    const app = express();
    let release: () => void = () => {};
    let entered: () => void = () => {};
    let gate: Promise<void> = Promise.resolve();
    let served = 0;
    let arrived = 0;
    app.use((_req, _res, next) => {
      arrived++;
      next();
    });
    app.use(cache.middleware());
    app.get("/parts", async (_req, res) => {
      entered();
      await gate;
      served++;
      res.set("cache-control", cacheControl).json(padding ? { served, padding: "x".repeat(padding) } : { served });
    });
    const server = http.createServer(app);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/parts`;
    return {
      get: async (query = "") => {
        const res = await fetch(url + query);
        const { served: count } = (await res.json()) as { served: number };
        return { cache: res.headers.get("x-cache"), body: { served: count } };
      },
      /** The raw answer, as a client that accepts gzip gets it. */
      raw: () =>
        new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
          http
            .get(url, { headers: { "accept-encoding": "gzip" } }, (res) => {
              const chunks: Buffer[] = [];
              res.on("data", (chunk: Buffer) => chunks.push(chunk));
              res.on("end", () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
            })
            .on("error", reject);
        }),
      head: async () => (await fetch(url, { method: "HEAD" })).status,
      /** Holds the next answer until release(); resolves once its request is being computed. */
      hold: () => {
        gate = new Promise<void>((resolve) => (release = resolve));
        return new Promise<void>((resolve) => (entered = resolve));
      },
      release: () => release(),
      /** Resolves once the server has received this many requests in all. */
      arrived: async (count: number) => {
        while (arrived < count) await new Promise((resolve) => setImmediate(resolve));
      },
      close: () => new Promise<void>((resolve) => server.close(() => resolve())),
    };
  }

  it("does not keep an answer computed while the catalogue changed: it may show the old state", async () => {
    const cache = new ResponseCache();
    const app = await appWith(cache);
    try {
      const computing = app.hold();
      const slow = app.get();
      // The change lands while the answer is being computed (from the old rows).
      await computing;
      cache.invalidate();
      app.release();
      expect(await slow).toEqual({ cache: null, body: { served: 1 } });
      expect(await app.get()).toEqual({ cache: null, body: { served: 2 } });
      expect(await app.get()).toEqual({ cache: "HIT", body: { served: 2 } });
    } finally {
      await app.close();
    }
  });

  it("never keeps a HEAD answer, which has no body, for the GETs of its URL", async () => {
    const app = await appWith(new ResponseCache());
    try {
      expect(await app.head()).toBe(200);
      expect(await app.get()).toEqual({ cache: null, body: { served: 2 } });
      expect(await app.get()).toEqual({ cache: "HIT", body: { served: 2 } });
      expect(await app.head()).toBe(200);
    } finally {
      await app.close();
    }
  });

  it("neither serves nor keeps answers while it cannot hear the other processes' changes", async () => {
    let hearing = false;
    const cache = new ResponseCache({ maxEntries: 10, usable: () => hearing });
    const app = await appWith(cache);
    try {
      expect(await app.get()).toEqual({ cache: "OFF", body: { served: 1 } });
      expect(await app.get()).toEqual({ cache: "OFF", body: { served: 2 } });
      hearing = true;
      expect(await app.get()).toEqual({ cache: null, body: { served: 3 } });
      expect(await app.get()).toEqual({ cache: "HIT", body: { served: 3 } });
    } finally {
      await app.close();
    }
  });

  it("computes an answer once for the requests that ask for it at the same time", async () => {
    const app = await appWith(new ResponseCache());
    try {
      const computing = app.hold();
      const first = app.get();
      await computing;
      const others = Promise.all([app.get(), app.get(), app.get()]);
      await app.arrived(4);
      app.release();
      expect(await first).toEqual({ cache: null, body: { served: 1 } });
      expect(await others).toEqual([1, 2, 3].map(() => ({ cache: "HIT", body: { served: 1 } })));
      expect(await app.get()).toEqual({ cache: "HIT", body: { served: 1 } });
    } finally {
      await app.close();
    }
  });

  it("serves an expired answer within stale-while-revalidate while one request computes the next, and not after", async () => {
    let now = 1_000_000;
    const app = await appWith(new ResponseCache({ maxEntries: 10, now: () => now }), { cacheControl: "public, max-age=30, stale-while-revalidate=60" });
    try {
      expect(await app.get()).toEqual({ cache: null, body: { served: 1 } });
      now += 31_000;
      const computing = app.hold();
      const refresh = app.get();
      await computing;
      expect(await app.get()).toEqual({ cache: "STALE", body: { served: 1 } });
      app.release();
      expect(await refresh).toEqual({ cache: null, body: { served: 2 } });
      expect(await app.get()).toEqual({ cache: "HIT", body: { served: 2 } });
      // Past the stale window, an answer is computed again before it is served.
      now += 31_000 + 60_000;
      expect(await app.get()).toEqual({ cache: null, body: { served: 3 } });
    } finally {
      await app.close();
    }
  });

  it("keeps an answer for its s-maxage, a shared cache's own, even when browsers are told max-age=0", async () => {
    let now = 1_000_000;
    const app = await appWith(new ResponseCache({ maxEntries: 10, now: () => now }), { cacheControl: "public, max-age=0, s-maxage=60" });
    try {
      expect(await app.get()).toEqual({ cache: null, body: { served: 1 } });
      now += 59_000;
      expect(await app.get()).toEqual({ cache: "HIT", body: { served: 1 } });
      now += 2_000;
      expect(await app.get()).toEqual({ cache: null, body: { served: 2 } });
    } finally {
      await app.close();
    }
  });

  it("never serves a stale answer once the catalogue changed", async () => {
    let now = 1_000_000;
    const cache = new ResponseCache({ maxEntries: 10, now: () => now });
    const app = await appWith(cache, { cacheControl: "public, max-age=30, stale-while-revalidate=60" });
    try {
      await app.get();
      now += 31_000;
      cache.invalidate();
      const computing = app.hold();
      const refresh = app.get();
      await computing;
      const waiting = app.get();
      await app.arrived(3);
      app.release();
      expect(await refresh).toEqual({ cache: null, body: { served: 2 } });
      expect(await waiting).toEqual({ cache: "HIT", body: { served: 2 } });
    } finally {
      await app.close();
    }
  });

  it("gzips a body once, when it keeps it, for the clients that accept gzip", async () => {
    const app = await appWith(new ResponseCache(), { padding: 4_000 });
    try {
      const miss = await app.raw();
      expect(miss.headers["x-cache"]).toBeUndefined();
      const hit = await app.raw();
      expect(hit.headers).toMatchObject({ "x-cache": "HIT", "content-encoding": "gzip", "content-length": String(hit.body.length) });
      expect(hit.headers.vary).toMatch(/Accept-Encoding/);
      expect(hit.body.length).toBeLessThan(500);
      expect(JSON.parse(zlib.gunzipSync(hit.body).toString()).served).toBe(1);
      // A client that does not accept gzip gets the same answer as it is.
      const plain = await app.get();
      expect(plain).toEqual({ cache: "HIT", body: { served: 1 } });
    } finally {
      await app.close();
    }
  });

  it("computes at most so many expired answers at once: the others are served stale meanwhile", async () => {
    let now = 1_000_000;
    const app = await appWith(new ResponseCache({ now: () => now, maxRefreshing: 1 }), { cacheControl: "public, max-age=30, stale-while-revalidate=60" });
    try {
      expect(await app.get("?a")).toEqual({ cache: null, body: { served: 1 } });
      expect(await app.get("?b")).toEqual({ cache: null, body: { served: 2 } });
      now += 31_000;
      const computing = app.hold();
      const refreshA = app.get("?a");
      await computing;
      expect(await app.get("?b")).toEqual({ cache: "STALE", body: { served: 2 } });
      app.release();
      expect(await refreshA).toEqual({ cache: null, body: { served: 3 } });
      expect(await app.get("?b")).toEqual({ cache: null, body: { served: 4 } });
    } finally {
      await app.close();
    }
  });
});

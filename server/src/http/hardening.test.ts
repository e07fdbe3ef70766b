import http from "node:http";
import zlib from "node:zlib";
import Redis from "ioredis";
import { signUpAndSignIn, startTestShop, type TestShop } from "../../test/harness";

const CONTACT = `mutation { sendContactMessage(input: { email: "a@example.com", name: "A", message: "Hi" }) { ok } }`;

async function post(shop: TestShop, body: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${shop.url}/graphql`, { method: "POST", headers: { "content-type": "application/json", ...headers }, body });
  return { status: res.status, headers: res.headers, body: await res.text() };
}

describe("limits on requests", () => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await startTestShop({ seed: true });
  });
  afterAll(() => shop.close());

  it("refuses a query that aliases the catalogue over and over", async () => {
    const aliases = Array.from({ length: 8 }, (_, i) => `p${i}: parts(first: 100) { edges { node { id name description price picture } } }`).join(" ");
    const res = await shop.graphql(`{ ${aliases} }`);
    expect(res.status).toBe(400);
    expect(res.errors![0]).toMatchObject({ extensions: { code: "GRAPHQL_VALIDATION_FAILED" } });
    expect(res.errors![0].message).toMatch(/asks for too much at once/);
  });

  it("refuses batched operations", async () => {
    const res = await post(shop, JSON.stringify([{ query: "{ reviews { id } }" }, { query: "{ reviews { id } }" }]));
    expect(res.status).toBe(400);
    expect(res.body).toMatch(/batching/i);
  });

  it("refuses a body over 100 kB with 413 and a JSON message", async () => {
    const res = await post(shop, JSON.stringify({ query: `{ reviews { id } }`, variables: { pad: "x".repeat(120_000) } }));
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body)).toEqual({ message: "The request body is too large." });
  });

  it("hashes no POST's answer for an ETag, and keeps one on a GET's (which browsers and CDNs revalidate)", async () => {
    const posted = await post(shop, JSON.stringify({ query: "{ reviews { id } }" }));
    expect(posted.status).toBe(200);
    expect(posted.headers.get("etag")).toBeNull();
    expect(posted.headers.get("x-powered-by")).toBeNull();
    const got = await fetch(`${shop.url}/graphql?query=${encodeURIComponent("{ reviews { id } }")}`, { headers: { "apollo-require-preflight": "true" } });
    expect(got.status).toBe(200);
    expect(got.headers.get("etag")).toMatch(/^W\/"/);
    expect(got.headers.get("x-powered-by")).toBeNull();
  });

  it("keeps Apollo's CSRF protection: a simple cross-site GET is refused", async () => {
    const res = await fetch(`${shop.url}/graphql?query=${encodeURIComponent("{ reviews { id } }")}`);
    expect(res.status).toBe(400);
    expect(await res.text()).toMatch(/CSRF/);
  });
});

describe("security headers and CORS", () => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await startTestShop({ env: { CORS_ORIGINS: "https://partner.example.com" } });
  });
  afterAll(() => shop.close());

  it("sends a Content-Security-Policy that allows only the shop, Firebase and Stripe", async () => {
    const res = await fetch(`${shop.url}/login`, { headers: { accept: "text/html" } });
    const csp = res.headers.get("content-security-policy")!;
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self' https://js.stripe.com https://apis.google.com");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toMatch(/connect-src 'self' https:\/\/identitytoolkit.googleapis.com https:\/\/securetoken.googleapis.com https:\/\/api.stripe.com http:\/\/127.0.0.1:\d+/);
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("x-powered-by")).toBeNull();
  });

  it("answers CORS only for the configured origins", async () => {
    const allowed = await fetch(`${shop.url}/parts`, { headers: { origin: "https://partner.example.com" } });
    expect(allowed.headers.get("access-control-allow-origin")).toBe("https://partner.example.com");
    const other = await fetch(`${shop.url}/parts`, { headers: { origin: "https://evil.example.com" } });
    expect(other.headers.get("access-control-allow-origin")).toBeNull();
    const preflight = await fetch(`${shop.url}/graphql`, {
      method: "OPTIONS",
      headers: { origin: "https://evil.example.com", "access-control-request-method": "POST", "access-control-request-headers": "content-type" },
    });
    expect(preflight.headers.get("access-control-allow-origin")).toBeNull();
  });

  it("compresses for clients that accept an encoding, and sends the plain bytes to those that do not", async () => {
    const get = (headers: http.OutgoingHttpHeaders) =>
      new Promise<{ encoding: string | undefined; bytes: number }>((resolve, reject) => {
        http
          .get(`${shop.url}/openapi.json`, { headers }, (res) => {
            let bytes = 0;
            res.on("data", (chunk: Buffer) => (bytes += chunk.length));
            res.on("end", () => resolve({ encoding: res.headers["content-encoding"], bytes }));
          })
          .on("error", reject);
      });
    const plain = await get({});
    const gzipped = await get({ "accept-encoding": "gzip" });
    expect(plain.encoding).toBeUndefined();
    expect(gzipped.encoding).toBe("gzip");
    expect(gzipped.bytes).toBeLessThan(plain.bytes / 3);
  });
});

// POST /graphql is answered before Express (ADR 0040): it must carry what every other answer carries.
describe("POST /graphql, answered without Express", () => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await startTestShop({ seed: true, env: { CORS_ORIGINS: "https://partner.example.com" } });
  });
  afterAll(() => shop.close());

  const query = "{ reviews { id } }";
  /** A request over node's http, which asks for no encoding unless told to. */
  const request = (method: string, url: string, headers: http.OutgoingHttpHeaders, body?: string) =>
    new Promise<{ status: number; headers: http.IncomingHttpHeaders; bytes: Buffer }>((resolve, reject) => {
      const req = http.request(`${shop.url}${url}`, { method, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, bytes: Buffer.concat(chunks) }));
      });
      req.on("error", reject);
      req.end(body);
    });
  const postQuery = (body: object, headers: http.OutgoingHttpHeaders = {}) =>
    request("POST", "/graphql", { "content-type": "application/json", ...headers }, JSON.stringify(body));

  it("carries the security and CORS headers of the API's answers through Express", async () => {
    const origin = { origin: "https://partner.example.com" };
    const posted = await postQuery({ query }, origin);
    const got = await request("GET", `/graphql?query=${encodeURIComponent(query)}`, { ...origin, "apollo-require-preflight": "true" });
    expect([posted.status, got.status]).toEqual([200, 200]);
    // What differs by design: a POST has no ETag, and no one may cache it; each request has its own id.
    const shared = (headers: http.IncomingHttpHeaders) => {
      const { date, etag: _etag, "content-length": _length, "x-request-id": id, "cache-control": _cache, ...rest } = headers;
      expect(date).toBeTruthy();
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      return rest;
    };
    expect(shared(posted.headers)).toEqual(shared(got.headers));
    expect(posted.headers).toMatchObject({
      "access-control-allow-origin": "https://partner.example.com",
      "x-content-type-options": "nosniff",
      "strict-transport-security": expect.stringContaining("max-age="),
      "content-type": "application/json; charset=utf-8",
    });
    expect(posted.headers["content-security-policy"]).toBeUndefined();
    expect(posted.headers["x-powered-by"]).toBeUndefined();
    expect(Number(posted.headers["content-length"])).toBe(posted.bytes.length);
    const other = await postQuery({ query }, { origin: "https://evil.example.com" });
    expect(other.headers["access-control-allow-origin"]).toBeUndefined();
  });

  it("keeps the caller's request id, and compresses for a caller that accepts gzip", async () => {
    const big = { query: "{ parts(first: 40) { edges { node { id name description } } } }" };
    const plain = await postQuery(big, { "x-request-id": "trace-7" });
    expect(plain.headers["x-request-id"]).toBe("trace-7");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    const gzipped = await postQuery(big, { "accept-encoding": "gzip" });
    expect(gzipped.headers["content-encoding"]).toBe("gzip");
    expect(zlib.gunzipSync(gzipped.bytes).toString()).toBe(plain.bytes.toString());
    expect(gzipped.bytes.length).toBeLessThan(plain.bytes.length / 2);
  });

  it("answers a body that is not JSON, or not a GraphQL request, with a 400 that says why", async () => {
    const text = await request("POST", "/graphql", { "content-type": "text/plain" }, JSON.stringify({ query }));
    expect(text.status).toBe(400);
    expect(text.bytes.toString()).not.toMatch(/at .*\.(ts|js):\d+/);
    const broken = await request("POST", "/graphql", { "content-type": "application/json" }, "{nope");
    expect(broken.status).toBe(400);
    expect(JSON.parse(broken.bytes.toString())).toEqual({ message: "The request body is not valid JSON." });
    const empty = await postQuery({});
    expect(empty.status).toBe(400);
  });

  it("leaves /graphql's other paths and methods to the Express app", async () => {
    const preflight = await request("OPTIONS", "/graphql", {
      origin: "https://partner.example.com",
      "access-control-request-method": "POST",
      "access-control-request-headers": "content-type",
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers["access-control-allow-origin"]).toBe("https://partner.example.com");
    // Express answers it (Apollo ignores the rest of the path): its answers carry an ETag, this path's do not.
    const nested = await request("POST", "/graphql/anything", { "content-type": "application/json" }, JSON.stringify({ query }));
    expect(nested.status).toBe(200);
    expect(nested.headers.etag).toMatch(/^W\/"/);
    expect((await postQuery({ query })).headers.etag).toBeUndefined();
  });
});

describe("production mode", () => {
  let shop: TestShop;
  beforeAll(async () => {
    // Production never runs the Auth emulator: a real project's settings (nothing is fetched from Google
    // until a sign-in, which these tests do not make).
    shop = await startTestShop({
      env: { NODE_ENV: "production", FIREBASE_PROJECT_ID: "motoparts-prod", FIREBASE_API_KEY: "key", FIREBASE_AUTH_EMULATOR_HOST: "" },
    });
  });
  afterAll(() => shop.close());

  it("serves no Apollo Sandbox at /graphql, where development embeds it", async () => {
    const page = async (url: string) => {
      const res = await fetch(`${url}/graphql`, { headers: { accept: "text/html" } });
      expect(res.status).toBe(200);
      // The body only: the page's Content-Security-Policy names Sandbox's CDN in both modes.
      return (await res.text()).split("<body>")[1] ?? "";
    };
    const sandbox = /embeddable-sandbox\.cdn\.apollographql\.com|id="embeddableSandbox"/;
    expect(await page(shop.url)).not.toMatch(sandbox);
    const development = await startTestShop();
    try {
      expect(await page(development.url)).toMatch(sandbox);
    } finally {
      await development.close();
    }
  });

  it("turns introspection and field suggestions off", async () => {
    const introspection = await shop.graphql(`{ __schema { types { name } } }`);
    expect(introspection.errors![0].message).toMatch(/introspection is not allowed/i);
    const typo = await shop.graphql(`{ partz(first: 1) { totalCount } }`);
    expect(typo.errors![0].message).not.toMatch(/Did you mean/);
  });
});

describe("rate limits", () => {
  it("counts every aliased mutation field, so one request cannot carry many", async () => {
    const shop = await startTestShop({ env: { RATE_LIMITS: "on", RATE_LIMIT_FORMS: "2" } });
    try {
      const fields = [1, 2, 3].map((i) => `m${i}: sendContactMessage(input: { email: "a@example.com", name: "A", message: "Hi ${i}" }) { ok }`);
      const res = await post(shop, JSON.stringify({ query: `mutation { ${fields.join(" ")} }` }));
      expect(res.status).toBe(429);
      expect(await shop.prisma.contactMessage.count()).toBe(0);
    } finally {
      await shop.close();
    }
  });

  it("limits each class separately, over GraphQL and REST alike, and says when to retry", async () => {
    const shop = await startTestShop({ env: { RATE_LIMITS: "on", RATE_LIMIT_FORMS: "2" } });
    try {
      expect((await shop.graphql(CONTACT)).data).toBeTruthy();
      expect((await shop.graphql(`mutation { subscribeToNewsletter(email: "n@example.com") { ok } }`)).data).toBeTruthy();
      const limited = await post(shop, JSON.stringify({ query: CONTACT }));
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(JSON.parse(limited.body).errors[0]).toMatchObject({ extensions: { code: "TOO_MANY_REQUESTS" } });
      expect(await shop.prisma.contactMessage.count()).toBe(1);

      // Reads have their own budget.
      expect((await shop.graphql(`{ reviews { id } }`)).errors).toBeUndefined();
    } finally {
      await shop.close();
    }
  });

  it("shares the budget between server processes through Redis", async () => {
    const redisUrl = process.env.REDIS_URL ?? "redis://127.0.0.1:6379";
    const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
    await redis.connect();
    // A prefix of this run's own, so that other runs sharing the Redis server never count here.
    const prefix = `motoparts-test-${process.pid}-${Date.now()}:`;
    const env = { RATE_LIMITS: "on", RATE_LIMIT_WRITES: "5", REDIS_URL: redisUrl, REDIS_KEY_PREFIX: prefix };
    const [a, b] = [await startTestShop({ env }), await startTestShop({ env })];
    try {
      // Two sign-ins (each a write), then three updates fill the shared budget of five.
      const user = await signUpAndSignIn(a);
      const userOnB = await signUpAndSignIn(b);
      const update = `mutation { updateProfile(input: { location: "Reno" }) { location } }`;
      const results = [
        (await a.graphql(update, {}, user.token)).status,
        (await b.graphql(update, {}, userOnB.token)).status,
        (await a.graphql(update, {}, user.token)).status,
        (await b.graphql(update, {}, userOnB.token)).status,
      ];
      expect(results).toEqual([200, 200, 200, 429]);
    } finally {
      await a.close();
      await b.close();
      const left = await redis.keys(`${prefix}*`);
      if (left.length) await redis.del(...left);
      redis.disconnect();
    }
  });
});

describe("text with a NUL character", () => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await startTestShop({ seed: true });
  });
  afterAll(() => shop.close());

  // PostgreSQL cannot store U+0000; it must be refused before it gets there, however it is sent.
  it.each([
    ["a variable", { query: `mutation($name: String!) { sendContactMessage(input: { email: "a@example.com", name: $name, message: "Hi" }) { ok } }`, variables: { name: "A\u0000B" } }],
    ["an inline argument", { query: `mutation { sendContactMessage(input: { email: "a@example.com", name: "A\\u0000B", message: "Hi" }) { ok } }` }],
  ])("is BAD_USER_INPUT in %s, and nothing is stored", async (_how, body) => {
    const res = await post(shop, JSON.stringify(body));
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body).errors[0]).toMatchObject({ message: "Text cannot contain the NUL character (\\u0000).", extensions: { code: "BAD_USER_INPUT" } });
    expect(await shop.prisma.contactMessage.count()).toBe(0);
  });

  it("is a 400 on the REST twins too", async () => {
    const user = await signUpAndSignIn(shop);
    const res = await fetch(`${shop.url}/order`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${user.token}` },
      body: JSON.stringify({ productname: "Spin-On Oil Filter\u0000", quantity: 1 }),
    });
    expect(res.status).toBe(400);
    expect(await shop.prisma.order.count()).toBe(0);
  });
});

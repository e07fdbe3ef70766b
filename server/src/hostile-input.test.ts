import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { signUpAndSignIn, startTestShop, uniqueEmail, type SignedInUser, type TestShop } from "../test/harness";
import { routes } from "./rest/routes";

/**
 * Thousands of generated malformed, oversized and hostile GraphQL and REST requests (fixed seed, so a
 * failure replays): wrong types, huge strings, deep nesting, unknown fields, bad JSON, bad tokens, path
 * traversal in ids. Every request is invalid by construction. None may get a 5xx (a 503 would be allowed
 * for a database outage, but none happens here), crash the server, or change any data.
 */

const SEED = 20261122;
const REQUESTS = 3_000;

function mulberry32(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const random = mulberry32(SEED);
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)];
const int = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));

const HOSTILE_STRINGS = [
  "../../../../etc/passwd",
  "..%2F..%2Fetc%2Fpasswd",
  "%00",
  "\u0000\u0001\u0002",
  "' OR '1'='1",
  "'; DROP TABLE parts; --",
  "<script>alert(1)</script>",
  "javascript:alert(1)",
  "${jndi:ldap://x}",
  "{{7*7}}",
  "\\u202e\\ud800",
  "😀".repeat(50),
  "null",
  "undefined",
  "NaN",
  "-1",
  "1e309",
  "",
  " ",
];

function hostileString(): string {
  const r = random();
  if (r < 0.5) return pick(HOSTILE_STRINGS);
  if (r < 0.8) return "x".repeat(int(2_001, 20_000));
  return crypto.randomBytes(int(1, 64)).toString("latin1");
}

/** A value of the wrong type for an optional Int: anything but null (which means "the default"). */
function wrongNumber(): unknown {
  let value: unknown;
  do value = wrongValue();
  while (value === null || (typeof value === "number" && Number.isInteger(value) && value >= 1 && value <= 100));
  return value;
}

/** A value of the wrong type for whatever it is put in. */
function wrongValue(): unknown {
  return pick<() => unknown>([
    () => hostileString(),
    () => int(-1_000_000, -1),
    () => 2 ** 53 + int(1, 99),
    () => random() * 1e6,
    () => [1, "two", { three: 3 }],
    () => ({ nested: { deeper: hostileString() } }),
    () => true,
    () => null,
  ])();
}

const MALFORMED_ID = () => pick(["../../etc/passwd", "1", "0x41", "00000000-0000-0000-0000-00000000000g", "%2e%2e%2f", hostileString(), "a".repeat(37)]);

interface Fixtures {
  user: SignedInUser;
  admin: SignedInUser;
  partId: string;
  orderId: string;
}

type Built = { method: string; path: string; headers: Record<string, string>; body?: string };

const json = { "content-type": "application/json" };

function graphqlRequest(fx: Fixtures): Built {
  const token = pick<string | undefined>([undefined, fx.user.token, fx.admin.token]);
  const auth: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  const kind = int(0, 9);
  const post = (payload: unknown, headers: Record<string, string> = {}): Built => ({
    method: "POST",
    path: "/graphql",
    headers: { ...json, ...auth, ...headers },
    body: typeof payload === "string" ? payload : JSON.stringify(payload),
  });
  switch (kind) {
    case 0: // a malformed id wherever an id goes
      return post({
        query: pick([
          `query($id: ID!) { part(id: $id) { id } }`,
          `query($id: ID!) { order(id: $id) { id } }`,
          `mutation($id: ID!) { cancelOrder(id: $id) { id } }`,
          `mutation($id: ID!) { deletePart(id: $id) { id } }`,
          `mutation($id: ID!) { markOrderShipped(id: $id) { id } }`,
          `mutation($id: ID!) { createPaymentIntent(orderId: $id) { id } }`,
        ]),
        variables: { id: MALFORMED_ID() },
      });
    case 1: // wrong types for typed variables
      return post(
        pick([
          () => ({ query: `query($first: Int, $after: String) { parts(first: $first, after: $after) { edges { node { id } } } }`, variables: { first: wrongNumber(), after: wrongValue() } }),
          () => ({
            query: `mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { id } }`,
            variables: { input: { partId: fx.partId, quantity: pick(["3", 2.5, -1, 0, 2 ** 31, null, 10_000_000]) } },
          }),
          () => ({
            query: `mutation($input: ReviewInput!) { addReview(input: $input) { id } }`,
            variables: { input: { ratings: pick([0, 6, 2.5, "5", -3]), review: hostileString() } },
          }),
          () => ({
            query: `mutation($input: PartInput!) { addPart(input: $input) { id } }`,
            variables: { input: { name: hostileString(), description: "d", picture: "p", price: wrongValue(), minquantity: wrongValue(), avquantity: -5 } },
          }),
        ])(),
      );
    case 2: // unknown fields, arguments and types
      return post({
        query: pick([
          `{ parts(first: 1) { edges { node { id secretCost } } } }`,
          `{ users { passwordHash } }`,
          `{ __type(name: "User") { fields { name } } part(id: "x", evil: true) { id } }`,
          `mutation { dropDatabase }`,
          `{ me { id role tokenVersion } }`,
          `query { parts(first: 1, where: { raw: "1=1" }) { totalCount } }`,
        ]),
      });
    case 3: // syntax garbage
      return post({ query: pick(["{", "}}}}", "query {", "{ parts(first: ) }", "mutation { placeOrder(input: {", "🙂", "\u0000", hostileString()]) });
    case 4: // deep nesting and too many tokens
      return post({ query: `{ ${"a { ".repeat(int(50, 3_000))}b${" }".repeat(int(1, 3_000))} }` });
    case 5: // alias and fragment abuse
      return post({
        query: pick([
          `{ ${Array.from({ length: int(20, 300) }, (_, i) => `a${i}: parts(first: 100) { edges { node { id name description } } }`).join(" ")} }`,
          `fragment A on Part { ...B } fragment B on Part { ...A } { part(id: "${fx.partId}") { ...A } }`,
          `{ ${Array.from({ length: 400 }, (_, i) => `r${i}: reviews(last: 50) { id name review }`).join(" ")} }`,
        ]),
      });
    case 6: // bad JSON and wrong shapes
      return post(
        pick([
          "{",
          '{"query": ',
          "not json at all",
          "[]",
          "[1,2,3]",
          '{"query": 123}',
          '{"query": {"a": 1}}',
          '{"variables": "x"}',
          '{"query": "{ reviews { id } }", "variables": [1]}',
          '"just a string"',
          "null",
          "",
        ]),
        pick<Record<string, string>>([{}, { "content-type": "text/plain" }, { "content-type": "application/x-www-form-urlencoded" }]),
      );
    case 7: // bad tokens on protected fields
      return {
        method: "POST",
        path: "/graphql",
        headers: {
          ...json,
          authorization: pick([
            "Bearer ",
            "Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.",
            `Bearer ${fx.user.token.slice(0, -4)}abcd`,
            `Bearer ${fx.user.token}.extra`,
            "Basic YWRtaW46YWRtaW4=",
            `Bearer ${"a".repeat(4_000)}`,
            `Bearer ${hostileString().replace(/[^\x21-\x7e]/g, "x") || "x"}`,
          ]),
        },
        body: JSON.stringify({ query: pick([`{ me { id } }`, `{ users { id } }`, `mutation { updateProfile(input: { location: "x" }) { id } }`, `{ myOrders { id } }`]) }),
      };
    case 8: // oversized bodies and strings
      return post({ query: `mutation($input: ReviewInput!) { addReview(input: $input) { id } }`, variables: { input: { ratings: 5, review: "x".repeat(int(2_001, 150_000)) } } });
    default: // invalid input to otherwise valid operations
      return post({
        query: pick([
          `mutation($e: String!) { makeAdmin(email: $e) { changed } }`,
          `mutation($e: String!) { removeUser(email: $e) { email } }`,
          `mutation($e: String!) { subscribeToNewsletter(email: $e) { ok } }`,
          `mutation($e: String!) { signIn(email: $e) { token } }`,
          `query($e: String!) { isAdmin(email: $e) }`,
          `query($e: String!) { ordersByEmail(email: $e) }`,
        ]),
        variables: { e: pick(["not-an-email", "a@", "@b.c", hostileString(), "x".repeat(300) + "@example.com"]) },
      });
  }
}

function restRequest(fx: Fixtures): Built {
  const route = pick(routes);
  const token = pick<string | undefined>([undefined, fx.user.token, fx.admin.token, "garbage", "eyJhbGciOiJub25lIn0.e30."]);
  const headers: Record<string, string> = { ...(token ? { authorization: `Bearer ${token}` } : {}) };
  const corruptPath = () =>
    route.path.replace(/:(\w+)/g, () => encodeURIComponent(pick(["../../etc/passwd", "..", "%00", MALFORMED_ID(), "x".repeat(int(300, 3_000))])));
  const kind = int(0, 4);
  if (kind === 0) {
    // A method the path does not have.
    const method = pick(["PATCH", "PUT", "DELETE", "POST"].filter((m) => !routes.some((r) => r.path === route.path && r.method === m)));
    return { method: method ?? "PATCH", path: route.path.replace(/:(\w+)/g, "x"), headers };
  }
  if (kind === 1 && route.path.includes(":")) return { method: route.method, path: corruptPath(), headers };
  if (kind === 2 && (route.method === "POST" || route.method === "PUT")) {
    return {
      method: route.method,
      path: route.path.replace(/:email/, encodeURIComponent(uniqueEmail("x"))).replace(/:(\w+)/g, fx.orderId),
      headers: { ...headers, ...json },
      body: pick(["{", "[]", "null", '"x"', JSON.stringify({ price: wrongValue(), quantity: wrongValue(), ratings: wrongValue(), name: wrongValue(), partId: MALFORMED_ID() })]),
    };
  }
  // Hostile query strings.
  const query = new URLSearchParams({ first: String(wrongValue()), after: hostileString().slice(0, 500), email: pick(["x", "../", hostileString().slice(0, 300)]), limit: "-1" });
  return { method: "GET", path: `${route.path.split("/:")[0]}?${query}`, headers };
}

const TABLES = ["parts", "orders", "users", "reviews", "contact_messages", "newsletter_signups", "stripe_events"];

async function snapshot(shop: TestShop): Promise<string> {
  const parts: string[] = [];
  for (const table of TABLES) {
    const rows = await shop.db.withConnection((c) => c.query(`SELECT * FROM "${table}" ORDER BY 1`));
    parts.push(`${table}:${crypto.createHash("sha256").update(JSON.stringify(rows)).digest("hex")}`);
  }
  return parts.join("\n");
}

describe("hostile input", () => {
  let shop: TestShop;
  let fx: Fixtures;
  const adminEmail = uniqueEmail("admin");

  const clientDist = fs.mkdtempSync(path.join(os.tmpdir(), "motoparts-hostile-client-"));

  beforeAll(async () => {
    // A stand-in build, so paths that fall through to the storefront get its page, as in production.
    fs.writeFileSync(path.join(clientDist, "index.html"), "<!doctype html><title>MotoParts USA</title>");
    shop = await startTestShop({ seed: true, adminEmails: [adminEmail], env: { CLIENT_DIST_DIR: clientDist } });
    const user = await signUpAndSignIn(shop);
    const admin = await signUpAndSignIn(shop, { email: adminEmail });
    const partId = (await shop.prisma.part.findFirstOrThrow()).id;
    const order = await shop.graphql(`mutation($p: ID!) { placeOrder(input: { partId: $p, quantity: 1 }) { id } }`, { p: partId }, user.token);
    fx = { user, admin, partId, orderId: order.data!.placeOrder.id };
  });
  afterAll(async () => {
    await shop.close();
    fs.rmSync(clientDist, { recursive: true, force: true });
  });

  it(`survives ${REQUESTS} generated hostile requests without a 5xx, a crash or a data change`, async () => {
    const before = await snapshot(shop);
    const statuses = new Map<number, number>();
    const failures: string[] = [];
    for (let i = 0; i < REQUESTS; i++) {
      const req = i % 3 === 2 ? restRequest(fx) : graphqlRequest(fx);
      let status: number;
      let text = "";
      try {
        const res = await fetch(`${shop.url}${req.path}`, { method: req.method, headers: req.headers, body: req.body });
        status = res.status;
        text = await res.text();
      } catch (err) {
        failures.push(`#${i} ${req.method} ${req.path.slice(0, 80)}: no response (${(err as Error).message})`);
        continue;
      }
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
      // Nothing here takes the database away, so not even a 503 is expected.
      if (status >= 500) failures.push(`#${i} ${req.method} ${req.path.slice(0, 80)} ${req.body?.slice(0, 120) ?? ""} -> ${status} ${text.slice(0, 200)}`);
      if (/\n\s+at \S+ \(|node_modules|PrismaClient|pglite|"stacktrace"/i.test(text)) failures.push(`#${i} leaked internals: ${text.slice(0, 200)}`);
      if (status === 200 && req.path.startsWith("/graphql") && !/"errors"/.test(text)) failures.push(`#${i} an invalid request succeeded: ${req.body?.slice(0, 200)}`);
    }
    expect(failures).toEqual([]);
    expect((await fetch(`${shop.url}/healthz`)).status).toBe(200);
    expect(await snapshot(shop)).toBe(before);
    const summary = [...statuses.entries()].sort(([a], [b]) => a - b).map(([s, n]) => `${s}: ${n}`).join(", ");
    console.log(`hostile input: ${REQUESTS} requests (seed ${SEED}); statuses ${summary}`);
  }, 600_000);
});

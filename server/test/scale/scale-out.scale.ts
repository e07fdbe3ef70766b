import crypto from "node:crypto";
import pino from "pino";
import { openDatabase, type Database } from "../../src/db/database";
import { migrate, readMigrations } from "../../src/db/migrate";
import { createFirebaseAccount, newPostgresDatabase } from "../harness";
import { startServerProcess, type ServerProcess } from "../server-process";
import { startNginx, startPrivateRedis, type Balancer, type PrivateRedis } from "../balancer";
import { deliverWebhook, signedEvent, startStripeStandIn, type StripeStandIn } from "../stripe-stand-in";
import { scrape } from "../metrics-scrape";
import { freePort } from "../../src/auth/auth-emulator";

/**
 * Three stateless server processes behind nginx, on one PostgreSQL database and one Redis
 * (`npm run test:scale`, a step of .ci/run). No stickiness: any process serves any request.
 */

const log = pino({ level: "silent" });
const PG_SERVER = process.env.DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres";
const ADMIN = `scale.admin.${crypto.randomBytes(3).toString("hex")}@motoparts.test`;

async function until(condition: () => Promise<boolean>, what: string, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

async function gql<T = Record<string, any>>(url: string, query: string, variables: Record<string, unknown>, token?: string) {
  const res = await fetch(`${url}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.json().catch(() => ({}))) as { data?: T; errors?: { message: string; extensions?: { code?: string } }[] };
  return { status: res.status, ...body };
}

/** An account signed in through the spec's PUT /user/{email}, on whichever process answers. */
async function signIn(url: string, email?: string): Promise<string> {
  const account = await createFirebaseAccount(email ? { email } : {});
  const res = await fetch(`${url}/user/${account.email}`, { method: "PUT", headers: { authorization: `Bearer ${account.idToken}` } });
  return ((await res.json()) as { token: string }).token;
}

/** GET /parts/{id} from one process: its stock, and whether its response cache answered. */
async function stockAt(url: string, partId: string): Promise<{ stock: number; cache: string | null }> {
  const res = await fetch(`${url}/parts/${partId}`);
  return { stock: ((await res.json()) as { avquantity: number }).avquantity, cache: res.headers.get("x-cache") };
}

describe("scale-out: three server processes behind nginx", () => {
  let database: { url: string; drop: () => Promise<void> };
  let db: Database;
  let redis: PrivateRedis;
  let stripe: StripeStandIn;
  let servers: ServerProcess[] = [];
  /** Each process's metrics endpoint (a port of its own, on loopback). */
  let metricsUrls: string[] = [];
  let nginx: Balancer;
  let admin: string;

  beforeAll(async () => {
    database = await newPostgresDatabase(PG_SERVER, "motoparts_scale");
    db = await openDatabase({ url: database.url, log });
    await db.withConnection((conn) => migrate(conn, readMigrations()));
    redis = await startPrivateRedis();
    stripe = await startStripeStandIn();
    const env = {
      DATABASE_URL: database.url,
      SEED_ON_EMPTY: "false",
      REDIS_URL: redis.url,
      REDIS_KEY_PREFIX: `scale-${crypto.randomBytes(3).toString("hex")}:`,
      ADMIN_EMAILS: ADMIN,
      STRIPE_SECRET_KEY: "sk_test_scale",
      STRIPE_PUBLISHABLE_KEY: "pk_test_scale",
      STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
      STRIPE_API_URL: stripe.url,
      // Buyers here place many unpaid orders each.
      UNVERIFIED_UNPAID_ORDERS_MAX: "1000",
      UNVERIFIED_UNPAID_VALUE_MAX_USD: "1000000",
      UNPAID_ORDERS_MAX: "1000",
      UNPAID_VALUE_MAX_USD: "1000000",
      // On SIGTERM, a second of 503 from /healthz (still serving) before the listener closes.
      DRAIN_DELAY_MS: "1000",
    };
    const metricsPorts = [await freePort(), await freePort(), await freePort()];
    metricsUrls = metricsPorts.map((port) => `http://127.0.0.1:${port}/metrics`);
    servers = await Promise.all(metricsPorts.map((port) => startServerProcess({ ...env, METRICS_PORT: String(port) })));
    nginx = await startNginx(servers.map((s) => s.url));
    admin = await signIn(nginx.url, ADMIN);
  }, 180_000);

  afterAll(async () => {
    await nginx?.stop();
    for (const s of servers) if (s.child.exitCode === null) s.child.kill("SIGKILL");
    await Promise.all(servers.map((s) => s.exited));
    await stripe?.close();
    await redis?.stop();
    await db?.close();
    await database?.drop();
  });

  async function newPart(stock: number, price = 10): Promise<string> {
    const res = await gql<{ addPart: { id: string } }>(
      nginx.url,
      `mutation($input: PartInput!) { addPart(input: $input) { id } }`,
      { input: { name: `Scale part ${crypto.randomBytes(3).toString("hex")}`, description: "For the scale test.", picture: "/images/parts/adjustable-levers.svg", price, minquantity: 1, avquantity: stock } },
      admin,
    );
    expect(res.errors).toBeUndefined();
    return res.data!.addPart.id;
  }

  it("shows a stock change made through one process on the others at once, from their caches", async () => {
    const partId = await newPart(10);
    const [a, b, c] = servers;
    // B and C answer from their caches.
    for (const s of [b, c]) {
      await stockAt(s.url, partId);
      expect(await stockAt(s.url, partId)).toEqual({ stock: 10, cache: "HIT" });
    }
    const restocked = await gql(a.url, `mutation($id: ID!) { restockPart(id: $id, quantity: 5) { avquantity } }`, { id: partId }, admin);
    expect(restocked.errors).toBeUndefined();
    for (const s of [b, c]) await until(async () => (await stockAt(s.url, partId)).stock === 15, "the other processes show the new stock");
    // And they cache again.
    expect(await stockAt(b.url, partId)).toEqual({ stock: 15, cache: "HIT" });
  });

  it("sells the last 20 units to 20 of 64 buyers spread over the processes: none oversold", async () => {
    const partId = await newPart(20);
    const buyers = await Promise.all(Array.from({ length: 64 }, () => signIn(nginx.url)));
    const results = await Promise.all(
      buyers.map((token) => gql(nginx.url, `mutation($p: ID!) { placeOrder(input: { partId: $p, quantity: 1 }) { id } }`, { p: partId }, token)),
    );
    const placed = results.filter((r) => r.data?.placeOrder);
    expect(placed).toHaveLength(20);
    expect(results.filter((r) => r.errors).map((r) => r.errors![0].extensions?.code)).toEqual(Array(44).fill("BAD_USER_INPUT"));
    expect((await db.prisma.part.findUniqueOrThrow({ where: { id: partId } })).availableQuantity).toBe(0);
    expect(await db.prisma.order.count({ where: { partId } })).toBe(20);
  });

  it("pays an order once when Stripe delivers one webhook to two processes at once", async () => {
    const partId = await newPart(5, 25);
    const buyer = await signIn(nginx.url);
    const order = await gql<{ placeOrder: { id: string } }>(nginx.url, `mutation($p: ID!) { placeOrder(input: { partId: $p, quantity: 2 }) { id } }`, { p: partId }, buyer);
    const orderId = order.data!.placeOrder.id;
    const intent = await gql<{ createPaymentIntent: { id: string } }>(nginx.url, `mutation($id: ID!) { createPaymentIntent(orderId: $id) { id } }`, { id: orderId }, buyer);
    const pi = stripe.intents.get(intent.data!.createPaymentIntent.id)!;
    const delivery = signedEvent(stripe.webhookSecret, "payment_intent.succeeded", { ...pi, status: "succeeded", amount_received: pi.amount });
    const responses = await Promise.all([servers[0], servers[1]].map((s) => deliverWebhook(`${s.url}/stripe/webhook`, delivery)));
    expect(responses.map((r) => r.status)).toEqual([200, 200]);
    expect((await Promise.all(responses.map((r) => r.json()))).map((b) => b.outcome).sort()).toEqual(["duplicate", "paid"]);
    expect(await db.prisma.orderEvent.count({ where: { orderId, toStatus: "paid" } })).toBe(1);
    expect(await db.prisma.outboxEmail.count({ where: { orderId, kind: "payment-received" } })).toBe(1);
  });

  it("keeps serving with the cache off while Redis is down, and caches again when it returns", async () => {
    const partId = await newPart(30);
    const [a, b] = servers;
    await redis.stop();
    // Each process stops serving from its cache as soon as it cannot hear the others.
    for (const s of servers) await until(async () => (await stockAt(s.url, partId)).cache === "OFF", "the cache is off");
    const restocked = await gql(a.url, `mutation($id: ID!) { restockPart(id: $id, quantity: 3) { avquantity } }`, { id: partId }, admin);
    expect(restocked.errors).toBeUndefined();
    expect(await stockAt(b.url, partId)).toEqual({ stock: 33, cache: "OFF" });
    expect((await fetch(`${nginx.url}/parts?first=5`)).status).toBe(200);

    await redis.start();
    await until(async () => {
      await stockAt(b.url, partId);
      return (await stockAt(b.url, partId)).cache === "HIT";
    }, "B caches again");
    // And changes reach it again.
    await gql(a.url, `mutation($id: ID!) { restockPart(id: $id, quantity: 1) { avquantity } }`, { id: partId }, admin);
    await until(async () => (await stockAt(b.url, partId)).stock === 34, "B shows the change made through A");
  });

  it("serves each process's metrics on its own port: the orders placed through the balancer add up across them", async () => {
    const partId = await newPart(100);
    const buyer = await signIn(nginx.url);
    for (let i = 0; i < 9; i++) {
      const res = await gql(nginx.url, `mutation PurchasePlaceOrder($p: ID!) { placeOrder(input: { partId: $p, quantity: 1 }) { id } }`, { p: partId }, buyer);
      expect(res.errors).toBeUndefined();
    }
    const scrapes = await Promise.all(metricsUrls.map((url) => scrape(url)));
    // Every order of this database was placed through one of the three.
    const placed = scrapes.map((m) => m.value("motoparts_orders_placed_total")!);
    expect(placed.reduce((a, b) => a + b, 0)).toBe(await db.prisma.order.count());
    for (const m of scrapes) {
      // nginx spreads the API's requests over all three; each reports its own.
      expect(m.value("motoparts_http_request_duration_seconds_count", { method: "POST", route: "/graphql" })).toBeGreaterThan(0);
      expect(m.value("motoparts_graphql_operations_total", { operation: "PurchasePlaceOrder", outcome: "ok" })).toBeGreaterThan(0);
      expect(m.value("motoparts_db_pool_max")).toBe(10);
      expect(m.value("process_resident_memory_bytes")).toBeGreaterThan(0);
    }
    // Nothing of it through the balancer: the shop's port answers 404 there.
    expect((await fetch(`${nginx.url}/metrics`)).status).toBe(404);
  });

  it("loses no acknowledged order when a process gets SIGTERM in a burst, and the balancer routes around it", async () => {
    const partId = await newPart(1_000);
    const buyers = await Promise.all(Array.from({ length: 8 }, () => signIn(nginx.url)));
    const acknowledged: string[] = [];
    const refused: number[] = [];
    let sent = 0;
    const victim = servers[1];
    let drained: Promise<unknown> = Promise.resolve();
    const burst = buyers.map(async (token) => {
      for (let i = 0; i < 12; i++) {
        const n = ++sent;
        if (n === 30) {
          victim.child.kill("SIGTERM");
          // Its health check fails first, while it still serves, so a balancer that checks takes it out.
          drained = until(async () => {
            const health = await fetch(`${victim.url}/healthz`).catch(() => null);
            return health?.status === 503 && ((await health.json()) as { status: string }).status === "draining";
          }, "the stopping process says it is draining");
        }
        const res = await gql<{ placeOrder: { id: string } }>(nginx.url, `mutation($p: ID!) { placeOrder(input: { partId: $p, quantity: 1 }) { id } }`, { p: partId }, token);
        if (res.data?.placeOrder) acknowledged.push(res.data.placeOrder.id);
        else refused.push(res.status);
      }
    });
    await Promise.all(burst);
    await drained;
    expect(await victim.exited).toBe(0);
    // Every acknowledged order is there, and the stock taken is exactly theirs.
    expect(await db.prisma.order.count({ where: { id: { in: acknowledged } } })).toBe(acknowledged.length);
    const orders = await db.prisma.order.count({ where: { partId } });
    expect(orders).toBe(acknowledged.length);
    expect((await db.prisma.part.findUniqueOrThrow({ where: { id: partId } })).availableQuantity).toBe(1_000 - orders);
    // nginx passed the requests the stopping process no longer took to the others. A request it had sent
    // just as the listener closed may come back 502 (nginx does not resend a POST): never acknowledged,
    // never written, and the buyer may try again.
    expect(acknowledged.length + refused.length).toBe(96);
    expect(refused.filter((status) => status !== 502)).toEqual([]);
    expect(acknowledged.length).toBeGreaterThanOrEqual(90);
    const after = await Promise.all(Array.from({ length: 12 }, () => fetch(`${nginx.url}/parts/${partId}`)));
    expect(after.map((r) => r.status)).toEqual(Array(12).fill(200));
  });
});

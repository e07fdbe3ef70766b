import { signUpAndSignIn, startTestShop, type SignedInUser, type TestShop } from "../../test/harness";
import { scrape } from "../../test/metrics-scrape";

/** The shop's Prometheus metrics, on their own port, moved by real requests through the public API. */

const AUSTIN = { fullName: "Ada Rider", line1: "1 Congress Ave", city: "Austin", region: "TX", postalCode: "78701", country: "US", phone: "+1 512 555 0100" };

describe("metrics", () => {
  let shop: TestShop;
  let buyer: SignedInUser;
  let partId: string;

  beforeAll(async () => {
    // Rate limits on, with a budget of one contact-form submission a minute, to see a refusal counted.
    shop = await startTestShop({ seed: true, metrics: true, env: { RATE_LIMITS: "on", RATE_LIMIT_FORMS: "1" } });
    buyer = await signUpAndSignIn(shop);
    const parts = (await (await fetch(`${shop.url}/parts?first=1`)).json()) as { _id: string }[];
    partId = parts[0]._id;
  });
  afterAll(() => shop?.close());

  const metrics = () => scrape(shop.metricsUrl!);

  it("are served on their own loopback port, and the shop's port answers 404 at /metrics", async () => {
    expect(shop.metricsUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/metrics$/);
    expect(new URL(shop.metricsUrl!).port).not.toBe(new URL(shop.url).port);
    const scraped = await metrics();
    // The process's own series (collectDefaultMetrics): memory, event-loop lag, GC.
    expect(scraped.value("process_resident_memory_bytes")).toBeGreaterThan(0);
    expect(scraped.families()).toEqual(expect.arrayContaining(["nodejs_eventloop_lag_seconds", "nodejs_gc_duration_seconds", "nodejs_heap_size_used_bytes"]));

    for (const method of ["GET", "POST"]) {
      const res = await fetch(`${shop.url}/metrics`, { method });
      expect(res.status).toBe(404);
      expect(await res.text()).not.toContain("process_resident_memory_bytes");
    }
    expect((await fetch(new URL("/other", shop.metricsUrl).toString())).status).toBe(404);
  });

  it("time HTTP requests by route pattern and status, never by raw path", async () => {
    const before = await metrics();
    const parts = (n: string) => before.value("motoparts_http_request_duration_seconds_count", { method: "GET", route: "/parts/:id", status: n }) ?? 0;
    const part = await fetch(`${shop.url}/parts/${partId}`);
    expect(part.status).toBe(200);
    expect((await fetch(`${shop.url}/parts/00000000-0000-4000-8000-000000000000`)).status).toBe(404);
    expect((await fetch(`${shop.url}/healthz`)).status).toBe(200);

    const after = await metrics();
    expect(after.value("motoparts_http_request_duration_seconds_count", { method: "GET", route: "/parts/:id", status: "200" })).toBe(parts("200") + 1);
    expect(after.value("motoparts_http_request_duration_seconds_count", { method: "GET", route: "/parts/:id", status: "404" })).toBe(parts("404") + 1);
    expect(after.value("motoparts_http_request_duration_seconds_bucket", { route: "/healthz", status: "200", le: "+Inf" })).toBeGreaterThanOrEqual(1);
    expect(after.text).not.toContain(partId);
    // The 404 at /metrics of the test above.
    expect(after.value("motoparts_http_request_duration_seconds_count", { route: "/metrics", status: "404" })).toBe(2);
  });

  it("count GraphQL operations by known name and outcome, collapsing other names", async () => {
    const before = await metrics();
    const count = (scraped: typeof before, operation: string, outcome: string) =>
      scraped.value("motoparts_graphql_operations_total", { operation, outcome }) ?? 0;
    expect((await shop.graphql(`query HomeParts { parts(first: 2) { edges { node { id } } } }`)).errors).toBeUndefined();
    expect((await shop.graphql(`{ parts(first: 1) { edges { node { id } } } }`)).errors).toBeUndefined();
    expect((await shop.graphql(`query MadeUpByAnyone${Date.now()} { parts(first: 1) { edges { node { id } } } }`)).errors).toBeUndefined();
    expect((await shop.graphql(`query IsAdmin { me { id } }`)).errors?.[0].extensions?.code).toBe("UNAUTHENTICATED");
    expect((await shop.graphql(`query HomeParts { nope }`)).errors?.[0].extensions?.code).toBe("GRAPHQL_VALIDATION_FAILED");

    const after = await metrics();
    expect(count(after, "HomeParts", "ok")).toBe(count(before, "HomeParts", "ok") + 1);
    expect(count(after, "anonymous", "ok")).toBe(count(before, "anonymous", "ok") + 1);
    expect(count(after, "unknown", "ok")).toBe(count(before, "unknown", "ok") + 1);
    expect(count(after, "IsAdmin", "UNAUTHENTICATED")).toBe(count(before, "IsAdmin", "UNAUTHENTICATED") + 1);
    expect(count(after, "HomeParts", "GRAPHQL_VALIDATION_FAILED")).toBe(count(before, "HomeParts", "GRAPHQL_VALIDATION_FAILED") + 1);
    expect(after.text).not.toContain("MadeUpByAnyone");
    // POST /graphql, answered before Express, is timed too.
    expect(after.value("motoparts_http_request_duration_seconds_count", { method: "POST", route: "/graphql", status: "200" })).toBeGreaterThanOrEqual(3);
  });

  it("count response-cache hits and misses per cache, and time a hit under its route", async () => {
    const before = await metrics();
    const lookups = (scraped: typeof before, result: string) => scraped.value("motoparts_response_cache_lookups_total", { cache: "api", result }) ?? 0;
    const url = `${shop.url}/parts?first=3`;
    expect((await fetch(url)).headers.get("x-cache")).toBeNull();
    expect((await fetch(url)).headers.get("x-cache")).toBe("HIT");

    const after = await metrics();
    expect(lookups(after, "miss")).toBe(lookups(before, "miss") + 1);
    expect(lookups(after, "hit")).toBe(lookups(before, "hit") + 1);
    expect(after.value("motoparts_response_cache_lookups_total", { cache: "pages", result: "hit" })).toBe(0);
    const listed = (scraped: typeof before) => scraped.value("motoparts_http_request_duration_seconds_count", { method: "GET", route: "/parts", status: "200" }) ?? 0;
    expect(listed(after)).toBe(listed(before) + 2);
  });

  it("count orders placed at checkout and paid, and the outbox's backlog", async () => {
    const before = await metrics();
    const quote = await shop.graphql<{ checkoutQuote: { shippingOptions: { id: string }[] } }>(
      `query($lines: [CartLineInput!]!, $address: DestinationInput!) { checkoutQuote(lines: $lines, address: $address) { shippingOptions { id } } }`,
      { lines: [{ partId, quantity: 1 }], address: { country: "US", postalCode: "78701", region: "TX", city: "Austin" } },
    );
    expect(quote.errors).toBeUndefined();
    const placed = await shop.graphql<{ checkout: { id: string } }>(
      `mutation PlaceCheckoutOrder($input: CheckoutInput!) { checkout(input: $input) { id } }`,
      { input: { lines: [{ partId, quantity: 1 }], address: AUSTIN, shippingMethod: quote.data!.checkoutQuote.shippingOptions[0].id, idempotencyKey: `metrics-${Date.now()}` } },
      buyer.token,
    );
    expect(placed.errors).toBeUndefined();
    const middle = await metrics();
    expect(middle.value("motoparts_orders_placed_total")).toBe(before.value("motoparts_orders_placed_total")! + 1);
    expect(middle.value("motoparts_orders_paid_total", { method: "demo" })).toBe(before.value("motoparts_orders_paid_total", { method: "demo" }));

    const paid = await shop.graphql(`mutation PayWithDemo($id: ID!) { payOrderWithDemo(orderId: $id) { status } }`, { id: placed.data!.checkout.id }, buyer.token);
    expect(paid.errors).toBeUndefined();
    const after = await metrics();
    expect(after.value("motoparts_orders_paid_total", { method: "demo" })).toBe(before.value("motoparts_orders_paid_total", { method: "demo" })! + 1);
    expect(after.value("motoparts_orders_paid_total", { method: "card" })).toBe(0);

    // This shop runs no mail worker: the order's emails wait in the outbox.
    const pending = await shop.prisma.outboxEmail.count({ where: { status: "pending" } });
    expect(pending).toBeGreaterThanOrEqual(2);
    expect(after.value("motoparts_outbox_emails", { status: "pending" })).toBe(pending);
    expect(after.value("motoparts_outbox_emails", { status: "sending" })).toBe(0);
    const oldest = await shop.prisma.outboxEmail.findFirstOrThrow({ where: { status: "pending" }, orderBy: { createdAt: "asc" } });
    const age = after.value("motoparts_outbox_oldest_pending_seconds")!;
    expect(age).toBeGreaterThanOrEqual(0);
    expect(age).toBeLessThanOrEqual((Date.now() - oldest.createdAt.getTime()) / 1000 + 5);
  });

  it("count rate-limit refusals by class", async () => {
    const before = await metrics();
    const subscribe = (n: number) => shop.graphql(`mutation { subscribeToNewsletter(email: "rider${n}@example.com") { ok } }`);
    expect((await subscribe(1)).errors).toBeUndefined();
    expect((await subscribe(2)).errors?.[0].extensions?.code).toBe("TOO_MANY_REQUESTS");
    const after = await metrics();
    expect(after.value("motoparts_rate_limit_refusals_total", { class: "form" })).toBe(before.value("motoparts_rate_limit_refusals_total", { class: "form" })! + 1);
    expect(after.value("motoparts_rate_limit_refusals_total", { class: "read" })).toBe(before.value("motoparts_rate_limit_refusals_total", { class: "read" }));
    expect(after.value("motoparts_graphql_operations_total", { operation: "anonymous", outcome: "TOO_MANY_REQUESTS" })).toBe(1);
  });

  it("report the database's connections", async () => {
    const scraped = await metrics();
    if (shop.db.kind === "postgresql") {
      expect(scraped.value("motoparts_db_pool_max")).toBe(10);
      const open = scraped.value("motoparts_db_pool_connections", { state: "idle" })! + scraped.value("motoparts_db_pool_connections", { state: "in_use" })!;
      expect(open).toBeGreaterThanOrEqual(1);
      expect(open).toBeLessThanOrEqual(10);
      expect(scraped.value("motoparts_db_pool_waiting")).toBe(0);
    } else {
      // PGlite: one connection in process, no pool to wait for.
      expect(scraped.value("motoparts_db_pool_max")).toBe(1);
      expect(scraped.value("motoparts_db_pool_connections")).toBeUndefined();
    }
  });

  it("belong to each shop: two shops in one process count apart", async () => {
    const other = await startTestShop({ metrics: true });
    try {
      const homeParts = { operation: "HomeParts", outcome: "ok" };
      const mineBefore = (await metrics()).value("motoparts_graphql_operations_total", homeParts);
      expect(mineBefore).toBeGreaterThanOrEqual(1);
      await other.graphql(`query HomeParts { parts(first: 1) { edges { node { id } } } }`);
      const mine = await metrics();
      const theirs = await scrape(other.metricsUrl!);
      expect(theirs.value("motoparts_graphql_operations_total", homeParts)).toBe(1);
      expect(mine.value("motoparts_graphql_operations_total", homeParts)).toBe(mineBefore);
      expect(mine.value("motoparts_orders_placed_total")).toBeGreaterThanOrEqual(1);
      expect(theirs.value("motoparts_orders_placed_total")).toBe(0);
    } finally {
      await other.close();
    }
  });
});

import { testEmulatorHost } from "../test/auth-emulator-env";
import { startTestShop, type TestShop } from "../test/harness";

describe("HTTP app", () => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await startTestShop();
  });
  afterAll(() => shop.close());

  it("answers /healthz with the database in use", async () => {
    const res = await fetch(`${shop.url}/healthz`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: "ok", database: shop.db.kind });
  });

  it("tells the browser how to reach Firebase and whether payments are on", async () => {
    const res = await fetch(`${shop.url}/runtime-config`);
    expect(await res.json()).toEqual({
      firebase: { apiKey: "demo-api-key", authDomain: "demo-motoparts.firebaseapp.com", projectId: "demo-motoparts", authEmulatorUrl: `http://${testEmulatorHost()}` },
      // No Stripe keys outside production: the demo payment method is offered instead.
      payments: { enabled: false, publishableKey: null, demo: true },
    });
  });

  it("gives every response a request id, keeping a well-formed one the caller sent", async () => {
    const mine = await fetch(`${shop.url}/healthz`, { headers: { "x-request-id": "trace-123" } });
    expect(mine.headers.get("x-request-id")).toBe("trace-123");
    const hostile = await fetch(`${shop.url}/healthz`, { headers: { "x-request-id": "../../etc/passwd; drop" } });
    expect(hostile.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("answers malformed JSON with a 400 and a clear message", async () => {
    const res = await fetch(`${shop.url}/graphql`, { method: "POST", headers: { "content-type": "application/json" }, body: "{nope" });
    expect(res.status).toBe(400);
    expect(JSON.stringify(await res.json())).toMatch(/not valid JSON/);
  });

  it("answers an unknown API path with a JSON 404", async () => {
    const res = await fetch(`${shop.url}/no/such/thing`, { method: "POST" });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: "No route for POST /no/such/thing." });
  });

  it("masks unexpected errors and gives the caller the request id to quote", async () => {
    const broken = await startTestShop();
    try {
      await broken.db.close(); // the database goes away under the running server
      const res = await fetch(`${broken.url}/graphql`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-request-id": "req-42" },
        body: JSON.stringify({ query: "{ parts(first: 1) { edges { node { id } } } }" }),
      });
      const body = (await res.json()) as { errors: { message: string; extensions: Record<string, unknown> }[] };
      expect(body.errors[0].message).toBe("Something went wrong on our side. Please try again.");
      expect(body.errors[0].extensions).toEqual({ code: "INTERNAL_SERVER_ERROR", requestId: "req-42" });
      expect(JSON.stringify(body)).not.toMatch(/prisma|pglite|stack|at /i);
    } finally {
      await broken.close();
    }
  });
});

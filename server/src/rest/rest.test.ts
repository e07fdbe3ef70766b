import {
  createFirebaseAccount,
  firebaseSignIn,
  signUpAndSignIn,
  startTestShop,
  uniqueEmail,
  type SignedInUser,
  type TestShop,
} from "../../test/harness";
import { answerProblems, type OpenApiDocument } from "../../test/openapi-check";
import { routes } from "./routes";

/** Contract tests of the REST shim: every row of the spec's Calls table, with its error paths. */

interface Reply {
  status: number;
  headers: Headers;
  body: any;
}

describe("REST shim", () => {
  let shop: TestShop;
  let admin: SignedInUser;
  let buyer: SignedInUser;
  let other: SignedInUser;
  let partId: string;
  const adminEmail = uniqueEmail("admin");
  let description: OpenApiDocument | undefined;

  async function call(method: string, path: string, options: { token?: string; body?: unknown; rawBody?: string } = {}): Promise<Reply> {
    const res = await fetch(`${shop.url}${path}`, {
      method,
      headers: {
        ...(options.body !== undefined || options.rawBody !== undefined ? { "content-type": "application/json" } : {}),
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      },
      body: options.rawBody ?? (options.body !== undefined ? JSON.stringify(options.body) : undefined),
    });
    const text = await res.text();
    const body = text ? JSON.parse(text) : undefined;
    // Every answer is what /openapi.json says it is: its status is listed, and its body fits the schema.
    if (path !== "/openapi.json") {
      description ??= (await (await fetch(`${shop.url}/openapi.json`)).json()) as OpenApiDocument;
      expect(answerProblems(description, method, path, res.status, body)).toEqual([]);
    }
    return { status: res.status, headers: res.headers, body };
  }

  beforeAll(async () => {
    shop = await startTestShop({ seed: true, adminEmails: [adminEmail] });
    admin = await signUpAndSignIn(shop, { email: adminEmail });
    buyer = await signUpAndSignIn(shop, { displayName: "Rest Buyer" });
    other = await signUpAndSignIn(shop);
    partId = (await shop.prisma.part.findFirstOrThrow({ where: { name: "Spin-On Oil Filter" } })).id;
  });
  afterAll(() => shop.close());

  describe("GET /parts", () => {
    it("answers the catalogue with the spec's field names, prices in dollars (the adder's email for admins only)", async () => {
      const res = await call("GET", "/parts");
      expect(res.status).toBe(200);
      // A page of 100 (the seed has more), the newest first: the hand-written parts among them.
      expect(res.body.length).toBe(Math.min(100, await shop.prisma.part.count()));
      const filter = res.body.find((p: any) => p._id === partId);
      expect(filter).toEqual({
        _id: partId,
        name: "Spin-On Oil Filter",
        picture: "/images/parts/spin-on-oil-filter.svg",
        description: expect.any(String),
        price: 12.49,
        minquantity: 3,
        avquantity: 500,
        brand: "Hiflofiltro",
        partNumber: "HF204",
        category: { slug: "filters", label: "Filters" },
        specs: expect.arrayContaining([{ name: "Thread", value: "M20 x 1.5" }]),
        images: ["/images/parts/spin-on-oil-filter.svg"],
      });
      const asAdmin = await call("GET", "/parts", { token: admin.token });
      expect(asAdmin.body.find((p: any) => p._id === partId)).toMatchObject({ email: "admin@motoparts.test" });
    });

    it("pages with first and a Link to the next page", async () => {
      const first = await call("GET", "/parts?first=10");
      expect(first.body).toHaveLength(10);
      const next = /<([^>]+)>; rel="next"/.exec(first.headers.get("link") ?? "")![1];
      const second = await call("GET", next);
      expect(second.body).toHaveLength(10);
      expect(second.body[0]._id).not.toBe(first.body[0]._id);
    });

    it.each(["0", "101", "ten", "1e3"])("answers first=%s with a 400", async (first) => {
      const res = await call("GET", `/parts?first=${first}`);
      expect(res.status).toBe(400);
      expect(res.body.message).toEqual(expect.any(String));
    });
  });

  describe("GET /parts/{id}", () => {
    it("answers one part", async () => {
      const res = await call("GET", `/parts/${partId}`);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ _id: partId, name: "Spin-On Oil Filter", price: 12.49, minquantity: 3, avquantity: 500 });
    });

    it("answers 404 for an unknown id and 400 for a malformed one", async () => {
      expect((await call("GET", "/parts/6a0b2c1d-1111-4222-8333-944455556666")).status).toBe(404);
      const bad = await call("GET", "/parts/..%2F..%2Fetc%2Fpasswd");
      expect(bad.status).toBe(400);
      expect(bad.body).toEqual({ message: "Malformed id: expected a UUID.", code: "BAD_USER_INPUT", field: "id" });
    });
  });

  describe("POST /parts", () => {
    const payload = {
      name: "Racing Brake Pads",
      description: "Sintered, track compound.",
      picture: "/images/parts/sintered-brake-pads.svg",
      price: 64.9,
      minquantity: 1,
      avquantity: 12,
      email: "someone-else@example.com",
    };

    it("adds a part for an admin and answers its insertedId, recording the admin as the adder", async () => {
      const res = await call("POST", "/parts", { token: admin.token, body: payload });
      expect(res.status).toBe(201);
      expect(res.body).toEqual({ acknowledged: true, insertedId: expect.any(String) });
      expect(res.headers.get("location")).toBe(`/parts/${res.body.insertedId}`);
      const created = await call("GET", `/parts/${res.body.insertedId}`, { token: admin.token });
      expect(created.body).toMatchObject({ name: "Racing Brake Pads", price: 64.9, email: adminEmail });
    });

    it("answers 401 without a token, 403 for a non-admin, 400 for bad input", async () => {
      const count = await shop.prisma.part.count();
      const anonymous = await call("POST", "/parts", { body: payload });
      expect(anonymous.status).toBe(401);
      expect(anonymous.headers.get("www-authenticate")).toMatch(/^Bearer/);
      expect((await call("POST", "/parts", { token: buyer.token, body: payload })).status).toBe(403);
      const bad = await call("POST", "/parts", { token: admin.token, body: { ...payload, price: "cheap" } });
      expect(bad.status).toBe(400);
      const missing = await call("POST", "/parts", { token: admin.token, body: { ...payload, name: "" } });
      expect(missing.body).toMatchObject({ message: "Name is required", field: "name" });
      expect(await shop.prisma.part.count()).toBe(count);
    });

    it("answers malformed JSON with a 400", async () => {
      const res = await call("POST", "/parts", { token: admin.token, rawBody: '{"name": ' });
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/not valid JSON/);
    });
  });

  describe("reviews", () => {
    it("GET /review answers reviews newest first with the spec's fields", async () => {
      const res = await call("GET", "/review");
      expect(res.status).toBe(200);
      expect(res.body.length).toBeGreaterThanOrEqual(8);
      expect(Object.keys(res.body[0]).sort()).toEqual(["_id", "createdAt", "name", "picture", "ratings", "review"]);
      const times = res.body.map((r: any) => Date.parse(r.createdAt));
      expect([...times].sort((a, b) => b - a)).toEqual(times);
      expect((await call("GET", "/review?limit=6")).body).toHaveLength(6);
    });

    it("POST /review adds a review for a signed-in user, refusing bad ratings and anonymous callers", async () => {
      const res = await call("POST", "/review", { token: buyer.token, body: { name: "Rest Buyer", ratings: 5, review: "Fast!" } });
      expect(res.status).toBe(201);
      expect((await call("GET", "/review?limit=1")).body[0]).toMatchObject({ _id: res.body.insertedId, ratings: 5 });
      expect((await call("POST", "/review", { body: { name: "x", ratings: 5, review: "y" } })).status).toBe(401);
      const bad = await call("POST", "/review", { token: buyer.token, body: { name: "x", ratings: 9, review: "y" } });
      expect(bad).toMatchObject({ status: 400, body: { message: "Rating must be a whole number from 1 to 5." } });
    });
  });

  describe("users", () => {
    it("PUT /user/{email} exchanges a Firebase ID token for { token }", async () => {
      const account = await createFirebaseAccount();
      const res = await call("PUT", `/user/${encodeURIComponent(account.email)}`, { token: account.idToken, body: { email: account.email } });
      expect(res.status).toBe(200);
      expect(Object.keys(res.body)).toEqual(["token"]);
      const me = await call("GET", "/user", { token: res.body.token });
      expect(me.body).toEqual([expect.objectContaining({ email: account.email, role: "user" })]);
    });

    it("PUT /user/{email} answers 401 without a Firebase token and 403 for another email", async () => {
      const account = await createFirebaseAccount();
      expect((await call("PUT", `/user/${account.email}`, { body: { email: account.email } })).status).toBe(401);
      const mismatch = await call("PUT", `/user/${uniqueEmail("x")}`, { token: await firebaseSignIn(account.email) });
      expect(mismatch.status).toBe(403);
    });

    it("GET /user answers everyone to an admin and only yourself to anyone else", async () => {
      const mine = await call("GET", "/user", { token: buyer.token });
      expect(mine.body).toEqual([
        { _id: buyer.id, email: buyer.email, role: "user", displayName: "Rest Buyer", photoURL: null, linkedin: null, twitter: null, location: null, education: null, number: null },
      ]);
      const all = await call("GET", "/user", { token: admin.token });
      expect(all.body.map((u: any) => u.email)).toEqual(expect.arrayContaining([buyer.email, other.email, adminEmail]));
      expect((await call("GET", "/user")).status).toBe(401);
    });

    it("GET /admin/{email} answers { admin } about yourself, 403 about others unless admin", async () => {
      expect((await call("GET", `/admin/${buyer.email}`, { token: buyer.token })).body).toEqual({ admin: false });
      expect((await call("GET", `/admin/${adminEmail}`, { token: admin.token })).body).toEqual({ admin: true });
      expect((await call("GET", `/admin/${adminEmail}`, { token: buyer.token })).status).toBe(403);
      expect((await call("GET", `/admin/${buyer.email}`, { token: admin.token })).body).toEqual({ admin: false });
      expect((await call("GET", `/admin/${buyer.email}`)).status).toBe(401);
    });

    it("PUT /user/admin/{email} makes an admin for admins (modifiedCount), 403 for anyone else", async () => {
      const target = await signUpAndSignIn(shop);
      expect((await call("PUT", `/user/admin/${target.email}`, { token: buyer.token })).status).toBe(403);
      expect((await call("PUT", `/user/admin/${target.email}`)).status).toBe(401);
      const made = await call("PUT", `/user/admin/${target.email}`, { token: admin.token });
      expect(made).toMatchObject({ status: 200, body: { acknowledged: true, modifiedCount: 1 } });
      expect((await call("PUT", `/user/admin/${target.email}`, { token: admin.token })).body.modifiedCount).toBe(0);
      expect((await call("PUT", `/user/admin/${uniqueEmail("ghost")}`, { token: admin.token })).status).toBe(404);
    });
  });

  describe("orders", () => {
    const specPayload = (email: string) => ({ productname: "Spin-On Oil Filter", userName: "Rest Buyer", email, quantity: 3, productPrice: 0.01 });

    it("POST /order places an order from the spec's payload, priced by the server", async () => {
      const res = await call("POST", "/order", { token: buyer.token, body: specPayload(buyer.email) });
      expect(res.status).toBe(201);
      const order = await call("GET", `/order/${res.body.insertedId}`, { token: buyer.token });
      expect(order.body).toMatchObject({
        _id: res.body.insertedId,
        productname: "Spin-On Oil Filter",
        userName: "Rest Buyer",
        email: buyer.email,
        quantity: 3,
        productPrice: 37.47,
        paid: false,
        status: "unpaid",
        partId,
      });
    });

    it("POST /order takes partId as a documented extension", async () => {
      const res = await call("POST", "/order", { token: buyer.token, body: { partId, quantity: 3, email: buyer.email } });
      expect(res.status).toBe(201);
    });

    it("POST /order refuses an unknown or ambiguous name, a bad quantity, someone else's email, and anonymous callers", async () => {
      const before = await shop.prisma.order.count();
      const unknown = await call("POST", "/order", { token: buyer.token, body: { ...specPayload(buyer.email), productname: "Flux capacitor" } });
      expect(unknown).toMatchObject({ status: 400, body: { field: "productName" } });
      const twin = { name: "Twin part", description: "x", picture: "/images/parts/x.svg", priceCents: 100, minQuantity: 1, availableQuantity: 5, addedByEmail: adminEmail };
      await shop.prisma.part.createMany({ data: [twin, twin] });
      const ambiguous = await call("POST", "/order", { token: buyer.token, body: { ...specPayload(buyer.email), productname: "Twin part" } });
      expect(ambiguous.status).toBe(400);
      const tooFew = await call("POST", "/order", { token: buyer.token, body: { ...specPayload(buyer.email), quantity: 1 } });
      expect(tooFew).toMatchObject({ status: 400, body: { message: "Please set exact quantity" } });
      expect((await call("POST", "/order", { token: buyer.token, body: specPayload(other.email) })).status).toBe(403);
      expect((await call("POST", "/order", { body: specPayload(buyer.email) })).status).toBe(401);
      expect((await call("POST", "/order", { token: buyer.token, body: { ...specPayload(buyer.email), quantity: "3" } })).status).toBe(400);
      expect(await shop.prisma.order.count()).toBe(before);
    });

    it("GET /order?email= answers your orders; someone else's email is 403 unless you are an admin", async () => {
      const mine = await call("GET", `/order?email=${encodeURIComponent(buyer.email)}`, { token: buyer.token });
      expect(mine.status).toBe(200);
      expect(mine.body.length).toBeGreaterThan(0);
      expect(mine.body.every((o: any) => o.email === buyer.email)).toBe(true);
      expect((await call("GET", `/order?email=${buyer.email}`, { token: other.token })).status).toBe(403);
      expect((await call("GET", `/order?email=${buyer.email}`, { token: admin.token })).body).toEqual(mine.body);
      expect((await call("GET", "/order", { token: buyer.token })).status).toBe(400);
      expect((await call("GET", `/order?email=${buyer.email}`)).status).toBe(401);
    });

    it("GET /order/{id} answers the buyer and admins; 404 for anyone else and unknown ids", async () => {
      const { insertedId } = (await call("POST", "/order", { token: buyer.token, body: specPayload(buyer.email) })).body;
      expect((await call("GET", `/order/${insertedId}`, { token: admin.token })).status).toBe(200);
      const theirs = await call("GET", `/order/${insertedId}`, { token: other.token });
      const unknown = await call("GET", "/order/6a0b2c1d-1111-4222-8333-944455556666", { token: other.token });
      expect(theirs.status).toBe(404);
      expect(theirs.body).toEqual(unknown.body);
      expect((await call("GET", "/order/not-an-id", { token: buyer.token })).status).toBe(400);
    });

    it("DELETE /order/{id} cancels for the buyer (deletedCount), puts stock back, 404 for others", async () => {
      const stock = async () => (await shop.prisma.part.findUniqueOrThrow({ where: { id: partId } })).availableQuantity;
      const { insertedId } = (await call("POST", "/order", { token: buyer.token, body: specPayload(buyer.email) })).body;
      const before = await stock();
      expect((await call("DELETE", `/order/${insertedId}`, { token: other.token })).status).toBe(404);
      const res = await call("DELETE", `/order/${insertedId}`, { token: buyer.token });
      expect(res).toMatchObject({ status: 200, body: { acknowledged: true, deletedCount: 1 } });
      expect(await stock()).toBe(before + 3);
      expect((await call("DELETE", `/order/${insertedId}`, { token: buyer.token })).status).toBe(200);
      expect(await stock()).toBe(before + 3);
    });
  });

  describe("the table", () => {
    it("answers a wrong method on a known path with 405 and Allow", async () => {
      const res = await call("PATCH", "/parts");
      expect(res.status).toBe(405);
      expect(res.headers.get("allow")).toBe("GET, POST");
      expect((await call("DELETE", "/review")).status).toBe(405);
      expect((await call("POST", `/parts/${partId}`)).status).toBe(405);
    });

    it("describes every route in /openapi.json", async () => {
      const res = await call("GET", "/openapi.json");
      expect(res.body.openapi).toBe("3.1.0");
      for (const route of routes) {
        const path = route.path.replace(/:(\w+)/g, "{$1}");
        expect(res.body.paths[path][route.method.toLowerCase()]).toBeDefined();
      }
      expect(res.body.paths["/parts/{id}"].get.parameters[0]).toMatchObject({ name: "id", in: "path", required: true });
    });

    it("covers every row of the spec's Calls table, and the paths beyond it", () => {
      const table = [
        "GET /parts", "GET /parts/:id", "POST /parts", "GET /review", "POST /review", "GET /admin/:email", "PUT /user/:email",
        "GET /user", "PUT /user/admin/:email", "POST /order", "GET /order", "GET /order/:id", "DELETE /order/:id",
      ];
      const beyond = ["GET /search", "GET /vehicles", "GET /parts/:id/reviews", "GET /parts/:id/questions", "POST /checkout/quote", "POST /orders", "GET /orders/:id", "POST /orders/:id/returns", "GET /returns/:id"];
      expect(routes.map((r) => `${r.method} ${r.path}`).sort()).toEqual([...table, ...beyond].sort());
    });
  });
});

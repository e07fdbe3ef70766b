import { signUpAndSignIn, startTestShop, uniqueEmail, type SignedInUser, type TestShop } from "../../../test/harness";

const PLACE = `mutation($input: PlaceOrderInput!) {
  placeOrder(input: $input) { id productname userName email quantity unitPrice productPrice totalCents status paid part { id avquantity } }
}`;
const CANCEL = `mutation($id: ID!) { cancelOrder(id: $id) { id status cancelledAt } }`;
const ORDER = `query($id: ID!) { order(id: $id) { id email productname status } }`;

describe("orders and stock", () => {
  let shop: TestShop;
  let admin: SignedInUser;
  let buyer: SignedInUser;
  let other: SignedInUser;
  const adminEmail = uniqueEmail("admin");

  beforeAll(async () => {
    shop = await startTestShop({ adminEmails: [adminEmail] });
    admin = await signUpAndSignIn(shop, { email: adminEmail, displayName: "Shop Admin" });
    buyer = await signUpAndSignIn(shop, { displayName: "Bea Buyer" });
    other = await signUpAndSignIn(shop, { displayName: "Otto Other" });
  });
  afterAll(() => shop.close());

  async function newPart(overrides: Partial<{ price: number; minquantity: number; avquantity: number; name: string }> = {}) {
    const res = await shop.graphql(
      `mutation($input: PartInput!) { addPart(input: $input) { id name price minquantity avquantity email } }`,
      {
        input: {
          name: overrides.name ?? `Brake lever ${Math.random().toString(36).slice(2, 8)}`,
          description: "CNC machined, adjustable.",
          picture: "/images/parts/adjustable-levers.svg",
          price: overrides.price ?? 12.5,
          minquantity: overrides.minquantity ?? 1,
          avquantity: overrides.avquantity ?? 10,
        },
      },
      admin.token,
    );
    expect(res.errors).toBeUndefined();
    return res.data!.addPart as { id: string; name: string; price: number; avquantity: number; email: string };
  }

  const stock = async (partId: string) => (await shop.prisma.part.findUniqueOrThrow({ where: { id: partId } })).availableQuantity;

  it("prices the order on the server and takes the stock in the same step", async () => {
    const part = await newPart({ price: 19.99, minquantity: 2, avquantity: 10 });
    expect(part.email).toBe(adminEmail);
    const res = await shop.graphql(PLACE, { input: { partId: part.id, quantity: 3 } }, buyer.token);
    expect(res.errors).toBeUndefined();
    expect(res.data!.placeOrder).toMatchObject({
      productname: part.name,
      userName: "Bea Buyer",
      email: buyer.email,
      quantity: 3,
      unitPrice: 19.99,
      productPrice: 59.97,
      totalCents: 5997,
      status: "unpaid",
      paid: false,
      part: { id: part.id, avquantity: 7 },
    });
    expect(await stock(part.id)).toBe(7);
  });

  it("numbers orders for people, each after the one before", async () => {
    const part = await newPart({ avquantity: 10 });
    const numberOf = async (token: string) => {
      const res = await shop.graphql<{ placeOrder: { id: string; number: string } }>(`mutation($p: ID!) { placeOrder(input: { partId: $p, quantity: 1 }) { id number } }`, { p: part.id }, token);
      expect(res.errors).toBeUndefined();
      return res.data!.placeOrder;
    };
    const first = await numberOf((await signUpAndSignIn(shop)).token);
    const second = await numberOf((await signUpAndSignIn(shop)).token);
    expect(first.number).toMatch(/^MP-\d{6,}$/);
    expect(Number(second.number.slice(3))).toBeGreaterThan(Number(first.number.slice(3)));
    const read = await shop.graphql(`query($id: ID!) { order(id: $id) { number } }`, { id: first.id }, admin.token);
    expect(read.data!.order.number).toBe(first.number);
  });

  it("refuses an order whose total is over what one card payment can take, taking no stock", async () => {
    const part = await newPart({ price: 999_999, avquantity: 1_000 });
    const res = await shop.graphql(PLACE, { input: { partId: part.id, quantity: 101 } }, buyer.token);
    expect(res.errors![0]).toMatchObject({
      message: "An order can total at most $999,999.99: order fewer units.",
      extensions: { code: "BAD_USER_INPUT", field: "quantity" },
    });
    expect(await stock(part.id)).toBe(1_000);
    expect(await shop.prisma.order.count({ where: { partId: part.id } })).toBe(0);
  });

  it("refuses an order that names its own price, and places nothing", async () => {
    const part = await newPart({ price: 100 });
    const res = await shop.graphql(
      `mutation($partId: ID!) { placeOrder(input: { partId: $partId, quantity: 1, productPrice: 0.01 }) { id } }`,
      { partId: part.id },
      buyer.token,
    );
    expect(res.status).toBe(400);
    expect(res.errors![0].extensions!.code).toBe("GRAPHQL_VALIDATION_FAILED");
    expect(await shop.prisma.order.count({ where: { partId: part.id } })).toBe(0);
  });

  it.each([
    ["below the minimum", 1],
    ["above the stock", 11],
    ["zero", 0],
    ["negative", -4],
  ])("refuses a quantity %s with the spec's message and changes nothing", async (_label, quantity) => {
    const part = await newPart({ minquantity: 2, avquantity: 10 });
    const res = await shop.graphql(PLACE, { input: { partId: part.id, quantity } }, buyer.token);
    expect(res.errors![0]).toMatchObject({ message: "Please set exact quantity", extensions: { code: "BAD_USER_INPUT" } });
    expect(await stock(part.id)).toBe(10);
    expect(await shop.prisma.order.count({ where: { partId: part.id } })).toBe(0);
  });

  it("refuses an unknown or malformed part id clearly", async () => {
    const unknown = await shop.graphql(PLACE, { input: { partId: "7b0f3a52-5f7e-4c33-9a57-0a9e1f1e2d3c", quantity: 1 } }, buyer.token);
    expect(unknown.errors![0].extensions!.code).toBe("NOT_FOUND");
    const malformed = await shop.graphql(PLACE, { input: { partId: "../../etc", quantity: 1 } }, buyer.token);
    expect(malformed.errors![0]).toMatchObject({ extensions: { code: "BAD_USER_INPUT", field: "partId" } });
  });

  it("finds the part by its exact name for older clients, refusing an unknown or ambiguous one", async () => {
    const part = await newPart({ name: `Unique lever ${Date.now()}` });
    const byName = await shop.graphql(PLACE, { input: { productName: part.name, quantity: 1 } }, buyer.token);
    expect(byName.data!.placeOrder.part.id).toBe(part.id);

    const none = await shop.graphql(PLACE, { input: { productName: "No such part", quantity: 1 } }, buyer.token);
    expect(none.errors![0]).toMatchObject({ extensions: { code: "BAD_USER_INPUT", field: "productName" } });
    const twin = `Twin lever ${Date.now()}`;
    await newPart({ name: twin });
    await newPart({ name: twin });
    const several = await shop.graphql(PLACE, { input: { productName: twin, quantity: 1 } }, buyer.token);
    expect(several.errors![0].message).toMatch(/Several parts are named .*send partId/);
    const neither = await shop.graphql(PLACE, { input: { quantity: 1 } }, buyer.token);
    expect(neither.errors![0]).toMatchObject({ message: "partId is required.", extensions: { code: "BAD_USER_INPUT" } });
  });

  it("lets you order only for yourself", async () => {
    const part = await newPart();
    const res = await shop.graphql(PLACE, { input: { partId: part.id, quantity: 1, buyerEmail: other.email } }, buyer.token);
    expect(res.errors![0].extensions!.code).toBe("FORBIDDEN");
    const own = await shop.graphql(PLACE, { input: { partId: part.id, quantity: 1, buyerEmail: buyer.email.toUpperCase() } }, buyer.token);
    expect(own.errors).toBeUndefined();
    expect(await stock(part.id)).toBe(9);
  });

  it("shows orders by email to their buyer and admins only", async () => {
    const BY_EMAIL = `query($email: String!) { ordersByEmail(email: $email) { email } }`;
    const own = await shop.graphql(BY_EMAIL, { email: buyer.email }, buyer.token);
    expect(own.data!.ordersByEmail.length).toBeGreaterThan(0);
    expect(own.data!.ordersByEmail.every((o: { email: string }) => o.email === buyer.email)).toBe(true);
    expect((await shop.graphql(BY_EMAIL, { email: buyer.email }, other.token)).errors![0].extensions!.code).toBe("FORBIDDEN");
    expect((await shop.graphql(BY_EMAIL, { email: buyer.email }, admin.token)).data!.ordersByEmail).toEqual(own.data!.ordersByEmail);
    expect((await shop.graphql(BY_EMAIL, { email: uniqueEmail("nobody") }, admin.token)).data!.ordersByEmail).toEqual([]);
  });

  it("sells exactly the stock to 50 concurrent buyers, never below zero", async () => {
    const part = await newPart({ avquantity: 10, minquantity: 1 });
    const buyers = [buyer, other, admin];
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) => shop.graphql(PLACE, { input: { partId: part.id, quantity: 1 } }, buyers[i % 3].token)),
    );
    const placed = results.filter((r) => r.data?.placeOrder);
    const refused = results.filter((r) => r.errors);
    expect(placed).toHaveLength(10);
    expect(refused).toHaveLength(40);
    for (const r of refused) expect(r.errors![0]).toMatchObject({ message: "Please set exact quantity", extensions: { code: "BAD_USER_INPUT", avquantity: 0 } });
    expect(await shop.prisma.order.count({ where: { partId: part.id } })).toBe(10);
    expect(await stock(part.id)).toBe(0);
  });

  it("cancels an unpaid order once, putting its stock back once", async () => {
    const part = await newPart({ avquantity: 10 });
    const order = (await shop.graphql(PLACE, { input: { partId: part.id, quantity: 4 } }, buyer.token)).data!.placeOrder;
    expect(await stock(part.id)).toBe(6);

    const [first, second] = await Promise.all([
      shop.graphql(CANCEL, { id: order.id }, buyer.token),
      shop.graphql(CANCEL, { id: order.id }, buyer.token),
    ]);
    expect(first.data!.cancelOrder.status).toBe("cancelled");
    expect(second.data!.cancelOrder.status).toBe("cancelled");
    expect(await stock(part.id)).toBe(10);
    const again = await shop.graphql(CANCEL, { id: order.id }, buyer.token);
    expect(again.data!.cancelOrder.status).toBe("cancelled");
    expect(await stock(part.id)).toBe(10);

    const mine = await shop.graphql(`{ myOrders { id } }`, {}, buyer.token);
    expect(mine.data!.myOrders.map((o: { id: string }) => o.id)).not.toContain(order.id);
  });

  it("lets nobody but the buyer or an admin read or cancel an order, and tells them nothing", async () => {
    const part = await newPart();
    const order = (await shop.graphql(PLACE, { input: { partId: part.id, quantity: 1 } }, buyer.token)).data!.placeOrder;

    const read = await shop.graphql(ORDER, { id: order.id }, other.token);
    const readUnknown = await shop.graphql(ORDER, { id: "0d5e4bd0-83a3-4d51-9b4c-6f0b7a1a2b3c" }, other.token);
    expect(read.errors![0]).toEqual({ ...readUnknown.errors![0] });
    expect(read.errors![0].extensions!.code).toBe("NOT_FOUND");
    expect(JSON.stringify(read)).not.toContain(buyer.email);

    const cancel = await shop.graphql(CANCEL, { id: order.id }, other.token);
    expect(cancel.errors![0].extensions!.code).toBe("NOT_FOUND");
    expect((await shop.prisma.order.findUniqueOrThrow({ where: { id: order.id } })).status).toBe("unpaid");

    expect((await shop.graphql(ORDER, { id: order.id }, buyer.token)).data!.order.email).toBe(buyer.email);
    expect((await shop.graphql(ORDER, { id: order.id }, admin.token)).data!.order.email).toBe(buyer.email);
    const byAdmin = await shop.graphql(CANCEL, { id: order.id }, admin.token);
    expect(byAdmin.data!.cancelOrder.status).toBe("cancelled");
  });

  it("lets the buyer see their own orders only, newest first", async () => {
    const part = await newPart({ avquantity: 50 });
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) ids.push((await shop.graphql(PLACE, { input: { partId: part.id, quantity: 1 } }, other.token)).data!.placeOrder.id);
    const mine = (await shop.graphql(`{ myOrders { id email } }`, {}, other.token)).data!.myOrders as { id: string; email: string }[];
    expect(mine.every((o) => o.email === other.email)).toBe(true);
    expect(mine.slice(0, 3).map((o) => o.id)).toEqual([...ids].reverse());
  });

  it("refuses to cancel a paid order for its buyer, and ships it for an admin", async () => {
    const part = await newPart({ avquantity: 5 });
    const order = (await shop.graphql(PLACE, { input: { partId: part.id, quantity: 1 } }, buyer.token)).data!.placeOrder;
    const SHIP = `mutation($id: ID!) { markOrderShipped(id: $id) { status shippedAt paid } }`;
    const tooEarly = await shop.graphql(SHIP, { id: order.id }, admin.token);
    expect(tooEarly.errors![0]).toMatchObject({ extensions: { code: "CONFLICT" } });

    await shop.prisma.order.update({ where: { id: order.id }, data: { status: "paid", paidAt: new Date() } });
    const cancel = await shop.graphql(CANCEL, { id: order.id }, buyer.token);
    expect(cancel.errors![0]).toMatchObject({ message: "This order is paid and cannot be cancelled.", extensions: { code: "CONFLICT" } });
    expect(await stock(part.id)).toBe(4);

    // Placed without an address, it ships once its buyer gives one (a paid order ships at the shop's cost).
    const zone = await shop.graphql<{ saveShippingZone: { methods: { id: string }[] } }>(
      `mutation($input: ShippingZoneInput!) { saveShippingZone(input: $input) { methods { id } } }`,
      { input: { name: "Orders test Europe", countries: ["DE"], methods: [{ label: "Standard international", minDays: 7, maxDays: 14, rates: [{ maxWeightKg: 30, price: 19 }] }] } },
      admin.token,
    );
    const given = await shop.graphql<{ giveOrderAddress: { shipping: number; total: number; incoterm: string } }>(
      `mutation($id: ID!, $input: OrderAddressInput!) { giveOrderAddress(orderId: $id, input: $input) { shipping total incoterm } }`,
      {
        id: order.id,
        input: {
          address: { fullName: "Bea Buyer", line1: "Friedrichstraße 123", city: "Berlin", postalCode: "10117", country: "DE", phone: "+49 30 1234567" },
          shippingMethod: zone.data!.saveShippingZone.methods[0].id,
        },
      },
      buyer.token,
    );
    expect(given.errors).toBeUndefined();
    expect(given.data!.giveOrderAddress).toMatchObject({ shipping: 0, total: part.price, incoterm: "DAP" });

    const shipped = await shop.graphql(SHIP, { id: order.id }, admin.token);
    expect(shipped.data!.markOrderShipped).toMatchObject({ status: "shipped", paid: true });
    const twice = await shop.graphql(SHIP, { id: order.id }, admin.token);
    expect(twice.data!.markOrderShipped.shippedAt).toBe(shipped.data!.markOrderShipped.shippedAt);
  });

  it("lists every order for admins, filtered by status and paginated", async () => {
    const LIST = `query($status: OrderStatus, $first: Int, $after: String) {
      orders(status: $status, first: $first, after: $after) { totalCount edges { node { id status } } pageInfo { hasNextPage endCursor } }
    }`;
    const all = await shop.graphql(LIST, { first: 100 }, admin.token);
    const total = all.data!.orders.totalCount;
    expect(all.data!.orders.edges).toHaveLength(total);

    const seen = new Set<string>();
    let after: string | null = null;
    do {
      const page: any = (await shop.graphql(LIST, { first: 4, after }, admin.token)).data!.orders;
      for (const e of page.edges) seen.add(e.node.id);
      after = page.pageInfo.hasNextPage ? page.pageInfo.endCursor : null;
    } while (after);
    expect(seen.size).toBe(total);

    const cancelled = await shop.graphql(LIST, { status: "cancelled", first: 100 }, admin.token);
    expect(cancelled.data!.orders.edges.length).toBeGreaterThan(0);
    expect(cancelled.data!.orders.edges.every((e: any) => e.node.status === "cancelled")).toBe(true);
  });

  describe("catalogue management", () => {
    it("refuses a minimum above the stock, with a message that says so, on GraphQL and REST", async () => {
      const before = await shop.prisma.part.count();
      const input = { name: "Unbuyable", description: "Min above stock", picture: "/images/parts/x.svg", price: 1, minquantity: 6, avquantity: 5 };
      const res = await shop.graphql(`mutation($input: PartInput!) { addPart(input: $input) { id } }`, { input }, admin.token);
      expect(res.errors![0]).toMatchObject({
        message: "Minimum Quantity cannot be more than Available Quantity: nobody could order it.",
        extensions: { code: "BAD_USER_INPUT", field: "minquantity" },
      });
      const rest = await fetch(`${shop.url}/parts`, {
        method: "POST",
        headers: { "content-type": "application/json", authorization: `Bearer ${admin.token}` },
        body: JSON.stringify({ ...input, email: adminEmail }),
      });
      expect(rest.status).toBe(400);
      expect(await rest.text()).toContain("Minimum Quantity cannot be more than Available Quantity");
      expect(await shop.prisma.part.count()).toBe(before);
      // Equal is fine: exactly one order of the whole stock.
      const equal = await shop.graphql(`mutation($input: PartInput!) { addPart(input: $input) { minquantity avquantity } }`, { input: { ...input, minquantity: 5 } }, admin.token);
      expect(equal.data!.addPart).toEqual({ minquantity: 5, avquantity: 5 });
    });

    it("refuses raising a part's minimum above its stock, but keeps editing a part that sold down", async () => {
      const part = await newPart({ minquantity: 2, avquantity: 4 });
      const UPDATE = `mutation($id: ID!, $input: PartDetailsInput!) { updatePart(id: $id, input: $input) { minquantity avquantity } }`;
      const details = { name: part.name, description: "CNC machined, adjustable.", picture: "/images/parts/adjustable-levers.svg", price: 12.5 };
      const raised = await shop.graphql(UPDATE, { id: part.id, input: { ...details, minquantity: 5 } }, admin.token);
      expect(raised.errors![0]).toMatchObject({
        message: "Minimum Quantity cannot be more than the 4 pices in stock: restock first, or nobody could order it.",
        extensions: { code: "BAD_USER_INPUT", field: "minquantity" },
      });
      // An order of 3 leaves 1 piece.
      const seller = await signUpAndSignIn(shop, { displayName: "Sid Seller" });
      expect((await shop.graphql(PLACE, { input: { partId: part.id, quantity: 3 } }, seller.token)).errors).toBeUndefined();
      // One piece left, below the minimum of 2: the part is sold out, and still editable.
      const renamed = await shop.graphql(UPDATE, { id: part.id, input: { ...details, name: "Renamed", minquantity: 2 } }, admin.token);
      expect(renamed.data!.updatePart).toEqual({ minquantity: 2, avquantity: 1 });
    });

    it("edits details, restocks, and deletes a part while its orders keep their copy", async () => {
      const part = await newPart({ price: 40, avquantity: 3, name: "Old name" });
      const order = (await shop.graphql(PLACE, { input: { partId: part.id, quantity: 1 } }, buyer.token)).data!.placeOrder;

      const edited = await shop.graphql(
        `mutation($id: ID!, $input: PartDetailsInput!) { updatePart(id: $id, input: $input) { name price minquantity avquantity } }`,
        { id: part.id, input: { name: "New name", description: "Better", picture: "https://cdn.example.com/p.png", price: 45.5, minquantity: 1 } },
        admin.token,
      );
      expect(edited.data!.updatePart).toEqual({ name: "New name", price: 45.5, minquantity: 1, avquantity: 2 });

      const restocked = await shop.graphql(`mutation($id: ID!) { restockPart(id: $id, quantity: 8) { avquantity } }`, { id: part.id }, admin.token);
      expect(restocked.data!.restockPart.avquantity).toBe(10);

      const deleted = await shop.graphql(`mutation($id: ID!) { deletePart(id: $id) { id } }`, { id: part.id }, admin.token);
      expect(deleted.data!.deletePart.id).toBe(part.id);
      const kept = await shop.graphql(`query($id: ID!) { order(id: $id) { productname unitPrice part { id } } }`, { id: order.id }, buyer.token);
      expect(kept.data!.order).toEqual({ productname: "Old name", unitPrice: 40, part: null });
      // Cancelling an order of a deleted part still works; there is no stock to return.
      expect((await shop.graphql(CANCEL, { id: order.id }, buyer.token)).data!.cancelOrder.status).toBe("cancelled");
    });

    it.each([
      [{ price: -1 }, "price"],
      [{ price: 10.123 }, "price"],
      [{ minquantity: 0 }, "minquantity"],
      [{ avquantity: 1.5 }, null],
      [{ name: "" }, "name"],
      [{ picture: "javascript:alert(1)" }, "picture"],
      [{ picture: "//evil.example.com/x.png" }, "picture"],
      [{ minquantity: 5, avquantity: 4 }, "minquantity"],
      [{ minquantity: 1, avquantity: 0 }, "minquantity"],
    ])("refuses a part with %j", async (bad, field) => {
      const before = await shop.prisma.part.count();
      const res = await shop.graphql(
        `mutation($input: PartInput!) { addPart(input: $input) { id } }`,
        { input: { name: "Valid", description: "Valid", picture: "/images/parts/x.svg", price: 1, minquantity: 1, avquantity: 1, ...bad } },
        admin.token,
      );
      expect(res.errors![0].extensions!.code).toBe("BAD_USER_INPUT");
      if (field) expect(res.errors![0].extensions!.field).toBe(field);
      expect(await shop.prisma.part.count()).toBe(before);
    });
  });
});

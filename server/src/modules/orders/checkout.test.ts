import { createFirebaseAccount, SIGN_IN, signUpAndSignIn, startTestShop, uniqueEmail, type SignedInUser, type TestShop } from "../../../test/harness";
import { answerProblems, type OpenApiDocument } from "../../../test/openapi-check";

/** Checkout: one order of many lines, all or nothing, once per key; the demo payment. */

const CHECKOUT = /* GraphQL */ `
  mutation Checkout($input: CheckoutInput!) {
    checkout(input: $input) {
      id number status productname quantity unitPrice productPrice
      lines { partId name partNumber quantity unitPrice lineTotal }
      shippingAddress { fullName line1 line2 city region regionName postalCode country countryName phone }
      shippingMethod { id label minDays maxDays }
      subtotal shipping duties taxes total weightKg dueOnDelivery incoterm dutyReason
      dutyBreakdown { kind label amount rate collected }
    }
  }
`;

interface OrderData {
  id: string;
  number: string;
  status: string;
  productname: string;
  quantity: number;
  lines: { partId: string; name: string; partNumber: string | null; quantity: number; unitPrice: number; lineTotal: number }[];
  shippingAddress: Record<string, string | null>;
  shippingMethod: { id: string; label: string; minDays: number; maxDays: number };
  subtotal: number;
  shipping: number;
  duties: number;
  taxes: number;
  total: number;
  weightKg: number;
  dueOnDelivery: number;
  incoterm: string;
  dutyReason: string;
  dutyBreakdown: { kind: string; label: string; amount: number; rate: number; collected: string }[];
}

interface Problem {
  field: string;
  message: string;
}

const BERLIN = { fullName: "Jonas Weber", line1: "Friedrichstraße 123", line2: "3. OG", city: "Berlin", region: "", postalCode: "10117", country: "DE", phone: "+49 30 1234567" };

describe("checkout", () => {
  let shop: TestShop;
  let admin: SignedInUser;
  let standard: string;
  let express: string;
  const adminEmail = uniqueEmail("admin");

  beforeAll(async () => {
    shop = await startTestShop({ adminEmails: [adminEmail] });
    admin = await signUpAndSignIn(shop, { email: adminEmail, displayName: "Shop Admin" });
    const zone = await shop.graphql<{ saveShippingZone: { methods: { id: string; label: string }[] } }>(
      `mutation($input: ShippingZoneInput!) { saveShippingZone(input: $input) { methods { id label } } }`,
      {
        input: {
          name: "Checkout Europe",
          countries: ["DE", "FR"],
          methods: [
            { label: "Standard international", minDays: 7, maxDays: 14, rates: [{ maxWeightKg: 2, price: 19 }, { maxWeightKg: 30, price: 49 }] },
            { label: "Express international", minDays: 2, maxDays: 5, rates: [{ maxWeightKg: 2, price: 45 }, { maxWeightKg: 30, price: 95 }] },
          ],
        },
      },
      admin.token,
    );
    expect(zone.errors).toBeUndefined();
    [standard, express] = zone.data!.saveShippingZone.methods.map((m) => m.id);
  });
  afterAll(() => shop.close());

  async function newPart(
    over: { name?: string; price?: number; stock?: number; min?: number; weightKg?: number; partNumber?: string; hsCode?: string; originCountry?: string } = {},
  ): Promise<string> {
    const res = await shop.graphql<{ addPart: { id: string } }>(
      `mutation($input: PartInput!) { addPart(input: $input) { id } }`,
      {
        input: {
          name: over.name ?? `Checkout part ${Math.random().toString(36).slice(2, 8)}`,
          description: "For the checkout tests.",
          picture: "/images/parts/adjustable-levers.svg",
          price: over.price ?? 10,
          minquantity: over.min ?? 1,
          avquantity: over.stock ?? 10,
          weightKg: over.weightKg ?? 0.5,
          ...(over.partNumber ? { partNumber: over.partNumber, brand: "EBC" } : {}),
          hsCode: over.hsCode,
          originCountry: over.originCountry,
        },
      },
      admin.token,
    );
    expect(res.errors).toBeUndefined();
    return res.data!.addPart.id;
  }

  const stock = async (id: string) => (await shop.prisma.part.findUniqueOrThrow({ where: { id } })).availableQuantity;
  const key = () => `test-${Math.random().toString(36).slice(2)}-${Date.now()}`;
  async function checkout(user: SignedInUser, input: Record<string, unknown>) {
    const res = await shop.graphql<{ checkout: OrderData }>(CHECKOUT, { input }, user.token);
    const error = res.errors?.[0] as { message: string; extensions?: { code?: string; fields?: Problem[] } } | undefined;
    return { order: res.data?.checkout, error };
  }

  it("places one order of many lines, each a snapshot, shipped to the address by the chosen method", async () => {
    const rider = await signUpAndSignIn(shop, { displayName: "Jonas Weber" });
    const pads = await newPart({ name: "Checkout brake pads", price: 42.5, weightKg: 0.4, partNumber: "FA196HH", hsCode: "8714.10", originCountry: "GB" });
    const chain = await newPart({ name: "Checkout chain", price: 89.99, weightKg: 1.2, hsCode: "731511", originCountry: "JP" });
    const plug = await newPart({ name: "Checkout spark plug", price: 9.5, min: 2, weightKg: 0.05, hsCode: "8511.10", originCountry: "JP" });
    await shop.graphql(`mutation($p: ID!) { addToCart(partId: $p, quantity: 1) { itemCount } }`, { p: pads }, rider.token);
    await shop.graphql(`mutation($p: ID!) { addToCart(partId: $p, quantity: 2) { itemCount } }`, { p: plug }, rider.token);

    const { order, error } = await checkout(rider, {
      lines: [
        { partId: pads, quantity: 1 },
        { partId: chain, quantity: 1 },
        { partId: plug, quantity: 2 },
      ],
      address: { ...BERLIN, postalCode: " 10117 " },
      shippingMethod: express,
      idempotencyKey: key(),
    });
    expect(error).toBeUndefined();
    expect(order!.number).toMatch(/^MP-\d{6}$/);
    expect(order!.status).toBe("unpaid");
    expect(order!.lines).toEqual([
      { partId: pads, name: "Checkout brake pads", partNumber: "FA196HH", quantity: 1, unitPrice: 42.5, lineTotal: 42.5 },
      { partId: chain, name: "Checkout chain", partNumber: null, quantity: 1, unitPrice: 89.99, lineTotal: 89.99 },
      { partId: plug, name: "Checkout spark plug", partNumber: null, quantity: 2, unitPrice: 9.5, lineTotal: 19 },
    ]);
    // 1.7 kg: the first band of Express.
    // Germany, goods $151.49 (EUR 130.28 at 0.86: within IOSS's EUR 150), so charged at checkout: the flat
    // EUR 3 duty per tariff subheading, three of them (8714.10, 7315.11, 8511.10): EUR 9 = $10.47; VAT 19%
    // of goods, shipping and duty: 0.19 × (151.49 + 45 + 10.47) = 39.3224 → $39.32.
    expect(order).toMatchObject({ subtotal: 151.49, shipping: 45, duties: 10.47, taxes: 39.32, total: 246.28, dueOnDelivery: 0, incoterm: "DDP" });
    expect(order!.dutyBreakdown).toEqual([
      expect.objectContaining({ kind: "duty", amount: 10.47, rate: 0, collected: "checkout" }),
      expect.objectContaining({ kind: "vat", amount: 39.32, rate: 19, collected: "checkout" }),
    ]);
    expect(order!.dutyReason).toMatch(/€150/);
    // Each line keeps the part's export data as it was.
    const snapshot = await shop.prisma.orderLine.findMany({ where: { orderId: order!.id }, orderBy: { position: "asc" } });
    expect(snapshot.map((l) => [l.hsCode, l.scheduleB, l.originCountry])).toEqual([
      ["871410", null, "GB"],
      ["731511", null, "JP"],
      ["851110", null, "JP"],
    ]);
    expect(order!.weightKg).toBeCloseTo(1.7, 6);
    expect(order!.shippingMethod).toEqual({ id: express, label: "Express international", minDays: 2, maxDays: 5 });
    expect(order!.shippingAddress).toEqual({ ...BERLIN, region: null, regionName: null, countryName: "Germany" });
    // The spec's one-part view of it.
    expect(order).toMatchObject({ productname: "Checkout brake pads and 2 more", quantity: 4 });
    expect([await stock(pads), await stock(chain), await stock(plug)]).toEqual([9, 9, 8]);
    // The ordered parts left the cart.
    const cart = await shop.graphql<{ myCart: { lines: unknown[] } }>(`{ myCart { lines { id } } }`, {}, rider.token);
    expect(cart.data!.myCart.lines).toEqual([]);
    // The buyer reads it back with its lines.
    const mine = await shop.graphql<{ myOrders: { number: string; lines: { name: string }[]; total: number }[] }>(
      `{ myOrders { number total lines { name } } }`,
      {},
      rider.token,
    );
    expect(mine.data!.myOrders).toEqual([{ number: order!.number, total: 246.28, lines: [{ name: "Checkout brake pads" }, { name: "Checkout chain" }, { name: "Checkout spark plug" }] }]);
  });

  it("answers the same key with the same order, also when sent five times at once", async () => {
    const rider = await signUpAndSignIn(shop);
    const lever = await newPart({ stock: 20 });
    const input = { lines: [{ partId: lever, quantity: 2 }], address: BERLIN, shippingMethod: standard, idempotencyKey: key() };
    const results = await Promise.all(Array.from({ length: 5 }, () => checkout(rider, input)));
    expect(results.map((r) => r.error)).toEqual([undefined, undefined, undefined, undefined, undefined]);
    expect(new Set(results.map((r) => r.order!.id)).size).toBe(1);
    // Later, a retry after the stock changed is still that order.
    await shop.prisma.part.update({ where: { id: lever }, data: { availableQuantity: 0 } });
    expect((await checkout(rider, input)).order!.id).toBe(results[0].order!.id);
    expect(await shop.prisma.order.count({ where: { buyerId: rider.id } })).toBe(1);
    // Over REST too: the same key answers the same order.
    await shop.prisma.part.update({ where: { id: lever }, data: { availableQuantity: 18 } });
    const rest = await fetch(`${shop.url}/orders`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${rider.token}` },
      body: JSON.stringify(input),
    });
    expect(rest.status).toBe(201);
    expect((await rest.json()).id).toBe(results[0].order!.id);
    expect(await stock(lever)).toBe(18);
  });

  it("refuses the same key for another order (other lines, address or method), on GraphQL and REST; the same order written another way is the same", async () => {
    const rider = await signUpAndSignIn(shop);
    const lever = await newPart({ stock: 20 });
    const grip = await newPart({ stock: 20 });
    const input = {
      lines: [
        { partId: lever, quantity: 1 },
        { partId: grip, quantity: 2 },
      ],
      address: BERLIN,
      shippingMethod: standard,
      idempotencyKey: key(),
    };
    const first = await checkout(rider, input);
    expect(first.error).toBeUndefined();
    // The same lines in another order, the postal code with spaces, the method's id in capitals: the same order.
    const rewritten = await checkout(rider, {
      ...input,
      lines: [...input.lines].reverse(),
      address: { ...BERLIN, postalCode: " 10117 " },
      shippingMethod: standard.toUpperCase(),
    });
    expect(rewritten.order?.id).toBe(first.order!.id);

    for (const other of [
      { ...input, lines: [{ partId: lever, quantity: 2 }] },
      { ...input, address: { ...BERLIN, line1: "Unter den Linden 1" } },
      { ...input, shippingMethod: express },
    ]) {
      const refused = await checkout(rider, other);
      expect(refused.error).toMatchObject({
        message: `This idempotency key was used for another order (${first.order!.number}) with other lines, address or shipping method: send a new key for a new order.`,
        extensions: { code: "IDEMPOTENCY_KEY_REUSED", field: "idempotencyKey" },
      });
      const rest = await fetch(`${shop.url}/orders`, {
        method: "POST",
        headers: { "content-type": "application/json", authorization: `Bearer ${rider.token}` },
        body: JSON.stringify(other),
      });
      expect(rest.status).toBe(422);
      expect(await rest.json()).toMatchObject({ code: "IDEMPOTENCY_KEY_REUSED", field: "idempotencyKey" });
    }
    expect(await shop.prisma.order.count({ where: { buyerId: rider.id } })).toBe(1);
    expect([await stock(lever), await stock(grip)]).toEqual([19, 18]);
  });

  it("places an order over REST for integrators, in dollars, and refuses a guest", async () => {
    const rider = await signUpAndSignIn(shop);
    const lever = await newPart({ name: "REST lever", price: 12.25, weightKg: 0.3 });
    const body = { lines: [{ partId: lever, quantity: 2 }], address: BERLIN, shippingMethod: standard, idempotencyKey: key() };
    const guest = await fetch(`${shop.url}/orders`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
    expect(guest.status).toBe(401);
    const res = await fetch(`${shop.url}/orders`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${rider.token}` },
      body: JSON.stringify(body),
    });
    expect(res.status).toBe(201);
    const order = await res.json();
    // The answer is what /openapi.json says it is.
    const description = (await (await fetch(`${shop.url}/openapi.json`)).json()) as OpenApiDocument;
    expect(answerProblems(description, "POST", "/orders", 201, order)).toEqual([]);
    expect(order).toEqual({
      id: expect.any(String),
      number: expect.stringMatching(/^MP-\d{6}$/),
      status: "unpaid",
      screening: "CLEAR",
      lines: [{ partId: lever, name: "REST lever", partNumber: null, quantity: 2, unitPrice: 12.25, lineTotal: 24.5 }],
      subtotal: 24.5,
      shipping: 19,
      // An unclassified part is a tariff subheading of its own: EUR 3 = $3.49; VAT 19% of 24.50 + 19 + 3.49 = 8.9281.
      duties: 3.49,
      taxes: 8.93,
      total: 55.92,
      dueOnDelivery: 0,
      dutyBreakdown: [
        { kind: "duty", label: expect.any(String), amount: 3.49, rate: 0, collected: "checkout" },
        { kind: "vat", label: "VAT 19%", amount: 8.93, rate: 19, collected: "checkout" },
      ],
      incoterm: "DDP",
      dutyReason: expect.stringContaining("€150"),
      currency: "USD",
      // Charged in US dollars: the charged amounts are the dollar figures.
      exchangeRate: null,
      charged: { subtotal: "24.50", shipping: "19.00", duties: "3.49", taxes: "8.93", total: "55.92", totalMinor: 5592 },
    });
    expect(res.headers.get("location")).toBe(`/order/${order.id}`);
  });

  it("refuses bad input with every wrong field at once, writing nothing", async () => {
    const rider = await signUpAndSignIn(shop);
    const lever = await newPart({ stock: 5, min: 2 });
    const ordersBefore = await shop.prisma.order.count();
    const { error } = await checkout(rider, {
      lines: [
        { partId: lever, quantity: 9 },
        { partId: "00000000-0000-4000-8000-000000000000", quantity: 1 },
      ],
      address: { ...BERLIN, postalCode: "1011", city: "" },
      shippingMethod: "express please",
      idempotencyKey: "short",
    });
    expect(error?.extensions?.code).toBe("BAD_USER_INPUT");
    const fields = Object.fromEntries(error!.extensions!.fields!.map((p) => [p.field, p.message]));
    expect(fields).toMatchObject({
      "lines.0.quantity": expect.stringContaining("Only 5"),
      "lines.1.partId": "No part has this id.",
      "address.city": "City is required.",
      "address.postalCode": expect.stringContaining("like"),
      shippingMethod: "Choose a shipping method from the quote.",
      idempotencyKey: "An idempotency key has at least 8 characters.",
    });

    // A country outside every zone, and a method of another zone, each named.
    const elsewhere = await checkout(rider, { lines: [{ partId: lever, quantity: 2 }], address: { ...BERLIN, country: "IS", postalCode: "101" }, shippingMethod: standard, idempotencyKey: key() });
    expect(elsewhere.error?.extensions?.fields).toEqual([{ field: "address.country", message: "We don't ship to Iceland yet." }]);
    const unknownMethod = await checkout(rider, { lines: [{ partId: lever, quantity: 2 }], address: BERLIN, shippingMethod: "00000000-0000-4000-8000-000000000001", idempotencyKey: key() });
    expect(unknownMethod.error?.extensions?.fields).toEqual([
      { field: "shippingMethod", message: "This shipping method does not take this parcel to Germany: choose one of the options." },
    ]);
    const unknownCountry = await checkout(rider, { lines: [{ partId: lever, quantity: 2 }], address: { ...BERLIN, country: "XX" }, shippingMethod: standard, idempotencyKey: key() });
    expect(unknownCountry.error?.extensions?.fields?.map((p) => p.field)).toContain("address.country");

    // REST: 400 with the same fields.
    const rest = await fetch(`${shop.url}/orders`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${rider.token}` },
      body: JSON.stringify({ lines: [{ partId: lever, quantity: 1 }], address: BERLIN, shippingMethod: standard, idempotencyKey: key() }),
    });
    expect(rest.status).toBe(400);
    const refusal = await rest.json();
    expect(refusal.fields).toEqual([{ field: "lines.0.quantity", message: expect.stringContaining("at least 2") }]);
    const description = (await (await fetch(`${shop.url}/openapi.json`)).json()) as OpenApiDocument;
    expect(answerProblems(description, "POST", "/orders", 400, refusal)).toEqual([]);

    expect(await shop.prisma.order.count()).toBe(ordersBefore);
    expect(await stock(lever)).toBe(5);
  });

  it("takes all of the lines or none: one line short puts the others back", async () => {
    const rider = await signUpAndSignIn(shop);
    const plenty = await newPart({ stock: 10 });
    const scarce = await newPart({ name: "Checkout scarce part", stock: 3 });
    await shop.graphql(`mutation($p: ID!) { addToCart(partId: $p, quantity: 3) { itemCount } }`, { p: scarce }, rider.token);
    // Someone else buys two between the quote and the order: the quote said yes, the stock says no.
    await shop.prisma.part.update({ where: { id: scarce }, data: { availableQuantity: 1 } });
    const { error } = await checkout(rider, {
      lines: [
        { partId: plenty, quantity: 4 },
        { partId: scarce, quantity: 3 },
      ],
      address: BERLIN,
      shippingMethod: standard,
      idempotencyKey: key(),
    });
    expect(error?.extensions?.fields).toEqual([{ field: "lines.1.quantity", message: "Only 1 of Checkout scarce part left." }]);
    expect([await stock(plenty), await stock(scarce)]).toEqual([10, 1]);
    expect(await shop.prisma.order.count({ where: { buyerId: rider.id } })).toBe(0);
    // The cart keeps what was not bought.
    const cart = await shop.graphql<{ myCart: { lines: { name: string }[] } }>(`{ myCart { lines { name } } }`, {}, rider.token);
    expect(cart.data!.myCart.lines.map((l) => l.name)).toEqual(["Checkout scarce part"]);
  });

  it("sells 64 buyers with 3-line carts over overlapping parts no more than the stock, each order whole or not at all", async () => {
    const parts = await Promise.all([0, 1, 2, 3, 4].map((i) => newPart({ name: `Contended part ${i}`, stock: 20, price: 5 })));
    const initial = 20;
    // 64 buyers: each signs in once; their Firebase accounts are made a few at a time.
    const buyers: SignedInUser[] = [];
    for (let i = 0; i < 64; i += 16) {
      buyers.push(
        ...(await Promise.all(
          Array.from({ length: 16 }, async () => {
            const account = await createFirebaseAccount({ displayName: "Contended Rider" });
            const res = await shop.graphql<{ signIn: { token: string; user: { id: string } } }>(SIGN_IN, { email: account.email }, account.idToken);
            return { email: account.email, uid: account.uid, id: res.data!.signIn.user.id, token: res.data!.signIn.token };
          }),
        )),
      );
    }
    // Buyer i wants parts i, i+1 and i+2 (mod 5), 2 units each: 384 units wanted of 100.
    const results = await Promise.all(
      buyers.map((buyer, i) =>
        checkout(buyer, {
          lines: [0, 1, 2].map((k) => ({ partId: parts[(i + k) % 5], quantity: 2 })),
          address: BERLIN,
          shippingMethod: standard,
          idempotencyKey: key(),
        }),
      ),
    );
    for (const r of results) {
      if (r.error) expect(r.error.extensions?.code).toBe("BAD_USER_INPUT");
      else expect(r.order!.lines.map((l) => l.quantity)).toEqual([2, 2, 2]);
    }
    const placed = results.filter((r) => r.order);
    expect(placed.length).toBeGreaterThan(0);
    // Whatever was sold is exactly what the orders hold, and no part went below zero.
    for (const partId of parts) {
      const left = await stock(partId);
      expect(left).toBeGreaterThanOrEqual(0);
      const sold = await shop.prisma.orderLine.aggregate({ where: { partId }, _sum: { quantity: true } });
      expect(initial - left).toBe(sold._sum.quantity ?? 0);
    }
    // Every order in the database has its three lines: nothing half-written.
    const orders = await shop.prisma.order.findMany({ where: { buyerId: { in: buyers.map((b) => b.id) } }, include: { lines: true } });
    expect(orders).toHaveLength(placed.length);
    expect(orders.every((o) => o.lines.length === 3)).toBe(true);
  });

  it("pays with the demo method through the paid transition, for the buyer only", async () => {
    const rider = await signUpAndSignIn(shop);
    const other = await signUpAndSignIn(shop);
    const lever = await newPart({ stock: 5 });
    const { order } = await checkout(rider, { lines: [{ partId: lever, quantity: 1 }], address: BERLIN, shippingMethod: standard, idempotencyKey: key() });
    const PAY = `mutation($id: ID!) { payOrderWithDemo(orderId: $id) { id status paid paidAt } }`;
    const stranger = await shop.graphql(PAY, { id: order!.id }, other.token);
    expect(stranger.errors?.[0].extensions?.code).toBe("NOT_FOUND");
    const paid = await shop.graphql<{ payOrderWithDemo: { status: string; paid: boolean; paidAt: string | null } }>(PAY, { id: order!.id }, rider.token);
    expect(paid.data!.payOrderWithDemo).toMatchObject({ status: "paid", paid: true, paidAt: expect.any(String) });
    // Paying again changes nothing; a paid order cannot be cancelled.
    const again = await shop.graphql<{ payOrderWithDemo: { paidAt: string } }>(PAY, { id: order!.id }, rider.token);
    expect(again.data!.payOrderWithDemo.paidAt).toBe(paid.data!.payOrderWithDemo.paidAt);
    const cancel = await shop.graphql(`mutation($id: ID!) { cancelOrder(id: $id) { status } }`, { id: order!.id }, rider.token);
    expect(cancel.errors?.[0].extensions?.code).toBe("CONFLICT");
  });

  it("puts every line back in stock when an unpaid order is cancelled", async () => {
    const rider = await signUpAndSignIn(shop);
    const a = await newPart({ stock: 6 });
    const b = await newPart({ stock: 6 });
    const { order } = await checkout(rider, {
      lines: [
        { partId: a, quantity: 2 },
        { partId: b, quantity: 3 },
      ],
      address: BERLIN,
      shippingMethod: standard,
      idempotencyKey: key(),
    });
    expect([await stock(a), await stock(b)]).toEqual([4, 3]);
    const cancel = await shop.graphql(`mutation($id: ID!) { cancelOrder(id: $id) { status } }`, { id: order!.id }, rider.token);
    expect(cancel.errors).toBeUndefined();
    expect([await stock(a), await stock(b)]).toEqual([6, 6]);
  });

  it("refuses a checkout to a sanctioned destination, and an admin cannot ship an order whose destination the law closed since", async () => {
    const rider = await signUpAndSignIn(shop);
    const lever = await newPart({ stock: 5 });
    const refused = await checkout(rider, {
      lines: [{ partId: lever, quantity: 1 }],
      address: { ...BERLIN, country: "BY", postalCode: "220030" },
      shippingMethod: standard,
      idempotencyKey: key(),
    });
    expect(refused.error?.extensions?.code).toBe("DESTINATION_REFUSED");
    expect(refused.error?.message).toBe("We can't ship to Belarus: US export controls and sanctions forbid it.");
    expect(await stock(lever)).toBe(5);

    const { order } = await checkout(rider, { lines: [{ partId: lever, quantity: 1 }], address: BERLIN, shippingMethod: standard, idempotencyKey: key() });
    await shop.graphql(`mutation($id: ID!) { payOrderWithDemo(orderId: $id) { id } }`, { id: order!.id }, rider.token);
    // As if the rules changed after the order was placed: its destination is closed now.
    await shop.prisma.order.update({ where: { id: order!.id }, data: { shippingAddress: { ...BERLIN, country: "RU", region: null, line2: null } } });
    const ship = await shop.graphql(`mutation($id: ID!) { markOrderShipped(id: $id) { status } }`, { id: order!.id }, admin.token);
    expect(ship.errors?.[0].extensions?.code).toBe("DESTINATION_REFUSED");
    expect((await shop.prisma.order.findUniqueOrThrow({ where: { id: order!.id } })).status).toBe("paid");
  });
});

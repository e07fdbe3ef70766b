import { signUpAndSignIn, startTestShop, uniqueEmail, type SignedInUser, type TestShop } from "../../../test/harness";
import { pdfText } from "../../../test/pdf-text";

/** An order's papers: the commercial invoice and the packing slip as PDF, and the EEI flag. */

const LYON = { fullName: "Amélie Dubois", line1: "12 Rue de la République", city: "Lyon", postalCode: "69002", country: "FR", phone: "+33 4 78 00 00 00" };
const TORONTO = { fullName: "Liam Tremblay", line1: "200 King St W", city: "Toronto", region: "ON", postalCode: "M5H 3T4", country: "CA", phone: "+1 416 555 0199" };
const TOKYO = { fullName: "Haruto Sato", line1: "1-1 Marunouchi", city: "Chiyoda-ku", region: "13", postalCode: "100-0005", country: "JP", phone: "+81 3 1234 5678" };

describe("order documents and export filing", () => {
  let shop: TestShop;
  let admin: SignedInUser;
  let buyer: SignedInUser;
  const adminEmail = uniqueEmail("admin");
  const methods = new Map<string, string>();

  beforeAll(async () => {
    shop = await startTestShop({ adminEmails: [adminEmail] });
    admin = await signUpAndSignIn(shop, { email: adminEmail, displayName: "Shop Admin" });
    buyer = await signUpAndSignIn(shop, { displayName: "Amélie Dubois" });
    for (const [name, countries] of [
      ["Documents Europe", ["FR", "DE"]],
      ["Documents Canada", ["CA"]],
    ] as const) {
      const zone = await shop.graphql<{ saveShippingZone: { methods: { id: string }[] } }>(
        `mutation($input: ShippingZoneInput!) { saveShippingZone(input: $input) { methods { id } } }`,
        { input: { name, countries, methods: [{ label: "Courier", minDays: 3, maxDays: 6, rates: [{ maxWeightKg: 30, price: 30 }] }] } },
        admin.token,
      );
      expect(zone.errors).toBeUndefined();
      methods.set(countries[0], zone.data!.saveShippingZone.methods[0].id);
    }
  });
  afterAll(() => shop.close());

  async function newPart(input: Record<string, unknown>): Promise<string> {
    const res = await shop.graphql<{ addPart: { id: string } }>(
      `mutation($input: PartInput!) { addPart(input: $input) { id } }`,
      { input: { description: "For the document tests.", picture: "/images/parts/adjustable-levers.svg", minquantity: 1, avquantity: 50, ...input } },
      admin.token,
    );
    expect(res.errors).toBeUndefined();
    return res.data!.addPart.id;
  }

  /** A checkout as a buyer places it: in US dollars, or in `currency` at its current rate. */
  async function order(lines: { partId: string; quantity: number }[], address: Record<string, unknown>, currency?: string): Promise<{ id: string; number: string }> {
    const res = await shop.graphql<{ checkout: { id: string; number: string } }>(
      `mutation($input: CheckoutInput!) { checkout(input: $input) { id number } }`,
      { input: { lines, address, shippingMethod: methods.get(String(address.country)), idempotencyKey: `docs-${Math.random().toString(36).slice(2)}`, ...(currency ? { currency } : {}) } },
      buyer.token,
    );
    expect(res.errors).toBeUndefined();
    return res.data!.checkout;
  }

  const get = (path: string, token?: string) => fetch(`${shop.url}${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });

  it("gives the buyer and admins the commercial invoice, with every line's customs data", async () => {
    const pads = await newPart({ name: "Sintered brake pads", brand: "EBC", partNumber: "FA196HH", price: 42.5, weightKg: 0.32, hsCode: "8714.10", scheduleB: "8714.10.0000", originCountry: "GB" });
    const plug = await newPart({ name: "Iridium spark plug", brand: "NGK", partNumber: "CR9EIX", price: 12, weightKg: 0.05, hsCode: "851110", originCountry: "JP" });
    const placed = await order(
      [
        { partId: pads, quantity: 2 },
        { partId: plug, quantity: 4 },
      ],
      LYON,
    );

    const res = await get(`/orders/${placed.id}/invoice.pdf`, buyer.token);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    expect(res.headers.get("content-disposition")).toBe(`inline; filename="${placed.number}-invoice.pdf"`);
    const text = pdfText(Buffer.from(await res.arrayBuffer()));
    const today = new Date().toISOString().slice(0, 10);
    // France, goods $133 (EUR 114.38): IOSS, so duty and VAT were charged at checkout: DDP. Duty: EUR 3 for
    // each of two tariff subheadings, EUR 6 = $6.98; VAT 20% of 133 + 30 + 6.98 = 33.996 → $34.00; total $203.98.
    expect(text).toEqual(
      expect.arrayContaining([
        "Commercial invoice",
        `Order ${placed.number}`,
        `Date ${today}`,
        "Seller (exporter)",
        "MotoParts USA LLC",
        "Buyer (consignee)",
        "Amélie Dubois",
        "12 Rue de la République",
        "69002 Lyon",
        "France",
        "Sintered brake pads (FA196HH)",
        "8714.10",
        "United Kingdom",
        "2",
        "42.50",
        "85.00",
        "0.64 kg",
        "Iridium spark plug (CR9EIX)",
        "8511.10",
        "Japan",
        "4",
        "12.00",
        "48.00",
        "0.2 kg",
        "Goods",
        "133.00",
        "Shipping",
        "30.00",
        "6.98",
        "34.00",
        "Invoice total",
        "203.98",
        "Awaiting payment",
        "Currency: USD",
        "Incoterm: DDP (Delivered Duty Paid): import duty and tax were collected from the buyer at checkout.",
        "Reason for export: Sale",
      ]),
    );

    const byAdmin = await get(`/orders/${placed.id}/invoice.pdf`, admin.token);
    expect(byAdmin.status).toBe(200);
  });

  it("says how and when an order was paid and what was refunded, and quotes the registration the shop collected the tax under", async () => {
    const pads = await newPart({ name: "Organic brake pads", brand: "EBC", partNumber: "FA252", price: 30, weightKg: 0.3, hsCode: "8714.10", originCountry: "GB" });
    const placed = await order([{ partId: pads, quantity: 2 }], LYON);
    const pay = await shop.graphql(`mutation($id: ID!) { payOrderWithDemo(orderId: $id) { status } }`, { id: placed.id }, buyer.token);
    expect(pay.errors).toBeUndefined();
    const today = new Date().toISOString().slice(0, 10);
    const invoice = pdfText(Buffer.from(await (await get(`/orders/${placed.id}/invoice.pdf`, buyer.token)).arrayBuffer()));
    expect(invoice).toEqual(
      expect.arrayContaining([
        `Paid ${today} with the demo payment method (no money moved)`,
        // France: VAT collected at checkout under the EU's IOSS, by the demo shop's made-up number.
        "Seller's IOSS number IM3720000001: the tax on this order was collected at the sale",
      ]),
    );

    const res = await get(`/orders/${placed.id}/receipt.pdf`, buyer.token);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    expect(res.headers.get("content-disposition")).toBe(`inline; filename="${placed.number}-receipt.pdf"`);
    const text = pdfText(Buffer.from(await res.arrayBuffer()));
    expect(text).toEqual(expect.arrayContaining(["Receipt", `Order ${placed.number}`, `Date ${today}`, "Organic brake pads (FA252)", "Total paid", `Paid ${today} with the demo payment method (no money moved)`]));
    expect(text.join(" ")).toContain("IM3720000001");
    expect((await get(`/orders/${placed.id}/receipt.pdf`, admin.token)).status).toBe(200);
    const stranger = await signUpAndSignIn(shop);
    expect((await get(`/orders/${placed.id}/receipt.pdf`, stranger.token)).status).toBe(404);

    // Canada: duty and tax on delivery, nothing collected, no registration quoted.
    const canada = await order([{ partId: pads, quantity: 1 }], TORONTO);
    const unpaid = await get(`/orders/${canada.id}/receipt.pdf`, buyer.token);
    expect(unpaid.status).toBe(409);
    expect((await unpaid.json()).message).toBe(`Order ${canada.number} is not paid: its receipt comes with the payment.`);
    await shop.graphql(`mutation($id: ID!) { payOrderWithDemo(orderId: $id) { status } }`, { id: canada.id }, buyer.token);
    const canadian = pdfText(Buffer.from(await (await get(`/orders/${canada.id}/invoice.pdf`, buyer.token)).arrayBuffer()));
    expect(canadian.join(" ")).not.toMatch(/Seller's .* number/);
  });

  it("says DAP when duty is paid on delivery, and keeps an order's papers from anyone else", async () => {
    const shock = await newPart({ name: "Rear shock absorber", brand: "Ohlins", partNumber: "YA 468", price: 899, weightKg: 2.9, hsCode: "8714.10", originCountry: "SE" });
    const placed = await order([{ partId: shock, quantity: 1 }], TORONTO);
    const text = pdfText(Buffer.from(await (await get(`/orders/${placed.id}/invoice.pdf`, buyer.token)).arrayBuffer()));
    expect(text).toContain("Incoterm: DAP (Delivered at Place): import duty and tax, if any, are paid by the receiver on delivery.");
    expect(text).toContain("200 King St W");
    // The place line in Canada's format, as the pages print it: city, province, postal code.
    expect(text).toContain("Toronto ON M5H 3T4");

    const stranger = await signUpAndSignIn(shop);
    const theirs = await get(`/orders/${placed.id}/invoice.pdf`, stranger.token);
    expect(theirs.status).toBe(404);
    expect(await theirs.json()).toMatchObject({ code: "NOT_FOUND" });
    expect((await get(`/orders/${placed.id}/invoice.pdf`)).status).toBe(401);
    expect((await get(`/orders/not-a-uuid/invoice.pdf`, buyer.token)).status).toBe(400);

    // The packing slip is for staff.
    expect((await get(`/orders/${placed.id}/packing-slip.pdf`, buyer.token)).status).toBe(403);
  });

  it("gives admins a packing slip with each line's part number, quantity, box and weight", async () => {
    const tyre = await newPart({ name: "Sport touring rear tyre", brand: "Pirelli", partNumber: "3979400", price: 219, weightKg: 6.9, hsCode: "4011.40", originCountry: "IT", dimensionsCm: { length: 64, width: 64, height: 20 } });
    const placed = await order([{ partId: tyre, quantity: 2 }], LYON);
    const res = await get(`/orders/${placed.id}/packing-slip.pdf`, admin.token);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toBe(`inline; filename="${placed.number}-packing-slip.pdf"`);
    const text = pdfText(Buffer.from(await res.arrayBuffer()));
    expect(text).toEqual(
      expect.arrayContaining(["Packing slip", `Order ${placed.number}`, "Ship to", "Amélie Dubois", "Courier", "Sport touring rear tyre", "3979400", "2", "64 × 64 × 20", "13.8 kg"]),
    );
  });

  it("refuses papers for an order placed without an address (the spec's one-part orders)", async () => {
    const lever = await newPart({ name: "Clutch lever", price: 25 });
    const placed = await shop.graphql<{ placeOrder: { id: string } }>(
      `mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { id } }`,
      { input: { partId: lever, quantity: 1 } },
      buyer.token,
    );
    expect(placed.errors).toBeUndefined();
    const res = await get(`/orders/${placed.data!.placeOrder.id}/invoice.pdf`, buyer.token);
    expect(res.status).toBe(404);
    expect((await res.json()).message).toMatch(/without a shipping address/);
  });

  it("flags an export for EEI when one Schedule B number is over $2,500, with the figures, except to Canada", async () => {
    const exhaust = await newPart({ name: "Titanium full exhaust", brand: "Akrapovic", partNumber: "S-Y10R1-WT", price: 1_450, weightKg: 6.8, hsCode: "8714.10", scheduleB: "8714100000", originCountry: "SI" });
    const filing = `exportFiling { required reason values { scheduleB value overThreshold } }`;
    const flagged = await order([{ partId: exhaust, quantity: 2 }], LYON);
    const read = async (id: string) =>
      (await shop.graphql<{ order: { exportFiling: { required: boolean; reason: string; values: unknown[] } } }>(`query($id: ID!) { order(id: $id) { ${filing} } }`, { id }, admin.token)).data!.order
        .exportFiling;
    expect(await read(flagged.id)).toEqual({
      required: true,
      reason: "EEI filing required: 8714.10.0000 at $2,900.00 (over $2,500 per Schedule B number).",
      values: [{ scheduleB: "8714.10.0000", value: 2900, overThreshold: true }],
    });

    const one = await order([{ partId: exhaust, quantity: 1 }], LYON);
    expect(await read(one.id)).toMatchObject({ required: false, reason: "Every Schedule B number is $2,500 or less: NOEEI 15 CFR 30.37(a)." });

    const canada = await order([{ partId: exhaust, quantity: 2 }], TORONTO);
    expect(await read(canada.id)).toMatchObject({ required: false, reason: expect.stringContaining("30.36") });

    // The admin list shows the flag too.
    const list = await shop.graphql<{ orders: { edges: { node: { id: string; exportFiling: { required: boolean } | null } }[] } }>(
      `{ orders(first: 50) { edges { node { id ${filing} } } } }`,
      {},
      admin.token,
    );
    expect(list.data!.orders.edges.find((e) => e.node.id === flagged.id)?.node.exportFiling?.required).toBe(true);
  });

  describe("an order charged in another currency (ADR 0070)", () => {
    const asOf = new Date(Date.now() - 3_600_000).toISOString();
    const pdfOf = async (path: string, token = buyer.token) => {
      const res = await get(path, token);
      expect(res.status).toBe(200);
      return pdfText(Buffer.from(await res.arrayBuffer()));
    };

    beforeAll(async () => {
      const rates = await shop.graphql(`mutation($csv: String!) { importExchangeRates(csv: $csv) { imported } }`, { csv: `currency,rate_per_usd,as_of\nEUR,0.9234,${asOf}\nJPY,155.25,${asOf}\n` }, admin.token);
      expect(rates.errors).toBeUndefined();
      const zone = await shop.graphql<{ saveShippingZone: { methods: { id: string }[] } }>(
        `mutation($input: ShippingZoneInput!) { saveShippingZone(input: $input) { methods { id } } }`,
        { input: { name: "Documents Japan", countries: ["JP"], methods: [{ label: "Courier", minDays: 3, maxDays: 6, rates: [{ maxWeightKg: 30, price: 30 }] }] } },
        admin.token,
      );
      expect(zone.errors).toBeUndefined();
      methods.set("JP", zone.data!.saveShippingZone.methods[0].id);
    });

    it("gives the customs value in euros, line by line as charged, and the totals in US dollars at the rate", async () => {
      const pads = await newPart({ name: "Euro brake pads", brand: "EBC", partNumber: "FA196HH-E", price: 42.5, weightKg: 0.32, hsCode: "8714.10", originCountry: "GB" });
      const plug = await newPart({ name: "Euro spark plug", brand: "NGK", partNumber: "CR9EIX-E", price: 12, weightKg: 0.05, hsCode: "851110", originCountry: "JP" });
      const placed = await order(
        [
          { partId: pads, quantity: 2 },
          { partId: plug, quantity: 4 },
        ],
        LYON,
        "EUR",
      );
      const text = await pdfOf(`/orders/${placed.id}/invoice.pdf`);
      // The first test's order, charged at 0.9234 EUR per dollar, each amount converted once: a pad $42.50 →
      // €39.24, a plug $12 → €11.08, shipping $30 → €27.70, duty $6.98 → €6.45, VAT $34.00 → €31.40.
      expect(text).toEqual(
        expect.arrayContaining([
          "Unit (EUR)",
          "Total (EUR)",
          "Euro brake pads (FA196HH-E)",
          "39.24",
          "78.48",
          "11.08",
          "44.32",
          "Goods",
          "122.80",
          "27.70",
          "6.45",
          "31.40",
          "Invoice total",
          "188.35",
          `Charged in EUR at 0.9234 EUR per US dollar, of ${asOf.slice(0, 10)}`,
          "Goods in US dollars",
          "133.00",
          "Invoice total in US dollars",
          "203.98",
          "Currency: EUR",
          "Incoterm: DDP (Delivered Duty Paid): import duty and tax were collected from the buyer at checkout.",
        ]),
      );
      expect(text).not.toContain("Unit (USD)");
      expect(text).not.toContain("Currency: USD");

      const pay = await shop.graphql(`mutation($id: ID!) { payOrderWithDemo(orderId: $id) { status } }`, { id: placed.id }, buyer.token);
      expect(pay.errors).toBeUndefined();
      const receipt = await pdfOf(`/orders/${placed.id}/receipt.pdf`);
      expect(receipt).toEqual(
        expect.arrayContaining(["Receipt", "Unit (EUR)", "Total paid", "188.35", `Charged in EUR at 0.9234 EUR per US dollar, of ${asOf.slice(0, 10)}`, "Total paid in US dollars", "203.98"]),
      );
    });

    it("gives yen without decimals, and a refund as it was given back in yen", async () => {
      const chain = await newPart({ name: "Yen chain", brand: "DID", partNumber: "520VX3-Y", price: 129.99, weightKg: 1.8, hsCode: "8714.10", originCountry: "IT" });
      const placed = await order([{ partId: chain, quantity: 1 }], TOKYO, "JPY");
      const text = await pdfOf(`/orders/${placed.id}/invoice.pdf`);
      // At 155.25 yen per dollar: $129.99 → ¥20,181 (20,180.95), shipping $30 → ¥4,658 (4,657.5, half up).
      // Japan's consumption tax is paid on delivery: nothing else is in the total.
      expect(text).toEqual(
        expect.arrayContaining([
          "Unit (JPY)",
          "Total (JPY)",
          "20,181",
          "Goods",
          "4,658",
          "Invoice total",
          "24,839",
          `Charged in JPY at 155.25 JPY per US dollar, of ${asOf.slice(0, 10)}`,
          "Goods in US dollars",
          "129.99",
          "Invoice total in US dollars",
          "159.99",
          "Currency: JPY",
          "Incoterm: DAP (Delivered at Place): import duty and tax, if any, are paid by the receiver on delivery.",
        ]),
      );
      // Only the dollar equivalents have cents (the HS code aside).
      expect(text.filter((t) => /^[\d,]+\.\d\d$/.test(t) && t !== "8714.10")).toEqual(["129.99", "159.99"]);

      const pay = await shop.graphql(`mutation($id: ID!) { payOrderWithDemo(orderId: $id) { status } }`, { id: placed.id }, buyer.token);
      expect(pay.errors).toBeUndefined();
      const cancelled = await shop.graphql(`mutation($id: ID!) { cancelOrderWithRefund(id: $id) { status } }`, { id: placed.id }, admin.token);
      expect(cancelled.errors).toBeUndefined();
      const today = new Date().toISOString().slice(0, 10);
      const receipt = await pdfOf(`/orders/${placed.id}/receipt.pdf`);
      expect(receipt).toEqual(
        expect.arrayContaining(["Unit (JPY)", "Total paid", "24,839", "Refunded", "Net paid", "0", `Refunded JPY 24,839 on ${today}`, "Total paid in US dollars", "159.99", "Net paid in US dollars", "0.00"]),
      );
    });
  });

  it("describes the documents in /openapi.json", async () => {
    const description = (await (await fetch(`${shop.url}/openapi.json`)).json()) as {
      paths: Record<string, { get?: { responses: Record<string, { content?: Record<string, unknown> }> } }>;
    };
    for (const path of ["/orders/{id}/invoice.pdf", "/orders/{id}/receipt.pdf", "/orders/{id}/packing-slip.pdf"]) {
      expect(Object.keys(description.paths[path]?.get?.responses["200"]?.content ?? {})).toEqual(["application/pdf"]);
    }
  });
});

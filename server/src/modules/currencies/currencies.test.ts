import { signUpAndSignIn, startTestShop, uniqueEmail, type SignedInUser, type TestShop } from "../../../test/harness";
import { startStripeStandIn, type StripeStandIn } from "../../../test/stripe-stand-in";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { answerProblems, type OpenApiDocument } from "../../../test/openapi-check";
import { waitUntil } from "../../../test/wait";
import { ratesFromEcbXml } from "./ecb-rates";

/** Prices and charges in the rider's currency (ADR 0070): rates, quotes held for checkout, payments and refunds. */

const QUOTE = /* GraphQL */ `
  query($lines: [CartLineInput!]!, $address: DestinationInput!, $currency: CurrencyCode) {
    checkoutQuote(lines: $lines, address: $address, currency: $currency) {
      currency exchangeRate rateLock { id currency ratePerUsd expiresAt }
      lines { unitPrice lineTotal quantity } subtotal duties taxes total
      shippingOptions { id price landedCost { total } }
      dutyBreakdown { amount collected }
    }
  }
`;
const CHECKOUT = /* GraphQL */ `
  mutation($input: CheckoutInput!) {
    checkout(input: $input) {
      id currency exchangeRate total subtotal
      totalMoney { currency amountMinor amount formatted(locale: "de-DE") }
      charged { subtotal { amountMinor } shipping { amountMinor } duties { amountMinor } taxes { amountMinor } total { amountMinor } refunded { amountMinor } }
    }
  }
`;

const BERLIN = { fullName: "Jonas Weber", line1: "Friedrichstraße 123", city: "Berlin", postalCode: "10117", country: "DE", phone: "+49 30 1234567" };
const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000).toISOString();

describe("currencies", () => {
  let stripe: StripeStandIn;
  let shop: TestShop;
  let admin: SignedInUser;
  let rider: SignedInUser;
  let partId: string;
  let method: string;
  const adminEmail = uniqueEmail("admin");

  beforeAll(async () => {
    stripe = await startStripeStandIn();
    shop = await startTestShop({ adminEmails: [adminEmail], stripe });
    admin = await signUpAndSignIn(shop, { email: adminEmail });
    rider = await signUpAndSignIn(shop, { displayName: "Jonas Weber" });
    const zone = await shop.graphql(
      `mutation($input: ShippingZoneInput!) { saveShippingZone(input: $input) { methods { id } } }`,
      { input: { name: "Currencies EU", countries: ["DE"], methods: [{ label: "Standard", minDays: 5, maxDays: 9, rates: [{ maxWeightKg: 30, price: 19.99 }] }] } },
      admin.token,
    );
    expect(zone.errors).toBeUndefined();
    method = zone.data!.saveShippingZone.methods[0].id;
    const part = await shop.graphql(
      `mutation($input: PartInput!) { addPart(input: $input) { id } }`,
      { input: { name: "Currency brake pads", description: "Sintered.", picture: "/images/parts/adjustable-levers.svg", price: 45.99, minquantity: 1, avquantity: 100, weightKg: 0.4, hsCode: "8714.10", originCountry: "JP" } },
      admin.token,
    );
    expect(part.errors).toBeUndefined();
    partId = part.data!.addPart.id;
  });
  afterAll(async () => {
    await shop.close();
    await stripe.close();
  });

  const load = (csv: string, token = admin.token) => shop.graphql(`mutation($csv: String!) { importExchangeRates(csv: $csv) { imported currencies { code available rate { ratePerUsd source ageHours } } } }`, { csv }, token);
  const localPrice = async (currency: string) => (await shop.graphql(`query($id: ID!, $c: CurrencyCode!) { part(id: $id) { localPrice(currency: $c) { currency amountMinor amount } } }`, { id: partId, c: currency })).data!.part.localPrice;
  const quote = (currency: string) => shop.graphql(QUOTE, { lines: [{ partId, quantity: 3 }], address: { country: "DE", postalCode: "10117" }, currency });
  const key = () => `cur-${Math.random().toString(36).slice(2)}`;

  it("offers US dollars only until rates are loaded; a CSV with a wrong row writes nothing and says which", async () => {
    const before = (await shop.graphql(`{ currencies { code available } }`)).data!.currencies;
    expect(before[0]).toEqual({ code: "USD", available: true });
    expect(before.find((c: { code: string }) => c.code === "EUR").available).toBe(false);
    expect(await localPrice("EUR")).toEqual({ currency: "USD", amountMinor: 4599, amount: "45.99" });

    const bad = await load(`currency,rate_per_usd,as_of\nEUR,0.9,${hoursAgo(1)}\nXYZ,1.2,2026-11-27\nJPY,-3,2026-11-27\nGBP,0.75,tomorrow\n`);
    expect(bad.errors?.[0].extensions?.code).toBe("BAD_USER_INPUT");
    expect((bad.errors![0].extensions!.fields as { field: string }[]).map((f) => f.field)).toEqual(["csv.row3", "csv.row4", "csv.row5"]);
    expect(await shop.prisma.exchangeRate.count()).toBe(0);

    const rider = await load(`currency,rate_per_usd,as_of\nEUR,0.9,${hoursAgo(1)}\n`, (await signUpAndSignIn(shop)).token);
    expect(rider.errors?.[0].extensions?.code).toBe("FORBIDDEN");

    const good = await load(`Currency,Rate per USD,As of\neur,0.9,${hoursAgo(1)}\nJPY,150,${hoursAgo(2)}\nGBP,0.75,${hoursAgo(80)}\n`);
    expect(good.errors).toBeUndefined();
    expect(good.data!.importExchangeRates.imported).toBe(3);
    const byCode = Object.fromEntries(good.data!.importExchangeRates.currencies.map((c: { code: string }) => [c.code, c]));
    expect(byCode.EUR).toMatchObject({ available: true, rate: { ratePerUsd: 0.9, source: `CSV loaded by ${adminEmail}` } });
    expect(byCode.EUR.rate.ageHours).toBeCloseTo(1, 0);
    // 80 hours old: past the 72-hour limit.
    expect(byCode.GBP.available).toBe(false);
  });

  it("prices a part in the currency, rounded at its minor unit, and in dollars where the rate is too old", async () => {
    expect(await localPrice("EUR")).toEqual({ currency: "EUR", amountMinor: 4139, amount: "41.39" }); // 45.99 × 0.9 = 41.391
    expect(await localPrice("JPY")).toEqual({ currency: "JPY", amountMinor: 6899, amount: "6899" }); // 6898.5 → 6899
    expect(await localPrice("GBP")).toEqual({ currency: "USD", amountMinor: 4599, amount: "45.99" });
    const stale = await quote("GBP");
    expect(stale.errors?.[0].extensions).toMatchObject({ code: "CURRENCY_UNAVAILABLE", field: "currency" });
  });

  it("quotes every figure in the currency, as the sum of its converted parts, with a held rate", async () => {
    const usd = (await quote("USD")).data!.checkoutQuote;
    expect(usd).toMatchObject({ currency: "USD", exchangeRate: null, rateLock: null });
    const res = await quote("EUR");
    expect(res.errors).toBeUndefined();
    const eur = res.data!.checkoutQuote;
    expect(eur).toMatchObject({ currency: "EUR", exchangeRate: 0.9, rateLock: { currency: "EUR", ratePerUsd: 0.9 } });
    expect(new Date(eur.rateLock.expiresAt).getTime() - Date.now()).toBeGreaterThan(29 * 60_000);
    expect(eur.lines[0]).toEqual({ unitPrice: 41.39, lineTotal: 124.17, quantity: 3 });
    expect(eur.subtotal).toBe(124.17);
    const shipping = eur.shippingOptions[0].price;
    expect(shipping).toBe(17.99); // 19.99 × 0.9 = 17.991
    const charged = eur.dutyBreakdown.filter((c: { collected: string }) => c.collected === "checkout").reduce((s: number, c: { amount: number }) => s + Math.round(c.amount * 100), 0);
    expect(Math.round(eur.total * 100)).toBe(12_417 + 1_799 + charged);
    expect(eur.shippingOptions[0].landedCost.total).toBe(eur.total);
    expect(eur.total).not.toBe(usd.total);
  });

  it("charges at the held rate, and stores the currency, its amounts, the rate and the dollars", async () => {
    const eur = (await quote("EUR")).data!.checkoutQuote;
    // A newer rate meanwhile: the quote's still holds.
    expect((await load(`currency,rate_per_usd,as_of\nEUR,0.95,${hoursAgo(0.5)}\n`)).errors).toBeUndefined();
    const res = await shop.graphql(CHECKOUT, { input: { lines: [{ partId, quantity: 3 }], address: BERLIN, shippingMethod: method, idempotencyKey: key(), currency: "EUR", rateLockId: eur.rateLock.id } }, rider.token);
    expect(res.errors).toBeUndefined();
    const order = res.data!.checkout;
    expect(order).toMatchObject({ currency: "eur", exchangeRate: 0.9, subtotal: 137.97 });
    expect(order.totalMoney).toMatchObject({ currency: "EUR", amountMinor: Math.round(eur.total * 100) });
    expect(order.totalMoney.formatted).toBe(`${order.totalMoney.amount.replace(".", ",")}\u00a0€`);
    const c = order.charged;
    expect(c.total.amountMinor).toBe(c.subtotal.amountMinor + c.shipping.amountMinor + c.duties.amountMinor + c.taxes.amountMinor);
    const row = await shop.prisma.order.findUniqueOrThrow({ where: { id: order.id }, include: { lines: true } });
    expect(row.lines[0].unitPriceMinor).toBe(4139);
    expect(row.totalCents).toBe(Math.round(order.total * 100));

    // Stripe is asked for the euros, in euro cents.
    const intent = await shop.graphql(`mutation($id: ID!) { createPaymentIntent(orderId: $id) { id amountCents currency } }`, { id: order.id }, rider.token);
    expect(intent.errors).toBeUndefined();
    expect(intent.data!.createPaymentIntent).toMatchObject({ currency: "eur", amountCents: c.total.amountMinor });
    expect(stripe.intents.get(intent.data!.createPaymentIntent.id)).toMatchObject({ currency: "eur", amount: c.total.amountMinor });
  });

  it("refuses a checkout whose held rate ended, saying the new total, and places nothing", async () => {
    const eur = (await quote("EUR")).data!.checkoutQuote;
    await shop.prisma.rateLock.update({ where: { id: eur.rateLock.id }, data: { expiresAt: new Date(Date.now() - 1_000) } });
    const before = await shop.prisma.order.count();
    const res = await shop.graphql(CHECKOUT, { input: { lines: [{ partId, quantity: 3 }], address: BERLIN, shippingMethod: method, idempotencyKey: key(), currency: "EUR", rateLockId: eur.rateLock.id } }, rider.token);
    expect(res.errors?.[0].extensions).toMatchObject({ code: "QUOTE_EXPIRED", currency: "EUR" });
    expect(res.errors![0].message).toMatch(/^The exchange rate of your quote is no longer held: at today's rate the total is €[\d,.]+\./);
    expect(await shop.prisma.order.count()).toBe(before);
    const other = await shop.graphql(CHECKOUT, { input: { lines: [{ partId, quantity: 3 }], address: BERLIN, shippingMethod: method, idempotencyKey: key(), currency: "JPY", rateLockId: eur.rateLock.id } }, rider.token);
    expect(other.errors?.[0].extensions).toMatchObject({ code: "BAD_USER_INPUT", field: "rateLockId" });
  });

  it("refunds in the order's currency, never more than was charged in it", async () => {
    const eur = (await quote("EUR")).data!.checkoutQuote;
    const placed = await shop.graphql(CHECKOUT, { input: { lines: [{ partId, quantity: 3 }], address: BERLIN, shippingMethod: method, idempotencyKey: key(), currency: "EUR", rateLockId: eur.rateLock.id } }, rider.token);
    const order = placed.data!.checkout;
    const intentId = (await shop.graphql(`mutation($id: ID!) { createPaymentIntent(orderId: $id) { id } }`, { id: order.id }, rider.token)).data!.createPaymentIntent.id;
    stripe.setWebhookUrl(`${shop.url}/stripe/webhook`);
    expect(await stripe.succeed(intentId)).toBe(200);
    expect((await shop.prisma.order.findUniqueOrThrow({ where: { id: order.id } })).status).toBe("paid");
    const res = await shop.graphql(`mutation($id: ID!) { cancelOrderWithRefund(id: $id) { status charged { refunded { amountMinor } } } }`, { id: order.id }, admin.token);
    expect(res.errors).toBeUndefined();
    const refunds = [...stripe.refunds.values()].filter((r) => r.payment_intent === intentId);
    expect(refunds.map((r) => r.amount)).toEqual([order.charged.total.amountMinor]);
    // Given back once the stand-in's webhooks confirm the refund, which it sends on its own.
    const settled = async () => (await shop.prisma.order.findUniqueOrThrow({ where: { id: order.id } })).refundedMinor > 0;
    await waitUntil(settled, "the refund is settled by its webhooks");
    const row = await shop.prisma.order.findUniqueOrThrow({ where: { id: order.id } });
    expect(row.refundedMinor).toBe(order.charged.total.amountMinor);
    expect(row.refundedCents).toBe(row.totalCents);
  });

  it("answers REST in the currency, and names the field of an unknown one", async () => {
    const description = (await (await fetch(`${shop.url}/openapi.json`)).json()) as OpenApiDocument;
    const part = await (await fetch(`${shop.url}/parts/${partId}?currency=eur`)).json();
    expect(part.localPrice).toEqual({ currency: "EUR", amount: "43.69", amountMinor: 4369 }); // at 0.95 now
    expect(answerProblems(description, "GET", "/parts/:id", 200, part)).toEqual([]);
    const unknown = await fetch(`${shop.url}/parts/${partId}?currency=XYZ`);
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toMatchObject({ code: "BAD_USER_INPUT", field: "currency" });
    const q = await fetch(`${shop.url}/checkout/quote`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ lines: [{ partId, quantity: 1 }], address: { country: "DE", postalCode: "10117" }, currency: "EUR" }) });
    expect(q.status).toBe(200);
    const quoted = await q.json();
    expect(quoted).toMatchObject({ currency: "EUR", exchangeRate: 0.95, lines: [{ unitPrice: 43.69 }], rateLock: { ratePerUsd: 0.95 } });
    expect(answerProblems(description, "POST", "/checkout/quote", 200, quoted)).toEqual([]);
    const badQuote = await fetch(`${shop.url}/checkout/quote`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ lines: [{ partId, quantity: 1 }], address: { country: "DE", postalCode: "10117" }, currency: "ABC" }) });
    expect(badQuote.status).toBe(400);
    expect(await badQuote.json()).toMatchObject({ field: "currency" });
  });

  it("takes the ECB's daily rates from a URL, once per day's document", async () => {
    const xml = `<gesmes:Envelope><Cube><Cube time='${new Date().toISOString().slice(0, 10)}'><Cube currency='USD' rate='1.1'/><Cube currency='CHF' rate='0.88'/></Cube></Cube></gesmes:Envelope>`;
    const server = http.createServer((_req, res) => res.writeHead(200, { "content-type": "text/xml" }).end(xml));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    try {
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/eurofxref-daily.xml`;
      expect(await shop.shop.services.exchangeRates.fetchEcb(url)).toBe(2);
      expect(await shop.shop.services.exchangeRates.fetchEcb(url)).toBe(0);
      const chf = (await shop.graphql(`{ currencies { code available rate { ratePerUsd source } } }`)).data!.currencies.find((c: { code: string }) => c.code === "CHF");
      expect(chf).toEqual({ code: "CHF", available: true, rate: { ratePerUsd: 0.8, source: url } });
    } finally {
      server.close();
    }
  });
});

describe("the ECB's daily layout", () => {
  it("becomes rates per US dollar of the currencies the shop charges in", () => {
    const xml = `<?xml version="1.0" encoding="UTF-8"?>
<gesmes:Envelope xmlns:gesmes="http://www.gesmes.org/xml/2002-08-01" xmlns="http://www.ecb.int/vocabulary/2002-08-01/eurofxref">
  <gesmes:subject>Reference rates</gesmes:subject>
  <Cube><Cube time='2026-11-27'>
    <Cube currency='USD' rate='1.1612'/><Cube currency='JPY' rate='176.94'/><Cube currency='GBP' rate='0.8782'/><Cube currency='ISK' rate='147.10'/>
  </Cube></Cube>
</gesmes:Envelope>`;
    const rows = ratesFromEcbXml(xml);
    expect(rows.map((r) => [r.currency, r.ratePerUsd])).toEqual([["EUR", "0.8611780916"], ["JPY", "152.3768515329"], ["GBP", "0.7562866001"]]);
    expect(rows[0].asOf.toISOString()).toBe("2026-11-27T15:00:00.000Z");
    expect(() => ratesFromEcbXml("<html>not it</html>")).toThrow(/no <Cube time/);
  });
});

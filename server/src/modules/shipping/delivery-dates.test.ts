import { signUpAndSignIn, startTestShop, uniqueEmail, type SignedInUser, type TestShop } from "../../../test/harness";
import { addDestinationDays } from "../../../../shared/delivery-calendar";
import { orderDay } from "../../../../shared/delivery";

/**
 * Delivery dates through the API: a part's estimate for a destination, each checkout option's dates, the
 * promise an order keeps and how it went; and GTINs on parts: kept as digits, one part per number, found by search.
 */

const ESTIMATE = /* GraphQL */ `
  query Estimate($id: ID!, $country: String!) {
    part(id: $id) { id deliveryEstimate(country: $country) { earliest latest dispatchBy orderBefore method inStock } }
  }
`;
const QUOTE = /* GraphQL */ `
  query Quote($lines: [CartLineInput!]!, $address: DestinationInput!) {
    checkoutQuote(lines: $lines, address: $address) {
      shippingOptions { id label minDays maxDays deliveryEstimate { earliest latest dispatchBy orderBefore method inStock } }
    }
  }
`;
const ORDER_PROMISE = "deliveryPromise { earliest latest dispatchBy shippedAt deliveredAt outcome daysLate }";

interface Estimate {
  earliest: string;
  latest: string;
  dispatchBy: string;
  orderBefore: string | null;
  method: string;
  inStock: boolean;
}

const BERLIN = { fullName: "Jonas Weber", line1: "Friedrichstraße 123", city: "Berlin", postalCode: "10117", country: "DE", phone: "+49 30 1234567" };

describe("delivery dates and GTINs", () => {
  let shop: TestShop;
  let admin: SignedInUser;
  const adminEmail = uniqueEmail("admin");
  let express: string;

  beforeAll(async () => {
    shop = await startTestShop({ adminEmails: [adminEmail] });
    admin = await signUpAndSignIn(shop, { email: adminEmail, displayName: "Shop Admin" });
    const save = (input: Record<string, unknown>) =>
      shop.graphql<{ saveShippingZone: { methods: { id: string }[] } }>(`mutation($input: ShippingZoneInput!) { saveShippingZone(input: $input) { methods { id } } }`, { input }, admin.token);
    const europe = await save({
      name: "Delivery Europe",
      countries: ["DE", "FR"],
      methods: [
        { label: "Standard international", minDays: 7, maxDays: 14, rates: [{ maxWeightKg: 30, price: 19 }] },
        { label: "Express international", minDays: 2, maxDays: 5, rates: [{ maxWeightKg: 30, price: 45 }] },
      ],
    });
    expect(europe.errors).toBeUndefined();
    express = europe.data!.saveShippingZone.methods[1].id;
    // A long way by sea and air: 3 to 8 working days to Iceland.
    const iceland = await save({ name: "Delivery Iceland", countries: ["IS"], methods: [{ label: "Iceland post", minDays: 3, maxDays: 8, rates: [{ maxWeightKg: 30, price: 30 }] }] });
    expect(iceland.errors).toBeUndefined();
  });
  afterAll(() => shop.close());

  async function newPart(input: Record<string, unknown> = {}) {
    const res = await shop.graphql<{ addPart: { id: string; gtin: string | null; leadTimeDays: number | null; restockDate: string | null } }>(
      `mutation($input: PartInput!) { addPart(input: $input) { id gtin leadTimeDays restockDate } }`,
      {
        input: {
          name: `Delivery part ${Math.random().toString(36).slice(2, 8)}`,
          description: "For the delivery tests.",
          picture: "/images/parts/adjustable-levers.svg",
          price: 25,
          minquantity: 1,
          avquantity: 10,
          weightKg: 0.5,
          ...input,
        },
      },
      admin.token,
    );
    return res;
  }
  const partId = async (input: Record<string, unknown> = {}) => {
    const res = await newPart(input);
    expect(res.errors).toBeUndefined();
    return res.data!.addPart.id;
  };
  /** A part whose stock has sold (as orders leave it): sold out, with what is known of its return. */
  const soldOutPart = async (input: Record<string, unknown> = {}) => {
    const id = await partId(input);
    await shop.prisma.part.update({ where: { id }, data: { availableQuantity: 0 } });
    return id;
  };
  const estimate = async (id: string, country: string) => shop.graphql<{ part: { deliveryEstimate: Estimate | null } }>(ESTIMATE, { id, country });

  it("gives an in-stock part the cheapest method's dates from today's dispatch, in the destination's working days", async () => {
    const id = await partId();
    const before = orderDay(new Date()).day;
    const res = await estimate(id, "de");
    const after = orderDay(new Date()).day;
    expect(res.errors).toBeUndefined();
    const got = res.data!.part.deliveryEstimate!;
    // The cut-off may pass while the request runs: the dispatch day is the one before or after it.
    expect([before, after]).toContain(got.dispatchBy);
    expect(got).toEqual({
      earliest: addDestinationDays(got.dispatchBy, 7, "DE"),
      latest: addDestinationDays(got.dispatchBy, 14, "DE"),
      dispatchBy: got.dispatchBy,
      orderBefore: expect.stringMatching(new RegExp(`^${got.dispatchBy}T(18|19):00:00\\.000Z$`)),
      method: "Standard international",
      inStock: true,
    });
  });

  it("dates a sold-out part from its restock, across weekends and the observed Christmas holiday", async () => {
    // Restocked Thursday 23 December 2027: Friday 24 is Christmas as observed, so it leaves on Monday 27.
    const id = await soldOutPart({ restockDate: "2027-12-23", leadTimeDays: 30 });
    const got = (await estimate(id, "IS")).data!.part.deliveryEstimate;
    expect(got).toEqual({ earliest: "2027-12-30", latest: "2028-01-06", dispatchBy: "2027-12-27", orderBefore: null, method: "Iceland post", inStock: false });
  });

  it("gives no date where none can be kept: sold out with nothing known, not shipped there, or not allowed", async () => {
    const unknown = await soldOutPart();
    expect((await estimate(unknown, "DE")).data!.part.deliveryEstimate).toBeNull();
    const stocked = await partId();
    expect((await estimate(stocked, "NZ")).data!.part.deliveryEstimate).toBeNull();
    expect((await estimate(stocked, "CU")).data!.part.deliveryEstimate).toBeNull();
    const bad = await estimate(stocked, "Germany");
    expect(bad.errors?.[0]).toMatchObject({ message: "Country is a two-letter ISO code, such as DE.", extensions: { code: "BAD_USER_INPUT", field: "country" } });
  });

  it("dates each checkout option, and the order keeps the chosen one's dates as its promise", async () => {
    const id = await partId();
    const quote = await shop.graphql<{ checkoutQuote: { shippingOptions: { id: string; label: string; minDays: number; maxDays: number; deliveryEstimate: Estimate }[] } }>(QUOTE, {
      lines: [{ partId: id, quantity: 2 }],
      address: { country: "DE", postalCode: "10117" },
    });
    expect(quote.errors).toBeUndefined();
    const options = quote.data!.checkoutQuote.shippingOptions;
    expect(options.map((o) => o.label)).toEqual(["Standard international", "Express international"]);
    for (const o of options) {
      expect(o.deliveryEstimate).toMatchObject({ method: o.label, inStock: true, earliest: addDestinationDays(o.deliveryEstimate.dispatchBy, o.minDays, "DE"), latest: addDestinationDays(o.deliveryEstimate.dispatchBy, o.maxDays, "DE") });
    }

    const rider = await signUpAndSignIn(shop, { displayName: "Jonas Weber" });
    const placed = await shop.graphql<{ checkout: { id: string; deliveryPromise: Record<string, unknown> } }>(
      `mutation($input: CheckoutInput!) { checkout(input: $input) { id ${ORDER_PROMISE} } }`,
      { input: { lines: [{ partId: id, quantity: 2 }], address: BERLIN, shippingMethod: express, idempotencyKey: `delivery-${Date.now()}` } },
      rider.token,
    );
    expect(placed.errors).toBeUndefined();
    const shown = options[1].deliveryEstimate;
    const promise = placed.data!.checkout.deliveryPromise;
    // Placed a moment after the quote: its dispatch day, unless the cut-off passed in between; Express's dates from it.
    expect([shown.dispatchBy, orderDay(new Date()).day]).toContain(promise.dispatchBy);
    expect(promise).toEqual({
      earliest: addDestinationDays(promise.dispatchBy as string, 2, "DE"),
      latest: addDestinationDays(promise.dispatchBy as string, 5, "DE"),
      dispatchBy: promise.dispatchBy,
      shippedAt: null,
      deliveredAt: null,
      outcome: "PENDING",
      daysLate: 0,
    });

    const orderId = placed.data!.checkout.id;
    for (const step of ["payOrderWithDemo(orderId: $id)", "markOrderShipped(id: $id)", "markOrderDelivered(id: $id)"]) {
      const res = await shop.graphql(`mutation($id: ID!) { ${step} { id } }`, { id: orderId }, step.startsWith("pay") ? rider.token : admin.token);
      expect(res.errors).toBeUndefined();
    }
    const seen = await shop.graphql<{ order: { deliveryPromise: Record<string, unknown> } }>(`query($id: ID!) { order(id: $id) { ${ORDER_PROMISE} } }`, { id: orderId }, rider.token);
    // Delivered the day it was ordered: before the earliest promised day.
    expect(seen.data!.order.deliveryPromise).toMatchObject({ shippedAt: expect.any(String), deliveredAt: expect.any(String), outcome: "EARLY", daysLate: 0 });
  });

  it("judges a delivery against the promise: on time within its dates, late by the days after them", async () => {
    const id = await partId();
    const rider = await signUpAndSignIn(shop, { displayName: "Late Rider" });
    const placed = await shop.graphql<{ checkout: { id: string } }>(
      `mutation($input: CheckoutInput!) { checkout(input: $input) { id } }`,
      { input: { lines: [{ partId: id, quantity: 1 }], address: BERLIN, shippingMethod: express, idempotencyKey: `late-${Date.now()}` } },
      rider.token,
    );
    const orderId = placed.data!.checkout.id;
    // The promise as an older checkout would have stored it: dates long past, so today's delivery is late.
    const stored = await shop.prisma.order.findUniqueOrThrow({ where: { id: orderId } });
    const method = stored.shippingMethod as Record<string, unknown>;
    await shop.prisma.order.update({ where: { id: orderId }, data: { shippingMethod: { ...method, promise: { earliest: "2026-01-05", latest: "2026-01-09", dispatchBy: "2026-01-02" } } } });
    for (const step of ["payOrderWithDemo(orderId: $id)", "markOrderShipped(id: $id)", "markOrderDelivered(id: $id)"]) {
      const res = await shop.graphql(`mutation($id: ID!) { ${step} { id } }`, { id: orderId }, step.startsWith("pay") ? rider.token : admin.token);
      expect(res.errors).toBeUndefined();
    }
    const seen = await shop.graphql<{ order: { deliveryPromise: { outcome: string; daysLate: number; deliveredAt: string } } }>(`query($id: ID!) { order(id: $id) { ${ORDER_PROMISE} } }`, { id: orderId }, rider.token);
    const promise = seen.data!.order.deliveryPromise;
    const days = Math.round((Date.parse(promise.deliveredAt.slice(0, 10)) - Date.parse("2026-01-09")) / 86_400_000);
    expect(promise).toMatchObject({ outcome: "LATE", daysLate: days });
    expect(days).toBeGreaterThan(0);
  });

  it("keeps a GTIN as digits, one part per number, and refuses a wrong check digit on the field", async () => {
    const first = await newPart({ name: "Delivery GTIN chain", gtin: "4 006381 33393-1", leadTimeDays: 12, restockDate: "2027-01-15" });
    expect(first.errors).toBeUndefined();
    expect(first.data!.addPart).toMatchObject({ gtin: "4006381333931", leadTimeDays: 12, restockDate: "2027-01-15" });

    const twice = await newPart({ gtin: "4006381333931" });
    expect(twice.errors?.[0]).toMatchObject({ message: "GTIN 4006381333931 is already on Delivery GTIN chain: one part per number.", extensions: { code: "BAD_USER_INPUT", field: "gtin" } });
    const wrong = await newPart({ gtin: "4006381333932" });
    expect(wrong.errors?.[0].extensions).toMatchObject({ code: "BAD_USER_INPUT" });
    expect(JSON.stringify(wrong.errors)).toContain("its last digit would be 1");

    // An edit that keeps the part's own GTIN is no clash; clearing it frees the number.
    const id = first.data!.addPart.id;
    const edit = (gtin: string | null) =>
      shop.graphql<{ updatePart: { gtin: string | null } }>(
        `mutation($id: ID!, $input: PartDetailsInput!) { updatePart(id: $id, input: $input) { gtin } }`,
        { id, input: { name: "Delivery GTIN chain", description: "For the delivery tests.", picture: "/images/parts/adjustable-levers.svg", price: 25, minquantity: 1, gtin } },
        admin.token,
      );
    expect((await edit("4006381333931")).data!.updatePart.gtin).toBe("4006381333931");
    expect((await edit(null)).data!.updatePart.gtin).toBeNull();
    expect((await newPart({ gtin: "4006381333931" })).errors).toBeUndefined();
  });

  it("finds a part by the GTIN scanned into the search box, and GET /parts/{id} gives it", async () => {
    const res = await newPart({ name: "Delivery scanned sprocket", gtin: "036000291452", brand: "JT Sprockets", partNumber: "JTF1586.15" });
    const id = res.data!.addPart.id;
    const search = await shop.graphql<{ searchParts: { edges: { node: { id: string } }[] } }>(`query($q: String!) { searchParts(query: $q, first: 5) { edges { node { id } } } }`, { q: "0 36000 29145 2" });
    expect(search.errors).toBeUndefined();
    expect(search.data!.searchParts.edges.map((e) => e.node.id)[0]).toBe(id);
    // The same number written as an EAN-13 (a leading 0) is the same product: found, and taken.
    const asEan = await shop.graphql<{ searchParts: { edges: { node: { id: string } }[] } }>(`query($q: String!) { searchParts(query: $q, first: 5) { edges { node { id } } } }`, { q: "0036000291452" });
    expect(asEan.data!.searchParts.edges.map((e) => e.node.id)[0]).toBe(id);
    const again = await newPart({ gtin: "0036000291452" });
    expect(again.errors?.[0]).toMatchObject({ message: "GTIN 0036000291452 is already on Delivery scanned sprocket: one part per number.", extensions: { field: "gtin" } });
    const rest = await fetch(`${shop.url}/parts/${id}`);
    expect(rest.status).toBe(200);
    expect(await rest.json()).toMatchObject({ _id: id, gtin: "036000291452" });
  });
});

import { signUpAndSignIn, startTestShop, uniqueEmail, type SignedInUser, type TestShop } from "../../../test/harness";

/**
 * An order placed without an address (the spec's one-part order) asks where it goes before it is paid:
 * the payment page shows the ways to ship it there with their duties and taxes, and the one chosen is
 * applied to the order before any payment.
 */
const BERLIN = { fullName: "Jonas Weber", line1: "Friedrichstraße 123", city: "Berlin", postalCode: "10117", country: "DE", phone: "+49 30 1234567" };
const OPTIONS = `query($id: ID!, $to: DestinationInput!) {
  orderShippingOptions(orderId: $id, address: $to) { id label price landedCost { duties taxes dueOnDelivery total incoterm } }
}`;
const GIVE = `mutation($id: ID!, $input: OrderAddressInput!) {
  giveOrderAddress(orderId: $id, input: $input) { subtotal shipping duties taxes total dueOnDelivery incoterm nextActions shippingMethod { label } }
}`;

interface Option {
  id: string;
  label: string;
  price: number;
  landedCost: { duties: number; taxes: number; dueOnDelivery: number; total: number; incoterm: string };
}

describe("an order placed without an address", () => {
  let shop: TestShop;
  let admin: SignedInUser;
  let buyer: SignedInUser;
  let other: SignedInUser;
  const adminEmail = uniqueEmail("admin");

  beforeAll(async () => {
    shop = await startTestShop({ adminEmails: [adminEmail], env: { DEMO_PAYMENTS: "true" } });
    admin = await signUpAndSignIn(shop, { email: adminEmail });
    buyer = await signUpAndSignIn(shop, { displayName: "Jonas Weber" });
    other = await signUpAndSignIn(shop);
    const zone = await shop.graphql(
      `mutation($input: ShippingZoneInput!) { saveShippingZone(input: $input) { id } }`,
      {
        input: {
          name: "Address-less Europe",
          countries: ["DE"],
          methods: [
            { label: "Express", minDays: 2, maxDays: 4, rates: [{ maxWeightKg: 30, price: 45 }] },
            { label: "Standard international", minDays: 7, maxDays: 14, rates: [{ maxWeightKg: 30, price: 19 }] },
          ],
        },
      },
      admin.token,
    );
    expect(zone.errors).toBeUndefined();
  });
  afterAll(() => shop.close());

  /** The last units of a part, ordered the spec's way: none are left in stock afterwards. */
  async function lastUnitsOrder(priceCents = 12_000): Promise<string> {
    const part = await shop.prisma.part.create({
      data: { name: "Chain kit 520", description: "x", picture: "/images/parts/adjustable-levers.svg", priceCents, minQuantity: 2, availableQuantity: 2, addedByEmail: adminEmail, hsCode: "871410", originCountry: "US" },
    });
    const placed = await shop.graphql<{ placeOrder: { id: string } }>(`mutation($p: ID!) { placeOrder(input: { partId: $p, quantity: 2 }) { id } }`, { p: part.id }, buyer.token);
    expect(placed.errors).toBeUndefined();
    return placed.data!.placeOrder.id;
  }

  it("offers the ways to ship it, cheapest first, priced on its own lines although its part sold out since", async () => {
    const id = await lastUnitsOrder();
    const res = await shop.graphql<{ orderShippingOptions: Option[] }>(OPTIONS, { id, to: { country: "DE", postalCode: "10117" } }, buyer.token);
    expect(res.errors).toBeUndefined();
    const [standard, express] = res.data!.orderShippingOptions;
    expect([standard.label, express.label]).toEqual(["Standard international", "Express"]);
    expect(standard.price).toBe(19);
    // Germany levies import VAT on a $240 parcel (over €150: due on delivery, not collected with the order).
    expect(standard.landedCost.total).toBe(240 + 19);
    expect(standard.landedCost).toMatchObject({ incoterm: "DAP" });
    expect(standard.landedCost.dueOnDelivery).toBeGreaterThan(0);

    // The chosen option is what the order then costs, to the cent.
    const given = await shop.graphql<{ giveOrderAddress: Record<string, unknown> }>(GIVE, { id, input: { address: BERLIN, shippingMethod: standard.id } }, buyer.token);
    expect(given.errors).toBeUndefined();
    expect(given.data!.giveOrderAddress).toMatchObject({
      subtotal: 240,
      shipping: 19,
      duties: standard.landedCost.duties,
      taxes: standard.landedCost.taxes,
      total: standard.landedCost.total,
      dueOnDelivery: standard.landedCost.dueOnDelivery,
      shippingMethod: { label: "Standard international" },
    });
    expect(given.data!.giveOrderAddress.nextActions).toContain("PAY");
    expect(given.data!.giveOrderAddress.nextActions).not.toContain("GIVE_ADDRESS");

    // Once it has an address, it is asked no more.
    const again = await shop.graphql(OPTIONS, { id, to: { country: "DE", postalCode: "10117" } }, buyer.token);
    expect(again.errors?.[0]).toMatchObject({ extensions: { code: "CONFLICT" } });
  });

  it("ships a paid one at the shop's cost, everything else due on delivery", async () => {
    const id = await lastUnitsOrder();
    await shop.prisma.order.update({ where: { id }, data: { status: "paid", paidAt: new Date() } });
    const res = await shop.graphql<{ orderShippingOptions: Option[] }>(OPTIONS, { id, to: { country: "DE", postalCode: "10117" } }, buyer.token);
    expect(res.errors).toBeUndefined();
    const [first] = res.data!.orderShippingOptions;
    expect(first).toMatchObject({ price: 0, landedCost: { duties: 0, taxes: 0, total: 240, incoterm: "DAP" } });
    expect(first.landedCost.dueOnDelivery).toBeGreaterThan(0);
  });

  it("asks its buyer by email where it goes when it is paid without one, and cannot be packed meanwhile", async () => {
    const id = await lastUnitsOrder();
    const paid = await shop.graphql(`mutation($id: ID!) { payOrderWithDemo(orderId: $id) { status } }`, { id }, buyer.token);
    expect(paid.errors).toBeUndefined();
    const email = await shop.prisma.outboxEmail.findFirstOrThrow({ where: { orderId: id, kind: "payment-received" } });
    expect(email.subject).toMatch(/^Where should we ship your MotoParts USA order MP-\d+\?$/);
    expect(email.text).toContain(`/dashboard/payment/${id}`);
    const packed = await shop.graphql(`mutation($id: ID!) { markOrderPacked(id: $id) { status } }`, { id }, admin.token);
    expect(packed.errors?.[0]).toMatchObject({ extensions: { code: "CONFLICT", reason: "ADDRESS_REQUIRED" } });

    const [option] = (await shop.graphql<{ orderShippingOptions: Option[] }>(OPTIONS, { id, to: { country: "DE", postalCode: "10117" } }, buyer.token)).data!.orderShippingOptions;
    expect((await shop.graphql(GIVE, { id, input: { address: BERLIN, shippingMethod: option.id } }, buyer.token)).errors).toBeUndefined();
    expect((await shop.graphql(`mutation($id: ID!) { markOrderPacked(id: $id) { status } }`, { id }, admin.token)).data).toEqual({ markOrderPacked: { status: "packed" } });
  });

  it("refuses a refused region however it is written, another buyer's order, and a destination out of every zone", async () => {
    const id = await lastUnitsOrder();
    const crimea = await shop.graphql(OPTIONS, { id, to: { country: "UA", postalCode: "295000", city: "Simferopol" } }, buyer.token);
    expect(crimea.errors?.[0].extensions?.code).toBe("DESTINATION_REFUSED");
    const notTheirs = await shop.graphql(OPTIONS, { id, to: { country: "DE", postalCode: "10117" } }, other.token);
    expect(notTheirs.errors?.[0]).toMatchObject({ extensions: { code: "NOT_FOUND" } });
    const nowhere = await shop.graphql(OPTIONS, { id, to: { country: "BR", postalCode: "01310-100", region: "SP" } }, buyer.token);
    expect(nowhere.errors?.[0]).toMatchObject({ extensions: { code: "BAD_USER_INPUT" } });
    expect(nowhere.errors?.[0].message).toMatch(/We don't ship to Brazil/);
    // Nothing of it was written.
    expect((await shop.prisma.order.findUniqueOrThrow({ where: { id } })).shippingAddress).toBeNull();
  });
});

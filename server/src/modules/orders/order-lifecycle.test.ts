import type { OrderStatus } from "../../generated/prisma/client";
import { signUpAndSignIn, startTestShop, uniqueEmail, type SignedInUser, type TestShop } from "../../../test/harness";
import { canMove, moveOrder, nextActions, ORDER_STATUSES, SILENT, type OrderAction } from "./order-state";

/** The order's states and moves: one table, its history, shipments, through the API. */

/** The moves the issue names, written out: every pair not here is refused. */
const ALLOWED: [OrderStatus, OrderStatus][] = [
  ["unpaid", "paid"],
  ["unpaid", "cancelled"],
  ["paid", "packed"],
  ["paid", "cancelled"],
  ["packed", "shipped"],
  ["packed", "cancelled"],
  ["shipped", "delivered"],
  ["shipped", "refunded"],
  ["delivered", "refunded"],
];
const WORDS: Record<OrderStatus, string> = {
  unpaid: "awaiting payment",
  paid: "paid",
  packed: "packed",
  shipped: "shipped",
  delivered: "delivered",
  cancelled: "cancelled",
  refunded: "refunded",
};
const BERLIN = { fullName: "Jonas Weber", line1: "Friedrichstraße 123", city: "Berlin", postalCode: "10117", country: "DE", phone: "+49 30 1234567" };
const PAIRS = ORDER_STATUSES.flatMap((from) => ORDER_STATUSES.filter((to) => to !== from).map((to) => [from, to] as const));

describe("what may happen next", () => {
  const ADDRESS = { country: "DE" };
  const buyer = { buyer: true, admin: false };
  const admin = { buyer: false, admin: true };
  it.each([
    ["unpaid", "CLEAR", ADDRESS, buyer, ["PAY", "CANCEL"]],
    ["unpaid", "CLEAR", null, buyer, ["PAY", "CANCEL", "GIVE_ADDRESS"]],
    ["unpaid", "HELD", ADDRESS, buyer, ["CANCEL"]],
    ["paid", "CLEAR", null, buyer, ["GIVE_ADDRESS"]],
    ["paid", "CLEAR", ADDRESS, buyer, []],
    ["shipped", "CLEAR", ADDRESS, buyer, []],
    ["unpaid", "CLEAR", ADDRESS, admin, ["CANCEL"]],
    ["unpaid", "HELD", ADDRESS, admin, ["CANCEL", "REVIEW_SCREENING"]],
    ["paid", "CLEAR", ADDRESS, admin, ["PACK", "SHIP", "ADD_SHIPMENT", "CANCEL_WITH_REFUND"]],
    ["paid", "CLEARED", ADDRESS, admin, ["PACK", "SHIP", "ADD_SHIPMENT", "CANCEL_WITH_REFUND"]],
    ["paid", "CLEAR", null, admin, ["CANCEL_WITH_REFUND"]],
    ["packed", "CLEAR", ADDRESS, admin, ["SHIP", "ADD_SHIPMENT", "CANCEL_WITH_REFUND"]],
    ["shipped", "CLEAR", ADDRESS, admin, ["ADD_SHIPMENT", "DELIVER", "REFUND"]],
    ["delivered", "CLEAR", ADDRESS, admin, ["REFUND"]],
    ["cancelled", "REFUSED", ADDRESS, admin, []],
    ["refunded", "CLEAR", ADDRESS, admin, []],
    ["unpaid", "CLEAR", null, { buyer: true, admin: true }, ["PAY", "CANCEL", "GIVE_ADDRESS"]],
  ] as const)("%s, screening %s, address %j, as %j: %j", (status, screening, shippingAddress, viewer, expected) => {
    expect(nextActions({ status, screening, shippingAddress }, viewer)).toEqual(expected as readonly OrderAction[]);
  });
});

describe("order lifecycle", () => {
  let shop: TestShop;
  let admin: SignedInUser;
  let buyer: SignedInUser;
  let partId: string;
  let standard: string;
  const adminEmail = uniqueEmail("admin");

  beforeAll(async () => {
    shop = await startTestShop({ adminEmails: [adminEmail], env: { DEMO_PAYMENTS: "true" } });
    admin = await signUpAndSignIn(shop, { email: adminEmail, displayName: "Shop Admin" });
    buyer = await signUpAndSignIn(shop, { displayName: "Jonas Weber" });
    const part = await shop.graphql<{ addPart: { id: string } }>(
      `mutation($input: PartInput!) { addPart(input: $input) { id } }`,
      { input: { name: "Lifecycle lever", description: "For the lifecycle tests.", picture: "/images/parts/adjustable-levers.svg", price: 20, minquantity: 1, avquantity: 10_000 } },
      admin.token,
    );
    expect(part.errors).toBeUndefined();
    partId = part.data!.addPart.id;
    const zone = await shop.graphql<{ saveShippingZone: { methods: { id: string }[] } }>(
      `mutation($input: ShippingZoneInput!) { saveShippingZone(input: $input) { methods { id } } }`,
      { input: { name: "Lifecycle Europe", countries: ["DE"], methods: [{ label: "Standard international", minDays: 7, maxDays: 14, rates: [{ maxWeightKg: 30, price: 19 }] }] } },
      admin.token,
    );
    expect(zone.errors).toBeUndefined();
    standard = zone.data!.saveShippingZone.methods[0].id;
  });
  afterAll(() => shop.close());

  /** A spec order (one part, placed without an address) whose buyer then gives it the address it ships to. */
  async function newOrder(): Promise<string> {
    const res = await shop.graphql<{ placeOrder: { id: string } }>(`mutation($p: ID!) { placeOrder(input: { partId: $p, quantity: 1 }) { id } }`, { p: partId }, buyer.token);
    expect(res.errors).toBeUndefined();
    const id = res.data!.placeOrder.id;
    const given = await shop.graphql(
      `mutation($id: ID!, $input: OrderAddressInput!) { giveOrderAddress(orderId: $id, input: $input) { id } }`,
      { id, input: { address: BERLIN, shippingMethod: standard } },
      buyer.token,
    );
    expect(given.errors).toBeUndefined();
    return id;
  }
  const status = async (id: string) => (await shop.prisma.order.findUniqueOrThrow({ where: { id } })).status;
  const admins = <T>(query: string, variables: Record<string, unknown>) => shop.graphql<T>(query, variables, admin.token);

  it("allows exactly the moves the issue names", () => {
    for (const [from, to] of PAIRS) {
      expect({ from, to, allowed: canMove(from, to) }).toEqual({ from, to, allowed: ALLOWED.some(([f, t]) => f === from && t === to) });
    }
  });

  // Every pair of states, on a real order: a move the table allows is made and recorded; any other is
  // refused with CONFLICT naming both states, and nothing changes.
  it.each(PAIRS)("from %s to %s", async (from, to) => {
    const id = await newOrder();
    await shop.prisma.order.update({ where: { id }, data: { status: from } });
    const events = await shop.prisma.orderEvent.count({ where: { orderId: id } });
    const attempt = shop.prisma.$transaction((tx) => moveOrder(tx, SILENT, { orderId: id, to, actor: "admin", actorEmail: adminEmail, note: "table test" }));
    if (ALLOWED.some(([f, t]) => f === from && t === to)) {
      await expect(attempt).resolves.toBe(true);
      expect(await status(id)).toBe(to);
      const last = await shop.prisma.orderEvent.findFirstOrThrow({ where: { orderId: id }, orderBy: { seq: "desc" } });
      expect(last).toMatchObject({ fromStatus: from, toStatus: to, actor: "admin", actorEmail: adminEmail, note: "table test" });
    } else {
      await expect(attempt).rejects.toMatchObject({
        message: `An order that is ${WORDS[from]} cannot become ${WORDS[to]}.`,
        extensions: { code: "CONFLICT" },
      });
      expect(await status(id)).toBe(from);
      expect(await shop.prisma.orderEvent.count({ where: { orderId: id } })).toBe(events);
    }
  });

  it("takes an order from placed to delivered in two parcels, each move in its history, each parcel with its tracking link", async () => {
    const id = await newOrder();
    const paid = await shop.graphql(`mutation($id: ID!) { payOrderWithDemo(orderId: $id) { status } }`, { id }, buyer.token);
    expect(paid.errors).toBeUndefined();
    const packed = await admins<{ markOrderPacked: { status: string } }>(`mutation($id: ID!) { markOrderPacked(id: $id) { status } }`, { id });
    expect(packed.data?.markOrderPacked.status).toBe("packed");

    const ship = (carrier: string, trackingNumber: string) =>
      admins<{ addShipment: { status: string; shipments: { carrier: string; trackingNumber: string; trackingUrl: string | null }[] } }>(
        `mutation($id: ID!, $input: ShipmentInput!) { addShipment(orderId: $id, input: $input) { status shipments { carrier trackingNumber trackingUrl } } }`,
        { id, input: { carrier, trackingNumber } },
      );
    const first = await ship("ups", "1z 999 aa1 0123456784");
    expect(first.errors).toBeUndefined();
    expect(first.data!.addShipment.status).toBe("shipped");
    // The same number again is the same parcel; a second parcel follows with a local courier.
    expect((await ship("ups", "1Z999AA10123456784")).data!.addShipment.shipments).toHaveLength(1);
    const second = await ship("other", "LOCAL-COURIER-4471");
    expect(second.data!.addShipment.shipments).toEqual([
      { carrier: "ups", trackingNumber: "1Z999AA10123456784", trackingUrl: "https://www.ups.com/track?tracknum=1Z999AA10123456784" },
      { carrier: "other", trackingNumber: "LOCALCOURIER4471", trackingUrl: null },
    ]);
    const delivered = await admins<{ markOrderDelivered: { status: string } }>(`mutation($id: ID!) { markOrderDelivered(id: $id) { status } }`, { id });
    expect(delivered.data?.markOrderDelivered.status).toBe("delivered");

    const seen = await shop.graphql<{ order: { paid: boolean; history: { from: string | null; to: string; actor: string; note: string | null }[] } }>(
      `query($id: ID!) { order(id: $id) { paid history { from to actor note } } }`,
      { id },
      buyer.token,
    );
    expect(seen.data!.order.paid).toBe(true);
    expect(seen.data!.order.history).toEqual([
      { from: null, to: "unpaid", actor: "buyer", note: "Placed." },
      { from: "unpaid", to: "paid", actor: "payment", note: expect.stringMatching(/^Paid with the demo method: \$[\d,]+\.\d{2}\.$/) },
      { from: "paid", to: "packed", actor: "admin", note: "Packed." },
      { from: "packed", to: "shipped", actor: "admin", note: "UPS 1Z999AA10123456784" },
      { from: "shipped", to: "delivered", actor: "admin", note: "Delivered." },
    ]);
    // Each move its buyer hears of wrote its email in the same transaction (packing is not news); each parcel its own.
    const emails = await shop.prisma.outboxEmail.findMany({ where: { orderId: id }, orderBy: { createdAt: "asc" } });
    expect(emails.map((e) => [e.kind, e.toEmail])).toEqual([
      ["order-placed", buyer.email],
      ["payment-received", buyer.email],
      ["shipped", buyer.email],
      ["shipped", buyer.email],
      ["delivered", buyer.email],
    ]);
    expect(emails[2].text).toContain("1Z999AA10123456784");
  });

  it("refuses an illegal move through the API with CONFLICT naming both states", async () => {
    const id = await newOrder();
    const early = await admins(`mutation($id: ID!) { markOrderDelivered(id: $id) { status } }`, { id });
    expect(early.errors?.[0]).toMatchObject({ message: "An order that is awaiting payment cannot become delivered.", extensions: { code: "CONFLICT" } });
    const unpaidShipment = await admins(`mutation($id: ID!) { addShipment(orderId: $id, input: { carrier: usps, trackingNumber: "9400100000000000000000" }) { status } }`, { id });
    expect(unpaidShipment.errors?.[0]).toMatchObject({ message: "An order that is awaiting payment cannot become shipped.", extensions: { code: "CONFLICT" } });
    expect(await shop.prisma.shipment.count({ where: { orderId: id } })).toBe(0);
  });

  it("refuses a bad tracking number, and one that is another order's parcel", async () => {
    const id = await newOrder();
    await shop.graphql(`mutation($id: ID!) { payOrderWithDemo(orderId: $id) { status } }`, { id }, buyer.token);
    const bad = await admins(`mutation($id: ID!) { addShipment(orderId: $id, input: { carrier: fedex, trackingNumber: "12#4" }) { status } }`, { id });
    expect(bad.errors?.[0]).toMatchObject({ message: "A tracking number has 8 to 40 letters and digits.", extensions: { code: "BAD_USER_INPUT", field: "trackingNumber" } });

    const other = await newOrder();
    await shop.graphql(`mutation($id: ID!) { payOrderWithDemo(orderId: $id) { status } }`, { id: other }, buyer.token);
    await admins(`mutation($id: ID!) { addShipment(orderId: $id, input: { carrier: dhl, trackingNumber: "JD014600006281234567" }) { status } }`, { id: other });
    const taken = await admins(`mutation($id: ID!) { addShipment(orderId: $id, input: { carrier: dhl, trackingNumber: "JD014600006281234567" }) { status } }`, { id });
    expect(taken.errors?.[0]).toMatchObject({ extensions: { code: "CONFLICT" } });
    expect(await status(id)).toBe("paid");
  });

  it("records the spec's Mark shipped as packed then shipped, and a cancel by its buyer", async () => {
    const id = await newOrder();
    const NEXT = `query($id: ID!) { order(id: $id) { nextActions } }`;
    expect((await shop.graphql(NEXT, { id }, buyer.token)).data?.order.nextActions).toEqual(["PAY", "CANCEL"]);
    await shop.graphql(`mutation($id: ID!) { payOrderWithDemo(orderId: $id) { status } }`, { id }, buyer.token);
    expect((await shop.graphql(NEXT, { id }, buyer.token)).data?.order.nextActions).toEqual([]);
    expect((await admins<{ order: { nextActions: string[] } }>(NEXT, { id })).data?.order.nextActions).toEqual(["PACK", "SHIP", "ADD_SHIPMENT", "CANCEL_WITH_REFUND"]);
    const shipped = await admins<{ markOrderShipped: { status: string } }>(`mutation($id: ID!) { markOrderShipped(id: $id) { status } }`, { id });
    expect(shipped.data?.markOrderShipped.status).toBe("shipped");
    // Again: nothing changes.
    expect((await admins(`mutation($id: ID!) { markOrderShipped(id: $id) { status } }`, { id })).errors).toBeUndefined();
    const moves = await shop.prisma.orderEvent.findMany({ where: { orderId: id }, orderBy: { seq: "asc" } });
    expect(moves.map((m) => m.toStatus)).toEqual(["unpaid", "paid", "packed", "shipped"]);

    const cancelled = await newOrder();
    await shop.graphql(`mutation($id: ID!) { cancelOrder(id: $id) { status } }`, { id: cancelled }, buyer.token);
    expect(await shop.prisma.orderEvent.findFirst({ where: { orderId: cancelled, toStatus: "cancelled" } })).toMatchObject({ actor: "buyer", actorEmail: buyer.email });
  });

  it("makes one move when two admins ship at once", async () => {
    const id = await newOrder();
    await shop.graphql(`mutation($id: ID!) { payOrderWithDemo(orderId: $id) { status } }`, { id }, buyer.token);
    const results = await Promise.all([1, 2, 3].map(() => admins(`mutation($id: ID!) { markOrderShipped(id: $id) { status } }`, { id })));
    for (const res of results) expect(res.errors).toBeUndefined();
    expect((await shop.prisma.orderEvent.findMany({ where: { orderId: id } })).map((m) => m.toStatus).sort()).toEqual(["packed", "paid", "shipped", "unpaid"]);
  });
});

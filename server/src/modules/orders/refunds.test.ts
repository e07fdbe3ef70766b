import { signUpAndSignIn, startTestShop, uniqueEmail } from "../../../test/harness";
import { deliverWebhook, signedEvent, startStripeStandIn, type StripeStandIn } from "../../../test/stripe-stand-in";
import { waitUntil } from "../../../test/wait";

/** Refunds (ADR 0037): of lines or all of an order, by the demo method and through Stripe's webhooks. */

const ORDER_FIELDS = /* GraphQL */ `
  id number status refunded total
  lines { id name quantity refundedQuantity }
  refunds { id amount status method note failureReason settledAt lines { lineId quantity amount returned } }
  history { from to actor note }
`;
const REFUND = `mutation($orderId: ID!, $input: RefundInput) { refundOrder(orderId: $orderId, input: $input) { ${ORDER_FIELDS} } }`;
const CANCEL_WITH_REFUND = `mutation($id: ID!, $note: String) { cancelOrderWithRefund(id: $id, note: $note) { ${ORDER_FIELDS} } }`;
const ORDER = `query($id: ID!) { order(id: $id) { ${ORDER_FIELDS} } }`;
const CHECKOUT = `mutation($input: CheckoutInput!) { checkout(input: $input) { ${ORDER_FIELDS} } }`;

interface OrderView {
  id: string;
  number: string;
  status: string;
  refunded: number;
  total: number;
  lines: { id: string; name: string; quantity: number; refundedQuantity: number }[];
  refunds: { id: string; amount: number; status: string; method: string; note: string | null; failureReason: string | null; settledAt: string | null; lines: { lineId: string; quantity: number; amount: number; returned: boolean }[] }[];
  history: { from: string | null; to: string; actor: string; note: string | null }[];
}

const DENVER = { fullName: "Dana Cruz", line1: "1600 Pennsylvania St", city: "Denver", region: "CO", postalCode: "80203", country: "US", phone: "+1 303 555 0100" };

/** A shop with a US zone and two parts; checkout places a two-line order ($40 pads × 2, $90 chain, $15 shipping: $185). */
async function refundShop(options: { stripe?: StripeStandIn; demo?: boolean }) {
  const adminEmail = uniqueEmail("admin");
  const shop = await startTestShop({ adminEmails: [adminEmail], stripe: options.stripe, env: options.demo ? { DEMO_PAYMENTS: "true" } : {} });
  const admin = await signUpAndSignIn(shop, { email: adminEmail, displayName: "Shop Admin" });
  const buyer = await signUpAndSignIn(shop, { displayName: "Dana Cruz" });
  const zone = await shop.graphql<{ saveShippingZone: { methods: { id: string }[] } }>(
    `mutation($input: ShippingZoneInput!) { saveShippingZone(input: $input) { methods { id } } }`,
    { input: { name: "Refunds US", countries: ["US"], methods: [{ label: "Ground", minDays: 3, maxDays: 5, rates: [{ maxWeightKg: 30, price: 15 }] }] } },
    admin.token,
  );
  expect(zone.errors).toBeUndefined();
  const method = zone.data!.saveShippingZone.methods[0].id;
  const part = async (name: string, price: number) => {
    const res = await shop.graphql<{ addPart: { id: string } }>(
      `mutation($input: PartInput!) { addPart(input: $input) { id } }`,
      { input: { name, description: "For the refund tests.", picture: "/images/parts/adjustable-levers.svg", price, minquantity: 1, avquantity: 1_000, weightKg: 0.5 } },
      admin.token,
    );
    expect(res.errors).toBeUndefined();
    return res.data!.addPart.id;
  };
  const pads = await part("Refund brake pads", 40);
  const chain = await part("Refund chain kit", 90);
  const stock = async (id: string) => (await shop.prisma.part.findUniqueOrThrow({ where: { id } })).availableQuantity;
  const admins = (query: string, variables: Record<string, unknown>) => shop.graphql(query, variables, admin.token);

  async function placeOrder(): Promise<OrderView> {
    const res = await shop.graphql<{ checkout: OrderView }>(
      CHECKOUT,
      { input: { lines: [{ partId: pads, quantity: 2 }, { partId: chain, quantity: 1 }], address: DENVER, shippingMethod: method, idempotencyKey: `refund-${Math.random().toString(36).slice(2)}` } },
      buyer.token,
    );
    expect(res.errors).toBeUndefined();
    expect(res.data!.checkout.total).toBe(185);
    return res.data!.checkout;
  }
  async function ship(orderId: string, deliver = true): Promise<void> {
    const tracking = `1Z${Math.random().toString(36).slice(2, 12).toUpperCase()}`;
    const shipped = await admins(`mutation($id: ID!, $t: String!) { addShipment(orderId: $id, input: { carrier: ups, trackingNumber: $t }) { status } }`, { id: orderId, t: tracking });
    expect(shipped.errors).toBeUndefined();
    if (deliver) expect((await admins(`mutation($id: ID!) { markOrderDelivered(id: $id) { status } }`, { id: orderId })).errors).toBeUndefined();
  }
  const order = async (id: string) => (await admins(ORDER, { id })).data!.order as OrderView;
  const refundEmails = (orderId: string) => shop.prisma.outboxEmail.findMany({ where: { orderId, kind: "refunded" }, orderBy: { createdAt: "asc" } });
  return { shop, admin, buyer, pads, chain, stock, admins, placeOrder, ship, order, refundEmails };
}

type RefundShop = Awaited<ReturnType<typeof refundShop>>;

describe("refunds with the demo payment method", () => {
  let s: RefundShop;
  beforeAll(async () => {
    s = await refundShop({ demo: true });
  });
  afterAll(() => s.shop.close());

  async function paidOrder(): Promise<OrderView> {
    const placed = await s.placeOrder();
    const paid = await s.shop.graphql(`mutation($id: ID!) { payOrderWithDemo(orderId: $id) { status } }`, { id: placed.id }, s.buyer.token);
    expect(paid.errors).toBeUndefined();
    return placed;
  }

  it("refunds some lines of a delivered order, returns only the returned units to stock, then the rest in full", async () => {
    const placed = await paidOrder();
    await s.ship(placed.id);
    const [padsLine, chainLine] = placed.lines;
    const padsBefore = await s.stock(s.pads);
    const chainBefore = await s.stock(s.chain);

    const once = { lines: [{ lineId: padsLine.id, quantity: 1, returned: true }], note: "One pad set came back unused.", idempotencyKey: `refund-${placed.id}` };
    const partial = await s.admins(REFUND, { orderId: placed.id, input: once });
    expect(partial.errors).toBeUndefined();
    // Sent again (a retry): the same refund, nothing more given back or restocked.
    const retried = await s.admins(REFUND, { orderId: placed.id, input: once });
    expect((retried.data!.refundOrder as OrderView).refunds).toHaveLength(1);
    const afterPartial = partial.data!.refundOrder as OrderView;
    expect(afterPartial).toMatchObject({ status: "delivered", refunded: 40 });
    expect(afterPartial.refunds).toEqual([
      expect.objectContaining({ amount: 40, status: "succeeded", method: "demo", note: "One pad set came back unused.", lines: [{ lineId: padsLine.id, quantity: 1, amount: 40, returned: true }] }),
    ]);
    expect(afterPartial.lines.map((l) => l.refundedQuantity)).toEqual([1, 0]);
    expect(await s.stock(s.pads)).toBe(padsBefore + 1);

    // More than is left of a line is refused, naming it, and nothing changes.
    const tooMany = await s.admins(REFUND, { orderId: placed.id, input: { lines: [{ lineId: padsLine.id, quantity: 2, returned: false }] } });
    expect(tooMany.errors![0]).toMatchObject({ message: "Only 1 of Refund brake pads can still be refunded.", extensions: { code: "BAD_USER_INPUT", field: "input.lines.0.quantity" } });

    // The rest, not returned: the last units take shipping with them, and the order is refunded.
    const rest = await s.admins(REFUND, { orderId: placed.id });
    expect(rest.errors).toBeUndefined();
    const full = rest.data!.refundOrder as OrderView;
    expect(full).toMatchObject({ status: "refunded", refunded: 185 });
    expect(full.refunds[1]).toMatchObject({ amount: 145, status: "succeeded", lines: [{ lineId: padsLine.id, quantity: 1, amount: 40, returned: false }, { lineId: chainLine.id, quantity: 1, amount: 90, returned: false }] });
    expect(full.history.at(-1)).toEqual({ from: "delivered", to: "refunded", actor: "admin", note: "Refunded in full ($185.00)." });
    expect(await s.stock(s.pads)).toBe(padsBefore + 1);
    expect(await s.stock(s.chain)).toBe(chainBefore);

    // One email per refund: the part, then the rest.
    const emails = await s.refundEmails(placed.id);
    expect(emails.map((e) => e.text.match(/We have refunded \$[\d.,]+ (of|for) your order/)![0])).toEqual([
      "We have refunded $40.00 of your order",
      "We have refunded $145.00 of your order",
    ]);
    // Each says which parts came back, and how much of the order in all, without its totals again.
    expect(emails.map((e) => e.subject)).toEqual([`Part of your MotoParts USA order ${placed.number} is refunded`, `Your MotoParts USA order ${placed.number} is refunded`]);
    expect(emails[0].text).toContain("1 × Refund brake pads: $40.00");
    expect(emails[0].text).toContain("Refunded in all: $40.00 of $185.00");
    expect(emails[1].text).toContain(`Order ${placed.number} is now refunded in full`);
    expect(emails[1].text).toContain("1 × Refund chain kit: $90.00");
    expect(emails[1].text).not.toContain("Subtotal");

    const again = await s.admins(REFUND, { orderId: placed.id });
    expect(again.errors![0]).toMatchObject({ message: "An order that is refunded cannot become refunded.", extensions: { code: "CONFLICT" } });
  });

  it("cancels a paid or packed order with a full refund, its parts back in stock; its buyer still cannot", async () => {
    const paid = await paidOrder();
    const refused = await s.shop.graphql(`mutation($id: ID!) { cancelOrder(id: $id) { status } }`, { id: paid.id }, s.buyer.token);
    expect(refused.errors![0]).toMatchObject({ message: "This order is paid and cannot be cancelled.", extensions: { code: "CONFLICT" } });

    const padsBefore = await s.stock(s.pads);
    const res = await s.admins(CANCEL_WITH_REFUND, { id: paid.id, note: "Out of stock at the supplier." });
    expect(res.errors).toBeUndefined();
    const cancelled = res.data!.cancelOrderWithRefund as OrderView;
    expect(cancelled).toMatchObject({ status: "cancelled", refunded: 185 });
    expect(cancelled.refunds).toEqual([expect.objectContaining({ amount: 185, status: "succeeded", lines: [] })]);
    expect(cancelled.history.at(-1)).toEqual({ from: "paid", to: "cancelled", actor: "admin", note: "Out of stock at the supplier." });
    expect(await s.stock(s.pads)).toBe(padsBefore + 2);

    // Again: nothing more moves, no second refund.
    const again = await s.admins(CANCEL_WITH_REFUND, { id: paid.id });
    expect((again.data!.cancelOrderWithRefund as OrderView).refunds).toHaveLength(1);
    expect(await s.stock(s.pads)).toBe(padsBefore + 2);

    const packed = await paidOrder();
    await s.admins(`mutation($id: ID!) { markOrderPacked(id: $id) { status } }`, { id: packed.id });
    expect((await s.admins(CANCEL_WITH_REFUND, { id: packed.id })).data!.cancelOrderWithRefund).toMatchObject({ status: "cancelled", refunded: 185 });
  });

  it("gives one refund when admins refund or cancel the same order at the same moment", async () => {
    // Five refunds of everything left, asked at once without idempotency keys: one refunds, the others find nothing left.
    const delivered = await paidOrder();
    await s.ship(delivered.id);
    const refunds = await Promise.all(Array.from({ length: 5 }, () => s.admins(REFUND, { orderId: delivered.id })));
    expect(refunds.filter((r) => !r.errors)).toHaveLength(1);
    for (const r of refunds.filter((r) => r.errors)) expect(r.errors![0].extensions).toMatchObject({ code: "CONFLICT" });
    const refunded = await s.order(delivered.id);
    expect(refunded).toMatchObject({ status: "refunded", refunded: 185 });
    expect(refunded.refunds).toHaveLength(1);

    // Five cancellations with a refund at once: the order is cancelled once, refunded once, restocked once.
    const paid = await paidOrder();
    const padsBefore = await s.stock(s.pads);
    const cancels = await Promise.all(Array.from({ length: 5 }, () => s.admins(CANCEL_WITH_REFUND, { id: paid.id })));
    for (const c of cancels) expect(c.errors).toBeUndefined();
    const cancelled = await s.order(paid.id);
    expect(cancelled).toMatchObject({ status: "cancelled", refunded: 185 });
    expect(cancelled.refunds).toHaveLength(1);
    expect(await s.stock(s.pads)).toBe(padsBefore + 2);
  });

  it("refuses refunds the states do not allow and lines the order does not have", async () => {
    const unpaid = await s.placeOrder();
    expect((await s.admins(CANCEL_WITH_REFUND, { id: unpaid.id })).errors![0]).toMatchObject({ message: "This order is not paid: cancel it without a refund.", extensions: { code: "CONFLICT" } });
    const paid = await paidOrder();
    expect((await s.admins(REFUND, { orderId: paid.id })).errors![0]).toMatchObject({ message: "An order that is paid cannot become refunded.", extensions: { code: "CONFLICT" } });
    await s.ship(paid.id, false);
    expect((await s.admins(CANCEL_WITH_REFUND, { id: paid.id })).errors![0]).toMatchObject({ message: "An order that is shipped cannot become cancelled.", extensions: { code: "CONFLICT" } });

    const line = paid.lines[0].id;
    const bad = [
      [{ lines: [{ lineId: unpaid.lines[0].id, quantity: 1, returned: false }] }, "This order has no such line.", "input.lines.0.lineId"],
      [{ lines: [{ lineId: line, quantity: 1, returned: false }, { lineId: line, quantity: 1, returned: true }] }, "A line appears twice: give each line once.", "input.lines.1.lineId"],
      [{ lines: [{ lineId: line, quantity: 0, returned: false }] }, "Refund at least one unit of a line.", "input.lines.0.quantity"],
      [{ lines: [] }, "Choose at least one line to refund.", "input.lines"],
      [{ note: "x".repeat(501) }, "A note has at most 500 characters.", "input.note"],
    ] as const;
    for (const [input, message, field] of bad) {
      const res = await s.admins(REFUND, { orderId: paid.id, input });
      expect(res.errors![0]).toMatchObject({ message, extensions: { code: "BAD_USER_INPUT", field } });
    }
    expect((await s.order(paid.id)).refunds).toEqual([]);
    expect((await s.shop.graphql(REFUND, { orderId: paid.id }, s.buyer.token)).errors![0].extensions!.code).toBe("FORBIDDEN");
  });

  it("finds orders by number or email, and packs several at once, all or none", async () => {
    const a = await paidOrder();
    const b = await paidOrder();
    const LIST = `query($search: String, $status: OrderStatus) { orders(search: $search, status: $status, first: 50) { totalCount edges { node { id number } } } }`;
    const byNumber = await s.admins(LIST, { search: a.number.toLowerCase() });
    expect(byNumber.data!.orders.edges.map((e: { node: { id: string } }) => e.node.id)).toEqual([a.id]);
    expect((await s.admins(LIST, { search: a.number.slice(3) })).data!.orders.totalCount).toBe(1);
    const byEmail = await s.admins(LIST, { search: s.buyer.email.slice(0, 12).toUpperCase(), status: "paid" });
    expect(byEmail.data!.orders.edges.map((e: { node: { id: string } }) => e.node.id)).toEqual(expect.arrayContaining([a.id, b.id]));
    expect((await s.admins(LIST, { search: "no-such-buyer@nowhere.example" })).data!.orders.totalCount).toBe(0);
    expect((await s.admins(LIST, { search: "ab" })).errors![0]).toMatchObject({ extensions: { code: "BAD_USER_INPUT", field: "search" } });

    const PACK = `mutation($ids: [ID!]!) { markOrdersPacked(ids: $ids) { id status } }`;
    const shipped = await paidOrder();
    await s.ship(shipped.id, false);
    const refused = await s.admins(PACK, { ids: [a.id, b.id, shipped.id] });
    expect(refused.errors![0]).toMatchObject({ message: `${shipped.number}: An order that is shipped cannot become packed. Nothing was packed.`, extensions: { code: "CONFLICT" } });
    expect((await s.order(a.id)).status).toBe("paid");
    const packed = await s.admins(PACK, { ids: [b.id, a.id, a.id] });
    expect(packed.data!.markOrdersPacked).toEqual([{ id: b.id, status: "packed" }, { id: a.id, status: "packed" }]);
    expect((await s.order(a.id)).history.at(-1)).toMatchObject({ from: "paid", to: "packed", actor: "admin" });
    expect((await s.admins(PACK, { ids: [] })).errors![0]).toMatchObject({ extensions: { code: "BAD_USER_INPUT", field: "ids" } });
  });
});

describe("refunds through Stripe", () => {
  let stripe: StripeStandIn;
  let s: RefundShop;
  beforeAll(async () => {
    stripe = await startStripeStandIn();
    s = await refundShop({ stripe });
  });
  afterAll(async () => {
    await s.shop.close();
    await stripe.close();
  });
  beforeEach(() => {
    stripe.autoSettleRefunds = false;
  });

  const webhook = () => `${s.shop.url}/stripe/webhook`;

  /** An order paid by card: its PaymentIntent, confirmed by the stand-in's webhook. */
  async function cardOrder(pay = true): Promise<{ order: OrderView; intentId: string }> {
    const order = await s.placeOrder();
    const intent = await s.shop.graphql(`mutation($id: ID!) { createPaymentIntent(orderId: $id) { id } }`, { id: order.id }, s.buyer.token);
    expect(intent.errors).toBeUndefined();
    const intentId = intent.data!.createPaymentIntent.id as string;
    if (pay) expect(await stripe.succeed(intentId)).toBe(200);
    return { order, intentId };
  }

  const outcomes = async (responses: Response[]) => (await Promise.all(responses.map((r) => r.json()))).map((b) => b.outcome as string).sort();

  it("asks Stripe for the refund and settles it once when its webhooks confirm it, each delivered twice at once", async () => {
    const { order, intentId } = await cardOrder();
    await s.ship(order.id);
    const padsBefore = await s.stock(s.pads);
    // What shoppers see of the part's stock: GET /parts/{id}, served from the response cache while nothing changes.
    const shown = async () => ((await (await fetch(`${s.shop.url}/parts/${s.pads}`)).json()) as { avquantity: number }).avquantity;
    expect(await shown()).toBe(padsBefore);
    const res = await s.admins(REFUND, { orderId: order.id, input: { lines: [{ lineId: order.lines[0].id, quantity: 2, returned: true }] } });
    expect(res.errors).toBeUndefined();
    const asked = res.data!.refundOrder as OrderView;
    // Asked, not given back yet: nothing moves before Stripe confirms.
    expect(asked).toMatchObject({ status: "delivered", refunded: 0 });
    expect(asked.refunds).toEqual([expect.objectContaining({ amount: 80, status: "pending", method: "stripe", settledAt: null })]);
    expect(asked.lines[0].refundedQuantity).toBe(2);
    expect(await s.stock(s.pads)).toBe(padsBefore);
    const refund = [...stripe.refunds.values()].find((r) => r.metadata.refundId === asked.refunds[0].id)!;
    expect(refund).toMatchObject({ amount: 8_000, payment_intent: intentId, metadata: { orderId: order.id } });

    stripe.refunds.get(refund.id)!.status = "succeeded";
    const events = stripe.refundEvents(refund.id);
    expect(events.map((e) => JSON.parse(e.payload).type)).toEqual(["refund.updated", "charge.refunded"]);
    const responses = await Promise.all([...events, ...events].map((e) => deliverWebhook(webhook(), e)));
    expect(responses.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    expect(await outcomes(responses)).toEqual(["already-refunded", "duplicate", "duplicate", "refunded"]);

    const now = await s.order(order.id);
    expect(now).toMatchObject({ status: "delivered", refunded: 80 });
    expect(now.refunds[0]).toMatchObject({ status: "succeeded" });
    expect(await s.stock(s.pads)).toBe(padsBefore + 2);
    expect(await shown()).toBe(padsBefore + 2);
    expect(await s.refundEmails(order.id)).toHaveLength(1);
    expect(await s.shop.prisma.refund.findUniqueOrThrow({ where: { id: now.refunds[0].id } })).toMatchObject({ providerRefundId: refund.id });
  });

  it("applies a refund made in Stripe's dashboard before the payment's webhook, in either order", async () => {
    const early = await cardOrder(false);
    const padsBefore = await s.stock(s.pads);
    const dashboardRefund = {
      id: "re_dashboard_early",
      object: "refund",
      amount: 18_500,
      currency: "usd",
      status: "succeeded",
      payment_intent: early.intentId,
      metadata: {},
      failure_reason: null,
    };
    const first = await deliverWebhook(webhook(), signedEvent(stripe.webhookSecret, "refund.updated", dashboardRefund));
    expect((await first.json()).outcome).toBe("refunded");
    // Not paid in the shop's books yet: the refund waits for the payment.
    expect(await s.order(early.order.id)).toMatchObject({ status: "unpaid", refunded: 185 });
    expect(await stripe.succeed(early.intentId)).toBe(200);
    const cancelled = await s.order(early.order.id);
    expect(cancelled).toMatchObject({ status: "cancelled", refunded: 185 });
    expect(cancelled.history.map((h) => `${h.from}>${h.to}:${h.actor}`)).toEqual(["null>unpaid:buyer", "unpaid>paid:payment", "paid>cancelled:payment"]);
    expect(cancelled.refunds).toEqual([expect.objectContaining({ amount: 185, status: "succeeded", note: "Refunded in Stripe's dashboard." })]);
    expect(await s.stock(s.pads)).toBe(padsBefore + 2);

    // The usual order, payment first, ends the same; and the same refund told again changes nothing.
    const late = await cardOrder();
    const refund = { ...dashboardRefund, id: "re_dashboard_late", payment_intent: late.intentId };
    const twice = await Promise.all([0, 1].map(() => deliverWebhook(webhook(), signedEvent(stripe.webhookSecret, "refund.updated", refund))));
    expect(await outcomes(twice)).toEqual(["already-refunded", "refunded"]);
    expect(await s.order(late.order.id)).toMatchObject({ status: "cancelled", refunded: 185 });
  });

  it("marks a refund Stripe refuses failed, gives nothing back, and lets the admin ask again", async () => {
    const { order } = await cardOrder();
    await s.ship(order.id);
    const res = await s.admins(REFUND, { orderId: order.id, input: { lines: [{ lineId: order.lines[1].id, quantity: 1, returned: true }] } });
    const refundId = (res.data!.refundOrder as OrderView).refunds[0].id;
    const chainBefore = await s.stock(s.chain);
    const stripeRefund = [...stripe.refunds.values()].find((r) => r.metadata.refundId === refundId)!;
    expect(await stripe.settleRefund(stripeRefund.id, { status: "failed", failureReason: "expired_or_canceled_card" })).toEqual([200]);
    const failed = await s.order(order.id);
    expect(failed.refunds[0]).toMatchObject({ status: "failed", failureReason: "expired_or_canceled_card" });
    expect(failed).toMatchObject({ refunded: 0, status: "delivered" });
    expect(failed.lines[1].refundedQuantity).toBe(0);
    expect(await s.stock(s.chain)).toBe(chainBefore);

    stripe.autoSettleRefunds = true;
    const retry = await s.admins(REFUND, { orderId: order.id, input: { lines: [{ lineId: order.lines[1].id, quantity: 1, returned: true }] } });
    expect(retry.errors).toBeUndefined();
    await waitUntil(async () => (await s.order(order.id)).refunded === 90, "the second refund is settled by its webhooks", { timeoutMs: 10_000 });
    expect(await s.stock(s.chain)).toBe(chainBefore + 1);
  });

  it("leaves a refund whose answer Stripe lost pending, and asks for it again before the next one, never paying twice", async () => {
    const { order, intentId } = await cardOrder();
    await s.ship(order.id);
    // Stripe makes the refund, but neither the answer nor the SDK's retries get back.
    stripe.loseRefundAnswers = 3;
    const lost = await s.admins(REFUND, { orderId: order.id, input: { lines: [{ lineId: order.lines[0].id, quantity: 1, returned: false }] } });
    expect(lost.errors![0]).toMatchObject({ extensions: { code: "SERVICE_UNAVAILABLE" } });
    expect(lost.errors![0].message).toMatch(/It stays pending/);
    const pending = await s.order(order.id);
    expect(pending.refunds).toEqual([expect.objectContaining({ amount: 40, status: "pending" })]);
    // Its units stay taken: they are not offered again.
    expect(pending.lines[0].refundedQuantity).toBe(1);
    expect([...stripe.refunds.values()].filter((r) => r.payment_intent === intentId)).toHaveLength(1);
    stripe.loseRefundAnswers = 0;

    // The next refund asks for the first again (its idempotency key: the same Stripe refund), then its own.
    const next = await s.admins(REFUND, { orderId: order.id, input: { lines: [{ lineId: order.lines[1].id, quantity: 1, returned: false }] } });
    expect(next.errors).toBeUndefined();
    const made = [...stripe.refunds.values()].filter((r) => r.payment_intent === intentId);
    expect(made.map((r) => r.amount).sort()).toEqual([4_000, 9_000]);
    const rows = await s.shop.prisma.refund.findMany({ where: { orderId: order.id }, orderBy: { createdAt: "asc" } });
    expect(rows.map((r) => r.providerRefundId)).toEqual(expect.arrayContaining(made.map((r) => r.id)));
  });

  it("asks again for a cancelled order's refund that Stripe refused, when the admin cancels it again", async () => {
    const { order, intentId } = await cardOrder();
    // Stripe has nothing left to refund (a refund made by hand), so it refuses.
    stripe.refunds.set("re_by_hand_2", { id: "re_by_hand_2", object: "refund", amount: 18_500, currency: "usd", status: "pending", payment_intent: intentId, charge: "ch_y", metadata: {}, reason: null, failure_reason: null, created: 0 });
    const refused = await s.admins(CANCEL_WITH_REFUND, { id: order.id });
    expect(refused.errors![0]).toMatchObject({ extensions: { code: "CONFLICT" } });
    const cancelled = await s.order(order.id);
    expect(cancelled).toMatchObject({ status: "cancelled", refunded: 0 });
    expect(cancelled.refunds).toEqual([expect.objectContaining({ status: "failed", amount: 185 })]);
    // The buyer was told it is being refunded, not that it was.
    const email = await s.shop.prisma.outboxEmail.findFirstOrThrow({ where: { orderId: order.id, kind: "cancelled" } });
    expect(email.text).toContain("is being refunded in full");

    stripe.refunds.delete("re_by_hand_2");
    const again = await s.admins(CANCEL_WITH_REFUND, { id: order.id });
    expect(again.errors).toBeUndefined();
    expect((again.data!.cancelOrderWithRefund as OrderView).refunds.map((r) => r.status)).toEqual(["failed", "pending"]);
    const asked = [...stripe.refunds.values()].find((r) => r.payment_intent === intentId)!;
    await stripe.settleRefund(asked.id);
    expect(await s.order(order.id)).toMatchObject({ status: "cancelled", refunded: 185 });
  });

  it("tells the admin when Stripe refuses the refund itself, and writes it failed", async () => {
    const { order, intentId } = await cardOrder();
    await s.ship(order.id);
    // Refunded in full in Stripe already (say, by hand), so Stripe refuses any more.
    stripe.refunds.set("re_by_hand", { id: "re_by_hand", object: "refund", amount: 18_500, currency: "usd", status: "pending", payment_intent: intentId, charge: "ch_x", metadata: {}, reason: null, failure_reason: null, created: 0 });
    const res = await s.admins(REFUND, { orderId: order.id });
    expect(res.errors![0]).toMatchObject({ extensions: { code: "CONFLICT" } });
    expect(res.errors![0].message).toMatch(/^The payment provider refused this refund: Refund amount/);
    const now = await s.order(order.id);
    expect(now.refunds).toEqual([expect.objectContaining({ status: "failed", amount: 185 })]);
    expect(now.status).toBe("delivered");
  });
});

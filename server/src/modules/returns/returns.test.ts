import { signUpAndSignIn, startTestShop, uniqueEmail } from "../../../test/harness";
import { startStripeStandIn, type StripeStandIn } from "../../../test/stripe-stand-in";
import { pdfText } from "../../../test/pdf-text";
import { waitUntil } from "../../../test/wait";

/**
 * Returns (ADR 0072): asked within each destination's window, handled through one table of moves with
 * their events and emails, and refunded through the order's refunds.
 */

const RETURN_FIELDS = /* GraphQL */ `
  id number status reason note deadline rejectReason returnShipping
  lines { id quantity receivedQuantity restocked orderLine { id name } }
  vehicle { id }
  refund { amount status }
  events { from to actor note }
  nextActions
`;
const REQUEST = `mutation($input: RequestReturnInput!) { requestReturn(input: $input) { ${RETURN_FIELDS} } }`;
const APPROVE = `mutation($id: ID!, $note: String) { approveReturn(id: $id, note: $note) { ${RETURN_FIELDS} } }`;
const REJECT = `mutation($id: ID!, $reason: String!) { rejectReturn(id: $id, reason: $reason) { ${RETURN_FIELDS} } }`;
const CANCEL = `mutation($id: ID!) { cancelReturn(id: $id) { ${RETURN_FIELDS} } }`;
const RECEIVE = `mutation($id: ID!, $lines: [ReceiveReturnLineInput!]!) { receiveReturn(id: $id, lines: $lines) { ${RETURN_FIELDS} } }`;
const ORDER = `query($id: ID!) { order(id: $id) { id status refunded total returnable returnDeadline lines { id quantity refundedQuantity returnableQuantity } returns { id number status } } }`;

interface ReturnView {
  id: string;
  number: string;
  status: string;
  reason: string;
  note: string | null;
  deadline: string;
  rejectReason: string | null;
  returnShipping: string;
  lines: { id: string; quantity: number; receivedQuantity: number | null; restocked: number | null; orderLine: { id: string; name: string } }[];
  vehicle: { id: string } | null;
  refund: { amount: number; status: string } | null;
  events: { from: string | null; to: string; actor: string; note: string | null }[];
  nextActions: string[];
}

interface OrderView {
  id: string;
  status: string;
  refunded: number;
  total: number;
  returnable: boolean;
  returnDeadline: string | null;
  lines: { id: string; quantity: number; refundedQuantity: number; returnableQuantity: number }[];
  returns: { id: string; number: string; status: string }[];
}

const DENVER = { fullName: "Dana Cruz", line1: "1600 Pennsylvania St", city: "Denver", region: "CO", postalCode: "80203", country: "US", phone: "+1 303 555 0100" };
const BERLIN = { fullName: "Jonas Weber", line1: "Friedrichstraße 123", city: "Berlin", postalCode: "10117", country: "DE", phone: "+49 30 1234567" };
const DAY = 24 * 60 * 60 * 1000;

/**
 * A shop with US and German zones and two parts: an order is $40 pads × 2 and a $90 chain, $15 shipping
 * ($185 to Denver; to Berlin with German VAT charged at checkout).
 */
async function returnsShop(options: { stripe?: StripeStandIn } = {}) {
  const adminEmail = uniqueEmail("admin");
  const shop = await startTestShop({ adminEmails: [adminEmail], stripe: options.stripe, env: options.stripe ? {} : { DEMO_PAYMENTS: "true" } });
  const admin = await signUpAndSignIn(shop, { email: adminEmail, displayName: "Shop Admin" });
  const admins = <T = Record<string, unknown>>(query: string, variables: Record<string, unknown>) => shop.graphql<T>(query, variables, admin.token);
  const methods: Record<string, string> = {};
  for (const [name, country] of [["Returns US", "US"], ["Returns DE", "DE"]]) {
    const zone = await admins<{ saveShippingZone: { methods: { id: string }[] } }>(`mutation($input: ShippingZoneInput!) { saveShippingZone(input: $input) { methods { id } } }`, {
      input: { name, countries: [country], methods: [{ label: "Ground", minDays: 3, maxDays: 9, rates: [{ maxWeightKg: 30, price: 15 }] }] },
    });
    expect(zone.errors).toBeUndefined();
    methods[country] = zone.data!.saveShippingZone.methods[0].id;
  }
  const part = async (name: string, price: number) => {
    const res = await admins<{ addPart: { id: string } }>(`mutation($input: PartInput!) { addPart(input: $input) { id } }`, {
      input: { name, description: "For the returns tests.", picture: "/images/parts/adjustable-levers.svg", price, minquantity: 1, avquantity: 1_000, weightKg: 0.5 },
    });
    expect(res.errors).toBeUndefined();
    return res.data!.addPart.id;
  };
  const pads = await part("Return brake pads", 40);
  const chain = await part("Return chain kit", 90);
  const stock = async (id: string) => (await shop.prisma.part.findUniqueOrThrow({ where: { id } })).availableQuantity;

  /** A buyer's order of both parts, paid (the demo method, or by card through the stand-in), shipped and delivered `daysAgo` days ago. */
  async function deliveredOrder(buyer: { token: string }, opts: { to?: typeof DENVER | typeof BERLIN; daysAgo?: number; deliver?: boolean } = {}) {
    const to = opts.to ?? DENVER;
    const placed = await shop.graphql<{ checkout: { id: string; total: number; lines: { id: string }[] } }>(
      `mutation($input: CheckoutInput!) { checkout(input: $input) { id total lines { id } } }`,
      { input: { lines: [{ partId: pads, quantity: 2 }, { partId: chain, quantity: 1 }], address: to, shippingMethod: methods[to.country], idempotencyKey: `return-${Math.random().toString(36).slice(2)}` } },
      buyer.token,
    );
    expect(placed.errors).toBeUndefined();
    const order = placed.data!.checkout;
    if (options.stripe) {
      const intent = await shop.graphql<{ createPaymentIntent: { id: string } }>(`mutation($id: ID!) { createPaymentIntent(orderId: $id) { id } }`, { id: order.id }, buyer.token);
      expect(intent.errors).toBeUndefined();
      expect(await options.stripe.succeed(intent.data!.createPaymentIntent.id)).toBe(200);
      await waitUntil(async () => (await shop.prisma.order.findUniqueOrThrow({ where: { id: order.id } })).status === "paid", "the card payment's webhook");
    } else {
      expect((await shop.graphql(`mutation($id: ID!) { payOrderWithDemo(orderId: $id) { status } }`, { id: order.id }, buyer.token)).errors).toBeUndefined();
    }
    const tracking = `1Z${Math.random().toString(36).slice(2, 12).toUpperCase()}`;
    expect((await admins(`mutation($id: ID!, $t: String!) { addShipment(orderId: $id, input: { carrier: ups, trackingNumber: $t }) { status } }`, { id: order.id, t: tracking })).errors).toBeUndefined();
    if (opts.deliver !== false) {
      expect((await admins(`mutation($id: ID!) { markOrderDelivered(id: $id) { status } }`, { id: order.id })).errors).toBeUndefined();
      // When it was delivered is the order's history: set back as if the parcel arrived that long ago.
      if (opts.daysAgo) await deliveredAt(order.id, new Date(Date.now() - opts.daysAgo * DAY));
    }
    return { id: order.id, total: order.total, padsLine: order.lines[0].id, chainLine: order.lines[1].id };
  }
  const deliveredAt = (orderId: string, at: Date) => shop.prisma.orderEvent.updateMany({ where: { orderId, toStatus: "delivered" }, data: { createdAt: at } });
  const order = async (id: string, token: string) => {
    const res = await shop.graphql<{ order: OrderView }>(ORDER, { id }, token);
    expect(res.errors).toBeUndefined();
    return res.data!.order;
  };
  const request = (token: string, input: Record<string, unknown>) => shop.graphql<{ requestReturn: ReturnView }>(REQUEST, { input }, token);
  const emails = (orderId: string) => shop.prisma.outboxEmail.findMany({ where: { orderId, kind: { startsWith: "return-" } }, orderBy: { createdAt: "asc" } });
  return { shop, admin, admins, pads, chain, stock, deliveredOrder, deliveredAt, order, request, emails };
}

type ReturnsShop = Awaited<ReturnType<typeof returnsShop>>;

describe("returns", () => {
  let s: ReturnsShop;
  let buyer: { token: string; email: string };
  beforeAll(async () => {
    s = await returnsShop();
    buyer = await signUpAndSignIn(s.shop, { displayName: "Dana Cruz" });
  });
  afterAll(() => s.shop.close());

  it("opens each destination's window at delivery and closes it after its days: 30 in the US, 14 in Germany", async () => {
    const cases = [
      { to: DENVER, daysAgo: 29.99, open: true },
      { to: DENVER, daysAgo: 30.01, open: false },
      { to: BERLIN, daysAgo: 13.99, open: true },
      { to: BERLIN, daysAgo: 14.01, open: false },
    ];
    for (const c of cases) {
      const placed = await s.deliveredOrder(buyer, { to: c.to, daysAgo: c.daysAgo });
      const shown = await s.order(placed.id, buyer.token);
      expect(shown.returnable).toBe(c.open);
      const days = c.to.country === "DE" ? 14 : 30;
      const delivered = Date.now() - c.daysAgo * DAY;
      expect(Math.abs(new Date(shown.returnDeadline!).getTime() - (delivered + days * DAY))).toBeLessThan(60_000);
      const res = await s.request(buyer.token, { orderId: placed.id, lines: [{ orderLineId: placed.padsLine, quantity: 1 }], reason: "CHANGED_MIND" });
      if (c.open) {
        expect(res.errors).toBeUndefined();
        expect(res.data!.requestReturn).toMatchObject({ status: "REQUESTED", number: expect.stringMatching(/^RMA-\d{4,}$/) });
      } else {
        expect(res.errors![0]).toMatchObject({ message: expect.stringMatching(new RegExp(`^The ${days}-day return window of this order closed on `)), extensions: { code: "CONFLICT", reason: "RETURN_WINDOW_CLOSED" } });
        expect((await s.order(placed.id, buyer.token)).returns).toEqual([]);
      }
    }
  });

  it("refuses an order not delivered yet, and another buyer's order as not found", async () => {
    const shipped = await s.deliveredOrder(buyer, { deliver: false });
    expect((await s.order(shipped.id, buyer.token)).returnable).toBe(false);
    const early = await s.request(buyer.token, { orderId: shipped.id, lines: [{ orderLineId: shipped.padsLine, quantity: 1 }], reason: "FAULTY" });
    expect(early.errors![0]).toMatchObject({ message: "This order is on its way: ask for a return once it is delivered.", extensions: { code: "CONFLICT", reason: "NOT_DELIVERED" } });

    const delivered = await s.deliveredOrder(buyer);
    const other = await signUpAndSignIn(s.shop, { displayName: "Someone Else" });
    const theirs = await s.request(other.token, { orderId: delivered.id, lines: [{ orderLineId: delivered.padsLine, quantity: 1 }], reason: "FAULTY" });
    expect(theirs.errors![0]).toMatchObject({ message: "No order of yours has this id.", extensions: { code: "NOT_FOUND" } });
  });

  it("checks the input on the server: lines, quantities, reason and note, each under its field", async () => {
    const placed = await s.deliveredOrder(buyer);
    const bad = await s.request(buyer.token, { orderId: placed.id, lines: [], reason: "CHANGED_MIND", note: "x".repeat(1001) });
    expect(bad.errors![0].extensions).toMatchObject({
      code: "BAD_USER_INPUT",
      fields: expect.arrayContaining([
        { field: "input.lines", message: "Choose at least one part to return." },
        { field: "input.note", message: "A note has at most 1,000 characters." },
      ]),
    });
    const twice = await s.request(buyer.token, { orderId: placed.id, lines: [{ orderLineId: placed.padsLine, quantity: 1 }, { orderLineId: placed.padsLine, quantity: 1 }], reason: "FAULTY" });
    expect(twice.errors![0]).toMatchObject({ message: "A line appears twice: give each line once.", extensions: { field: "input.lines.1.orderLineId" } });
    const foreign = await s.request(buyer.token, { orderId: placed.id, lines: [{ orderLineId: "00000000-0000-4000-8000-000000000000", quantity: 1 }], reason: "FAULTY" });
    expect(foreign.errors![0]).toMatchObject({ message: "This order has no such line.", extensions: { field: "input.lines.0.orderLineId" } });
    expect((await s.order(placed.id, buyer.token)).returns).toEqual([]);
  });

  it("counts units refunded and units in returns under way against what may be asked: two requests at once take them once", async () => {
    const placed = await s.deliveredOrder(buyer);
    const refunded = await s.admins(`mutation($id: ID!, $input: RefundInput) { refundOrder(orderId: $id, input: $input) { id } }`, {
      id: placed.id,
      input: { lines: [{ lineId: placed.padsLine, quantity: 1, returned: false }] },
    });
    expect(refunded.errors).toBeUndefined();
    expect((await s.order(placed.id, buyer.token)).lines[0]).toMatchObject({ quantity: 2, refundedQuantity: 1, returnableQuantity: 1 });

    const tooMany = await s.request(buyer.token, { orderId: placed.id, lines: [{ orderLineId: placed.padsLine, quantity: 2 }], reason: "CHANGED_MIND" });
    expect(tooMany.errors![0]).toMatchObject({
      message: "Only 1 of Return brake pads can still be returned (2 bought, 1 returned or refunded already).",
      extensions: { code: "BAD_USER_INPUT", field: "input.lines.0.quantity" },
    });

    const input = { orderId: placed.id, lines: [{ orderLineId: placed.padsLine, quantity: 1 }], reason: "CHANGED_MIND" };
    const both = await Promise.all([s.request(buyer.token, input), s.request(buyer.token, input)]);
    expect(both.filter((r) => !r.errors)).toHaveLength(1);
    expect(both.find((r) => r.errors)!.errors![0]).toMatchObject({ message: "Return brake pads is returned or refunded already.", extensions: { field: "input.lines.0.quantity" } });
    const after = await s.order(placed.id, buyer.token);
    expect(after.returns).toHaveLength(1);
    expect(after.lines.map((l) => l.returnableQuantity)).toEqual([0, 1]);

    // A cancelled return gives its units back to what may be asked.
    expect((await s.shop.graphql(CANCEL, { id: after.returns[0].id }, buyer.token)).errors).toBeUndefined();
    expect((await s.order(placed.id, buyer.token)).lines[0].returnableQuantity).toBe(1);
  });

  it("takes a part that cannot be returned once fitted back only when the shop was at fault", async () => {
    const placed = await s.deliveredOrder(buyer);
    const flag = (returnable: boolean) =>
      s.admins<{ updatePart: { returnable: boolean } }>(`mutation($id: ID!, $input: PartDetailsInput!) { updatePart(id: $id, input: $input) { returnable } }`, {
        id: s.chain,
        input: { name: "Return chain kit", description: "For the returns tests.", picture: "/images/parts/adjustable-levers.svg", price: 90, minquantity: 1, returnable },
      });
    expect((await flag(false)).data).toEqual({ updatePart: { returnable: false } });
    try {
      const mind = await s.request(buyer.token, { orderId: placed.id, lines: [{ orderLineId: placed.chainLine, quantity: 1 }], reason: "CHANGED_MIND" });
      expect(mind.errors![0]).toMatchObject({
        message: "Return chain kit cannot be returned once fitted, unless it was wrong, damaged or faulty.",
        extensions: { code: "BAD_USER_INPUT", field: "input.lines.0.orderLineId" },
      });
      const faulty = await s.request(buyer.token, { orderId: placed.id, lines: [{ orderLineId: placed.chainLine, quantity: 1 }], reason: "FAULTY" });
      expect(faulty.errors).toBeUndefined();
    } finally {
      expect((await flag(true)).data).toEqual({ updatePart: { returnable: true } });
    }
  });

  it("moves only as the table allows, each move with its event and its email", async () => {
    const placed = await s.deliveredOrder(buyer);
    const asked = await s.request(buyer.token, { orderId: placed.id, lines: [{ orderLineId: placed.padsLine, quantity: 1 }], reason: "CHANGED_MIND", note: "Ordered the wrong size." });
    const ret = asked.data!.requestReturn;
    expect(ret).toMatchObject({ note: "Ordered the wrong size.", returnShipping: "You pay for the parcel back; the shipping you paid is not refunded.", nextActions: ["CANCEL"] });

    // Not received before it is approved; a buyer may not approve.
    expect((await s.admins(RECEIVE, { id: ret.id, lines: [{ returnLineId: ret.lines[0].id, quantity: 1, restock: true }] })).errors![0]).toMatchObject({
      message: "A return that is requested cannot become received.",
      extensions: { code: "CONFLICT" },
    });
    expect((await s.shop.graphql(APPROVE, { id: ret.id }, buyer.token)).errors![0].extensions).toMatchObject({ code: "FORBIDDEN" });

    const approved = await s.admins<{ approveReturn: ReturnView }>(APPROVE, { id: ret.id, note: "Send it in its box, please." });
    expect(approved.data!.approveReturn).toMatchObject({ status: "APPROVED", nextActions: ["RECEIVE"] });
    expect((await s.admins(APPROVE, { id: ret.id })).errors![0].message).toBe("A return that is approved cannot become approved.");
    expect((await s.admins(REJECT, { id: ret.id, reason: "Too late." })).errors![0].message).toBe("A return that is approved cannot become rejected.");

    const cancelled = await s.shop.graphql<{ cancelReturn: ReturnView }>(CANCEL, { id: ret.id }, buyer.token);
    expect(cancelled.data!.cancelReturn.status).toBe("CANCELLED");
    expect(cancelled.data!.cancelReturn.events.map((e) => [e.from, e.to, e.actor])).toEqual([
      [null, "REQUESTED", "buyer"],
      ["REQUESTED", "APPROVED", "admin"],
      ["APPROVED", "CANCELLED", "buyer"],
    ]);
    expect((await s.shop.graphql(CANCEL, { id: ret.id }, buyer.token)).errors![0].message).toBe("A return that is cancelled cannot become cancelled.");

    // A rejection needs a reason, which its email gives.
    const second = (await s.request(buyer.token, { orderId: placed.id, lines: [{ orderLineId: placed.chainLine, quantity: 1 }], reason: "OTHER" })).data!.requestReturn;
    expect((await s.admins(REJECT, { id: second.id, reason: "  " })).errors![0].extensions).toMatchObject({ code: "BAD_USER_INPUT", field: "reason" });
    const rejected = await s.admins<{ rejectReturn: ReturnView }>(REJECT, { id: second.id, reason: "The chain was fitted and run." });
    expect(rejected.data!.rejectReturn).toMatchObject({ status: "REJECTED", rejectReason: "The chain was fitted and run.", nextActions: [] });
    expect((await s.shop.graphql(CANCEL, { id: second.id }, buyer.token)).errors![0].message).toBe("A return that is rejected cannot become cancelled.");

    const mail = await s.emails(placed.id);
    expect(mail.map((m) => m.kind)).toEqual(["return-requested", "return-approved", "return-requested", "return-rejected"]);
    // A rejected return has no papers; another rider's return is not found.
    const papers = (id: string, token: string) => fetch(`${s.shop.url}/returns/${id}/invoice.pdf`, { headers: { authorization: `Bearer ${token}` } });
    expect((await papers(second.id, buyer.token)).status).toBe(409);
    const stranger = await signUpAndSignIn(s.shop, { displayName: "Paper Rider" });
    expect((await papers(ret.id, stranger.token)).status).toBe(404);
    expect(mail.every((m) => m.toEmail === buyer.email)).toBe(true);
    expect(mail[1].text).toContain("Send it in its box, please.");
    expect(mail[1].text).toContain(`write ${ret.number} on the parcel`);
    expect(mail[1].text).toContain("4120 Commerce Drive, Suite B");
    // From inside the US the parcel crosses no border.
    expect(mail[1].text).not.toContain("Returned goods");
    expect(mail[3].text).toContain("Why: The chain was fitted and run.");
  });

  it("refuses, in every state, each move the table does not allow, naming both states", async () => {
    const lineOf = (ret: ReturnView) => [{ returnLineId: ret.lines[0].id, quantity: 1, restock: false }];
    const moves = {
      approve: (ret: ReturnView) => s.admins(APPROVE, { id: ret.id }),
      reject: (ret: ReturnView) => s.admins(REJECT, { id: ret.id, reason: "No." }),
      cancel: (ret: ReturnView) => s.shop.graphql(CANCEL, { id: ret.id }, buyer.token),
      receive: (ret: ReturnView) => s.admins(RECEIVE, { id: ret.id, lines: lineOf(ret) }),
    };
    type Move = keyof typeof moves;
    const target: Record<Move, string> = { approve: "approved", reject: "rejected", cancel: "cancelled", receive: "received" };
    // Each state, reached through the API, and the moves the table allows from it.
    const states: { status: string; path: Move[]; allowed: Move[] }[] = [
      { status: "requested", path: [], allowed: ["approve", "reject", "cancel"] },
      { status: "approved", path: ["approve"], allowed: ["cancel", "receive"] },
      { status: "rejected", path: ["reject"], allowed: [] },
      { status: "cancelled", path: ["cancel"], allowed: [] },
      { status: "refunded", path: ["approve", "receive"], allowed: [] },
    ];
    for (const state of states) {
      const placed = await s.deliveredOrder(buyer);
      const ret = (await s.request(buyer.token, { orderId: placed.id, lines: [{ orderLineId: placed.padsLine, quantity: 1 }], reason: "OTHER" })).data!.requestReturn;
      for (const step of state.path) expect((await moves[step](ret)).errors).toBeUndefined();
      for (const move of Object.keys(moves) as Move[]) {
        if (state.allowed.includes(move)) continue;
        const res = await moves[move](ret);
        expect([state.status, move, res.errors?.[0]]).toEqual([
          state.status,
          move,
          expect.objectContaining({ message: `A return that is ${state.status} cannot become ${target[move]}.`, extensions: expect.objectContaining({ code: "CONFLICT" }) }),
        ]);
      }
      // Nothing refused left a trace: the history has only the moves made.
      const events = await s.shop.prisma.returnEvent.count({ where: { returnId: ret.id } });
      expect(events).toBe(1 + state.path.length + (state.status === "refunded" ? 1 : 0));
    }
  });

  it("refunds what came back: the units' price, their shipping when the shop was at fault, and restocks only what goes back on sale", async () => {
    const placed = await s.deliveredOrder(buyer);
    const padsBefore = await s.stock(s.pads);
    const ret = (await s.request(buyer.token, { orderId: placed.id, lines: [{ orderLineId: placed.padsLine, quantity: 2 }], reason: "WRONG_PART" })).data!.requestReturn;
    expect(ret.returnShipping).toBe("We pay for the parcel back and refund the shipping you paid for these parts.");
    await s.admins(APPROVE, { id: ret.id });
    expect((await s.admins(RECEIVE, { id: ret.id, lines: [{ returnLineId: ret.lines[0].id, quantity: 3, restock: true }] })).errors![0]).toMatchObject({
      message: "Only 2 of this line were asked back.",
      extensions: { field: "lines.0.quantity" },
    });
    expect((await s.admins(RECEIVE, { id: ret.id, lines: [{ returnLineId: ret.lines[0].id, quantity: 0, restock: true }] })).errors![0].message).toBe("Record at least one unit that arrived.");

    // One pad set arrived, sold again; $40 of the $170 of parts takes $40/$170 of the $15 shipping: $3.53.
    const received = await s.admins<{ receiveReturn: ReturnView }>(RECEIVE, { id: ret.id, lines: [{ returnLineId: ret.lines[0].id, quantity: 1, restock: true }] });
    expect(received.errors).toBeUndefined();
    expect(received.data!.receiveReturn).toMatchObject({
      status: "REFUNDED",
      lines: [{ quantity: 2, receivedQuantity: 1, restocked: 1 }],
      refund: { amount: 43.53, status: "succeeded" },
    });
    expect(received.data!.receiveReturn.events.map((e) => e.to)).toEqual(["REQUESTED", "APPROVED", "RECEIVED", "REFUNDED"]);
    expect(await s.stock(s.pads)).toBe(padsBefore + 1);
    const shown = await s.order(placed.id, buyer.token);
    expect(shown).toMatchObject({ status: "delivered", refunded: 43.53 });
    // The pad set that did not arrive may be asked again.
    expect(shown.lines[0].returnableQuantity).toBe(1);

    const mail = await s.emails(placed.id);
    expect(mail.map((m) => m.kind)).toEqual(["return-requested", "return-approved", "return-received", "return-refunded"]);
    expect(mail[2].text).toContain("Return brake pads: 1 unit of 2 arrived");
    expect(mail[3].text).toContain("We refunded $43.53");
  });

  it("refunds a whole order returned in full, shipping and all, and leaves what is not restocked off the shelf", async () => {
    const placed = await s.deliveredOrder(buyer);
    const chainBefore = await s.stock(s.chain);
    const ret = (
      await s.request(buyer.token, {
        orderId: placed.id,
        lines: [
          { orderLineId: placed.padsLine, quantity: 2 },
          { orderLineId: placed.chainLine, quantity: 1 },
        ],
        reason: "CHANGED_MIND",
      })
    ).data!.requestReturn;
    await s.admins(APPROVE, { id: ret.id });
    const received = await s.admins<{ receiveReturn: ReturnView }>(RECEIVE, {
      id: ret.id,
      lines: [
        { returnLineId: ret.lines[0].id, quantity: 2, restock: true },
        { returnLineId: ret.lines[1].id, quantity: 1, restock: false },
      ],
    });
    expect(received.data!.receiveReturn).toMatchObject({ status: "REFUNDED", refund: { amount: 185 }, lines: [{ restocked: 2 }, { restocked: 0 }] });
    expect(await s.order(placed.id, buyer.token)).toMatchObject({ status: "refunded", refunded: 185, returnable: false });
    expect(await s.stock(s.chain)).toBe(chainBefore);
  });

  it("gives back the VAT charged on the units returned from Germany, with the customs words for the parcel back", async () => {
    const placed = await s.deliveredOrder(buyer, { to: BERLIN });
    const charged = await s.shop.prisma.order.findUniqueOrThrow({ where: { id: placed.id } });
    expect(charged.taxesCents).toBeGreaterThan(0);
    const ret = (await s.request(buyer.token, { orderId: placed.id, lines: [{ orderLineId: placed.chainLine, quantity: 1 }], reason: "DOES_NOT_FIT" })).data!.requestReturn;
    await s.admins(APPROVE, { id: ret.id });
    const received = await s.admins<{ receiveReturn: ReturnView }>(RECEIVE, { id: ret.id, lines: [{ returnLineId: ret.lines[0].id, quantity: 1, restock: true }] });
    const share = 9000 / charged.subtotalCents;
    const expected = 9000 + Math.round(share * (charged.dutiesCents + charged.taxesCents));
    expect(received.data!.receiveReturn.refund!.amount).toBeCloseTo(expected / 100, 2);
    // The parcel's customs invoice, once approved: the unit back at its value, under the original invoice.
    const paper = await fetch(`${s.shop.url}/returns/${ret.id}/invoice.pdf`, { headers: { authorization: `Bearer ${buyer.token}` } });
    expect(paper.status).toBe(200);
    expect(paper.headers.get("content-type")).toBe("application/pdf");
    const text = (await pdfText(Buffer.from(await paper.arrayBuffer()))).join("\n");
    expect(text).toContain(`Commercial invoice: returned goods`);
    expect(text).toContain(`Original invoice MP-${charged.number}`);
    expect(text).toContain("Jonas Weber");
    expect(text).toContain("Return chain kit");
    expect(text).toContain("American goods returned for refund");
    expect(text).toContain("HTSUS 9801.00.10");
    const approved = (await s.emails(placed.id)).find((m) => m.kind === "return-approved")!;
    expect(approved.text).toContain(`"Returned goods: American goods returned for refund"`);
    expect(approved.text).toMatch(/original invoice number MP-\d+/);
  });

  it("receives a return once when two admins record it at once", async () => {
    const placed = await s.deliveredOrder(buyer);
    const ret = (await s.request(buyer.token, { orderId: placed.id, lines: [{ orderLineId: placed.padsLine, quantity: 1 }], reason: "FAULTY" })).data!.requestReturn;
    await s.admins(APPROVE, { id: ret.id });
    const lines = [{ returnLineId: ret.lines[0].id, quantity: 1, restock: false }];
    const both = await Promise.all([s.admins(RECEIVE, { id: ret.id, lines }), s.admins(RECEIVE, { id: ret.id, lines })]);
    expect(both.filter((r) => !r.errors)).toHaveLength(1);
    expect(both.find((r) => r.errors)!.errors![0]).toMatchObject({ message: "A return that is refunded cannot become received.", extensions: { code: "CONFLICT" } });
    expect(await s.shop.prisma.refund.count({ where: { orderId: placed.id } })).toBe(1);
  });

  it("exchanges a faulty part: the units that arrived go out again as a zero-price order linked to the return", async () => {
    const placed = await s.deliveredOrder(buyer);
    const mind = await s.request(buyer.token, { orderId: placed.id, lines: [{ orderLineId: placed.chainLine, quantity: 1 }], reason: "CHANGED_MIND", exchange: true });
    expect(mind.errors![0]).toMatchObject({ message: "An exchange sends the same part again: ask for one when it arrived damaged or faulty.", extensions: { field: "input.exchange" } });

    const ret = (await s.request(buyer.token, { orderId: placed.id, lines: [{ orderLineId: placed.chainLine, quantity: 1 }], reason: "FAULTY", exchange: true })).data!.requestReturn;
    await s.admins(APPROVE, { id: ret.id });
    const before = await s.stock(s.chain);
    const received = await s.admins<{ receiveReturn: ReturnView & { exchangeOrder: { id: string; status: string; total: number; lines: { name: string; quantity: number; unitPrice: number }[] } } }>(
      `mutation($id: ID!, $lines: [ReceiveReturnLineInput!]!) { receiveReturn(id: $id, lines: $lines) { ${RETURN_FIELDS} exchange exchangeOrder { id status total lines { name quantity unitPrice } } } }`,
      { id: ret.id, lines: [{ returnLineId: ret.lines[0].id, quantity: 1, restock: false }] },
    );
    expect(received.errors).toBeUndefined();
    const done = received.data!.receiveReturn;
    expect(done).toMatchObject({ status: "EXCHANGED", exchange: true, refund: null });
    expect(done.exchangeOrder).toMatchObject({ status: "paid", total: 0, lines: [{ name: "Return chain kit", quantity: 1, unitPrice: 0 }] });
    expect(done.events.map((e) => e.to)).toEqual(["REQUESTED", "APPROVED", "RECEIVED", "EXCHANGED"]);
    // The faulty unit stays off the shelf, and the replacement took one.
    expect(await s.stock(s.chain)).toBe(before - 1);
    expect(await s.order(placed.id, buyer.token)).toMatchObject({ status: "delivered", refunded: 0 });
    const replacement = await s.shop.prisma.order.findUniqueOrThrow({ where: { id: done.exchangeOrder.id } });
    expect(replacement.shippingAddress).toEqual((await s.shop.prisma.order.findUniqueOrThrow({ where: { id: placed.id } })).shippingAddress);
    const mail = await s.emails(placed.id);
    expect(mail.map((m) => m.kind)).toEqual(["return-requested", "return-approved", "return-received", "return-exchanged"]);
    expect(mail[3].text).toContain(`as order MP-${replacement.number}`);
    // Nothing to pay, so no order or payment emails of its own.
    expect(await s.shop.prisma.outboxEmail.count({ where: { orderId: replacement.id } })).toBe(0);
  });

  it("refunds an exchange instead when the replacement is out of stock", async () => {
    const placed = await s.deliveredOrder(buyer);
    const ret = (await s.request(buyer.token, { orderId: placed.id, lines: [{ orderLineId: placed.padsLine, quantity: 1 }], reason: "DAMAGED", exchange: true })).data!.requestReturn;
    await s.admins(APPROVE, { id: ret.id });
    const stock = await s.stock(s.pads);
    await s.shop.prisma.part.update({ where: { id: s.pads }, data: { availableQuantity: 0 } });
    try {
      const lines = [{ returnLineId: ret.lines[0].id, quantity: 1, restock: false }];
      const out = await s.admins(RECEIVE, { id: ret.id, lines });
      expect(out.errors![0]).toMatchObject({ message: "Not enough Return brake pads in stock to send a replacement: refund the return instead.", extensions: { code: "CONFLICT" } });
      // Nothing was written: the return waits, approved.
      expect((await s.shop.graphql<{ returnRequest: { status: string } }>(`query($id: ID!) { returnRequest(id: $id) { status } }`, { id: ret.id }, buyer.token)).data!.returnRequest.status).toBe("APPROVED");
      const refunded = await s.admins<{ receiveReturn: ReturnView }>(
        `mutation($id: ID!, $lines: [ReceiveReturnLineInput!]!) { receiveReturn(id: $id, lines: $lines, refundInstead: true) { ${RETURN_FIELDS} } }`,
        { id: ret.id, lines },
      );
      // Damaged in transit: the shop's fault, so the pads' share of the shipping comes back too.
      expect(refunded.data!.receiveReturn).toMatchObject({ status: "REFUNDED", refund: { amount: 43.53 } });
    } finally {
      await s.shop.prisma.part.update({ where: { id: s.pads }, data: { availableQuantity: stock } });
    }
  });

  it("records the bike a part did not fit, and reports a part that came back twice for the same bike", async () => {
    const bike = await s.shop.prisma.vehicle.create({
      data: { make: "Yamaha", model: "MT-07", makeSlug: "yamaha", modelSlug: "mt-07", year: 2019, variant: "Returns", engineCc: 689, type: "street", searchKey: "yamahamt07returns" },
    });
    const riders = [buyer, await signUpAndSignIn(s.shop, { displayName: "Second Rider" })];
    for (const rider of riders) {
      expect((await s.shop.graphql(`mutation($v: ID!) { addToGarage(vehicleId: $v) { vehicle { id } } }`, { v: bike.id }, rider.token)).errors).toBeUndefined();
      const placed = await s.deliveredOrder(rider);
      const ret = await s.request(rider.token, { orderId: placed.id, lines: [{ orderLineId: placed.chainLine, quantity: 1 }], reason: "DOES_NOT_FIT" });
      expect(ret.data!.requestReturn.vehicle).toEqual({ id: bike.id });
    }
    const stranger = await s.request(buyer.token, { orderId: (await s.deliveredOrder(buyer)).id, lines: [], reason: "DOES_NOT_FIT", vehicleId: "00000000-0000-4000-8000-000000000000" });
    expect(stranger.errors![0].extensions!.code).toBe("BAD_USER_INPUT");
    const report = await s.admins<{ returnFitmentReport: { part: { id: string }; vehicle: { id: string }; returns: number }[] }>(
      `{ returnFitmentReport { part { id } vehicle { id } returns lastReturnedAt } }`,
      {},
    );
    expect(report.data!.returnFitmentReport).toEqual([expect.objectContaining({ part: { id: s.chain }, vehicle: { id: bike.id }, returns: 2 })]);
  });

  it("lists returns for admins by status, and lets only the buyer and admins read one", async () => {
    const placed = await s.deliveredOrder(buyer);
    const ret = (await s.request(buyer.token, { orderId: placed.id, lines: [{ orderLineId: placed.padsLine, quantity: 1 }], reason: "DAMAGED" })).data!.requestReturn;
    const list = await s.admins<{ returns: { edges: { node: { id: string; status: string; email: string } }[]; totalCount: number } }>(
      `query($status: ReturnStatus) { returns(status: $status, first: 100) { edges { node { id status email } } totalCount } }`,
      { status: "REQUESTED" },
    );
    expect(list.data!.returns.edges.map((e) => e.node)).toContainEqual({ id: ret.id, status: "REQUESTED", email: buyer.email });
    expect(list.data!.returns.edges.every((e) => e.node.status === "REQUESTED")).toBe(true);
    const read = `query($id: ID!) { returnRequest(id: $id) { id } }`;
    expect((await s.shop.graphql(read, { id: ret.id }, buyer.token)).data).toEqual({ returnRequest: { id: ret.id } });
    const other = await signUpAndSignIn(s.shop, { displayName: "Nosy Rider" });
    expect((await s.shop.graphql(read, { id: ret.id }, other.token)).errors![0].extensions!.code).toBe("NOT_FOUND");
  });

  it("asks for a return over REST: POST /orders/{id}/returns answers 201 with the return", async () => {
    const placed = await s.deliveredOrder(buyer);
    const res = await fetch(`${s.shop.url}/orders/${placed.id}/returns`, {
      method: "POST",
      headers: { authorization: `Bearer ${buyer.token}`, "content-type": "application/json" },
      body: JSON.stringify({ lines: [{ orderLineId: placed.padsLine, quantity: 1 }], reason: "FAULTY", note: "Squeals." }),
    });
    expect(res.status).toBe(201);
    const body = (await res.json()) as { id: string; number: string; status: string; reason: string; lines: { orderLineId: string; quantity: number }[] };
    expect(body).toMatchObject({ number: expect.stringMatching(/^RMA-/), status: "REQUESTED", reason: "FAULTY", lines: [{ orderLineId: placed.padsLine, quantity: 1 }] });
    expect(res.headers.get("location")).toBe(`/returns/${body.id}`);
    const late = await fetch(`${s.shop.url}/orders/${placed.id}/returns`, {
      method: "POST",
      headers: { authorization: `Bearer ${buyer.token}`, "content-type": "application/json" },
      body: JSON.stringify({ lines: [{ orderLineId: placed.padsLine, quantity: 5 }], reason: "FAULTY" }),
    });
    expect(late.status).toBe(400);
  });
});

describe("returns paid by card", () => {
  let stripe: StripeStandIn;
  let s: ReturnsShop;
  beforeAll(async () => {
    stripe = await startStripeStandIn();
    s = await returnsShop({ stripe });
  });
  afterAll(async () => {
    await s.shop.close();
    await stripe.close();
  });

  it("stays received while Stripe refunds it, and becomes refunded when Stripe's webhook says the money went back", async () => {
    stripe.autoSettleRefunds = false;
    const buyer = await signUpAndSignIn(s.shop, { displayName: "Card Rider" });
    const placed = await s.deliveredOrder(buyer);
    const ret = (await s.request(buyer.token, { orderId: placed.id, lines: [{ orderLineId: placed.padsLine, quantity: 1 }], reason: "CHANGED_MIND" })).data!.requestReturn;
    await s.admins(APPROVE, { id: ret.id });
    const received = await s.admins<{ receiveReturn: ReturnView }>(RECEIVE, { id: ret.id, lines: [{ returnLineId: ret.lines[0].id, quantity: 1, restock: true }] });
    expect(received.errors).toBeUndefined();
    expect(received.data!.receiveReturn).toMatchObject({ status: "RECEIVED", refund: { amount: 40, status: "pending" } });
    const refund = await s.shop.prisma.refund.findFirstOrThrow({ where: { orderId: placed.id } });
    expect(refund.providerRefundId).toMatch(/^re_/);
    expect(await stripe.settleRefund(refund.providerRefundId!)).toEqual([200, 200]);
    await waitUntil(async () => (await s.shop.prisma.returnRequest.findUniqueOrThrow({ where: { id: ret.id } })).status === "REFUNDED", "the return refunded");
    const events = await s.shop.prisma.returnEvent.findMany({ where: { returnId: ret.id }, orderBy: { seq: "asc" } });
    expect(events.map((e) => [e.toStatus, e.actor])).toEqual([
      ["REQUESTED", "buyer"],
      ["APPROVED", "admin"],
      ["RECEIVED", "admin"],
      ["REFUNDED", "payment"],
    ]);
  });
});

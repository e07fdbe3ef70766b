import { signUpAndSignIn, startTestShop, uniqueEmail, type SignedInUser, type TestShop } from "../../../test/harness";
import { deliverWebhook, signedEvent, startStripeStandIn, type StripeStandIn } from "../../../test/stripe-stand-in";

const PAY = `mutation($orderId: ID!) { createPaymentIntent(orderId: $orderId) { id clientSecret amountCents currency order { id status } } }`;
const ORDER = `query($id: ID!) { order(id: $id) { id status paid paidAt } }`;

describe("payments with Stripe", () => {
  let stripe: StripeStandIn;
  let shop: TestShop;
  let admin: SignedInUser;
  let buyer: SignedInUser;
  let other: SignedInUser;
  let partId: string;
  const adminEmail = uniqueEmail("admin");

  beforeAll(async () => {
    stripe = await startStripeStandIn();
    shop = await startTestShop({ adminEmails: [adminEmail], stripe });
    admin = await signUpAndSignIn(shop, { email: adminEmail });
    buyer = await signUpAndSignIn(shop);
    other = await signUpAndSignIn(shop);
    const part = await shop.graphql(
      `mutation { addPart(input: { name: "Chain kit", description: "520 kit", picture: "/images/parts/chain-and-sprocket-kit.svg", price: 179.99, minquantity: 1, avquantity: 1000 }) { id } }`,
      {},
      admin.token,
    );
    partId = part.data!.addPart.id;
  });
  afterAll(async () => {
    await shop.close();
    await stripe.close();
  });

  async function placeOrder(user = buyer, quantity = 2): Promise<string> {
    const res = await shop.graphql(`mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { id } }`, { input: { partId, quantity } }, user.token);
    return res.data!.placeOrder.id;
  }

  const webhookUrl = () => `${shop.url}/stripe/webhook`;
  const orderRow = (id: string) => shop.prisma.order.findUniqueOrThrow({ where: { id } });

  it("tells the browser payments are on, with the publishable key", async () => {
    const config = await (await fetch(`${shop.url}/runtime-config`)).json();
    expect(config.payments).toEqual({ enabled: true, publishableKey: "pk_test_motoparts", demo: false });
  });

  it("creates one PaymentIntent for the server-side total, and reuses it", async () => {
    const orderId = await placeOrder(buyer, 3);
    const first = await shop.graphql(PAY, { orderId }, buyer.token);
    expect(first.errors).toBeUndefined();
    expect(first.data!.createPaymentIntent).toMatchObject({ amountCents: 53997, currency: "usd", order: { id: orderId, status: "unpaid" } });
    expect(first.data!.createPaymentIntent.clientSecret).toMatch(/^pi_.+_secret_/);
    const intent = stripe.intents.get(first.data!.createPaymentIntent.id)!;
    expect(intent.metadata.orderId).toBe(orderId);

    const second = await shop.graphql(PAY, { orderId }, buyer.token);
    expect(second.data!.createPaymentIntent.id).toBe(intent.id);
    expect([...stripe.intents.values()].filter((i) => i.metadata.orderId === orderId)).toHaveLength(1);
    expect((await orderRow(orderId)).paymentIntentId).toBe(intent.id);
  });

  it("marks the order paid when Stripe confirms it", async () => {
    const orderId = await placeOrder();
    const { id } = (await shop.graphql(PAY, { orderId }, buyer.token)).data!.createPaymentIntent;
    expect(await stripe.succeed(id)).toBe(200);
    const order = (await shop.graphql(ORDER, { id: orderId }, buyer.token)).data!.order;
    expect(order).toMatchObject({ status: "paid", paid: true });
    expect(order.paidAt).not.toBeNull();
  });

  it("refuses a webhook with a bad signature and changes nothing", async () => {
    const orderId = await placeOrder();
    const { id } = (await shop.graphql(PAY, { orderId }, buyer.token)).data!.createPaymentIntent;
    const intent = { ...stripe.intents.get(id)!, status: "succeeded", amount_received: stripe.intents.get(id)!.amount };
    const forged = signedEvent("whsec_not_the_shops_secret", "payment_intent.succeeded", intent);
    const res = await deliverWebhook(webhookUrl(), forged);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: "Invalid Stripe signature." });

    const unsigned = await fetch(webhookUrl(), { method: "POST", headers: { "content-type": "application/json" }, body: forged.payload });
    expect(unsigned.status).toBe(400);

    const genuine = signedEvent(stripe.webhookSecret, "payment_intent.succeeded", intent);
    const tampered = await deliverWebhook(webhookUrl(), { payload: genuine.payload.replace(`"amount_received":${intent.amount}`, `"amount_received":1`), signature: genuine.signature });
    expect(tampered.status).toBe(400);

    expect((await orderRow(orderId)).status).toBe("unpaid");
    expect(await shop.prisma.stripeEvent.count({ where: { orderId } })).toBe(0);
  });

  it("handles the same event delivered five times at once exactly once", async () => {
    const orderId = await placeOrder();
    const { id } = (await shop.graphql(PAY, { orderId }, buyer.token)).data!.createPaymentIntent;
    const intent = { ...stripe.intents.get(id)!, status: "succeeded", amount_received: stripe.intents.get(id)!.amount };
    const delivery = signedEvent(stripe.webhookSecret, "payment_intent.succeeded", intent);
    const responses = await Promise.all(Array.from({ length: 5 }, () => deliverWebhook(webhookUrl(), delivery)));
    expect(responses.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    const outcomes = (await Promise.all(responses.map((r) => r.json()))).map((b) => b.outcome).sort();
    expect(outcomes).toEqual(["duplicate", "duplicate", "duplicate", "duplicate", "paid"]);
    expect(await shop.prisma.stripeEvent.count({ where: { id: delivery.eventId } })).toBe(1);
    expect((await orderRow(orderId)).status).toBe("paid");
  });

  it("marks an order paid once when two different success events race", async () => {
    const orderId = await placeOrder();
    const { id } = (await shop.graphql(PAY, { orderId }, buyer.token)).data!.createPaymentIntent;
    const intent = { ...stripe.intents.get(id)!, status: "succeeded", amount_received: stripe.intents.get(id)!.amount };
    const a = signedEvent(stripe.webhookSecret, "payment_intent.succeeded", intent);
    const b = signedEvent(stripe.webhookSecret, "payment_intent.succeeded", intent);
    const [ra, rb] = await Promise.all([deliverWebhook(webhookUrl(), a), deliverWebhook(webhookUrl(), b)]);
    const outcomes = [(await ra.json()).outcome, (await rb.json()).outcome].sort();
    expect(outcomes).toEqual(["already-paid", "paid"]);
    const paidAt = (await orderRow(orderId)).paidAt;
    const late = await deliverWebhook(webhookUrl(), signedEvent(stripe.webhookSecret, "payment_intent.succeeded", intent));
    expect((await late.json()).outcome).toBe("already-paid");
    expect((await orderRow(orderId)).paidAt).toEqual(paidAt);
  });

  it("refuses a payment whose amount or currency does not match the order", async () => {
    const orderId = await placeOrder();
    const { id } = (await shop.graphql(PAY, { orderId }, buyer.token)).data!.createPaymentIntent;
    const intent = stripe.intents.get(id)!;
    for (const wrong of [{ amount_received: intent.amount - 1 }, { amount_received: intent.amount, currency: "eur" }]) {
      const res = await deliverWebhook(webhookUrl(), signedEvent(stripe.webhookSecret, "payment_intent.succeeded", { ...intent, status: "succeeded", ...wrong }));
      expect((await res.json()).outcome).toBe("amount-mismatch");
    }
    expect((await orderRow(orderId)).status).toBe("unpaid");
  });

  it("ignores other event types", async () => {
    const res = await deliverWebhook(webhookUrl(), signedEvent(stripe.webhookSecret, "customer.created", { id: "cus_1" }));
    expect(await res.json()).toEqual({ received: true, handled: false });
  });

  it("lets nobody else pay, read or cancel someone's order", async () => {
    const orderId = await placeOrder();
    for (const [query, vars] of [
      [PAY, { orderId }],
      [ORDER, { id: orderId }],
      [`mutation($id: ID!) { cancelOrder(id: $id) { id } }`, { id: orderId }],
    ] as const) {
      const res = await shop.graphql(query, vars, other.token);
      expect(res.errors![0].extensions!.code).toBe("NOT_FOUND");
    }
    expect((await orderRow(orderId)).paymentIntentId).toBeNull();
  });

  it("refuses to pay a paid or cancelled order, and cancels the PaymentIntent of a cancelled one", async () => {
    const paid = await placeOrder();
    const { id } = (await shop.graphql(PAY, { orderId: paid }, buyer.token)).data!.createPaymentIntent;
    await stripe.succeed(id);
    expect((await shop.graphql(PAY, { orderId: paid }, buyer.token)).errors![0]).toMatchObject({ message: "This order is already paid.", extensions: { code: "CONFLICT" } });

    const cancelled = await placeOrder();
    const intent = (await shop.graphql(PAY, { orderId: cancelled }, buyer.token)).data!.createPaymentIntent;
    await shop.graphql(`mutation($id: ID!) { cancelOrder(id: $id) { id } }`, { id: cancelled }, buyer.token);
    expect(stripe.intents.get(intent.id)!.status).toBe("canceled");
    expect((await shop.graphql(PAY, { orderId: cancelled }, buyer.token)).errors![0]).toMatchObject({ extensions: { code: "CONFLICT" } });
  });

  it("refuses a total under Stripe's smallest card charge clearly, without asking Stripe", async () => {
    const cheap = await shop.graphql(
      `mutation { addPart(input: { name: "Valve cap", description: "Aluminium", picture: "/images/parts/spin-on-oil-filter.svg", price: 0.25, minquantity: 1, avquantity: 10 }) { id } }`,
      {},
      admin.token,
    );
    const placed = await shop.graphql(
      `mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { id } }`,
      { input: { partId: cheap.data!.addPart.id, quantity: 1 } },
      buyer.token,
    );
    const orderId = placed.data!.placeOrder.id;
    const res = await shop.graphql(PAY, { orderId }, buyer.token);
    expect(res.errors![0]).toMatchObject({ message: "Card payments need a total of at least $0.50.", extensions: { code: "BAD_USER_INPUT" } });
    expect((await orderRow(orderId)).paymentIntentId).toBeNull();
  });

  it("says payments are not configured when there are no keys", async () => {
    const plain = await startTestShop();
    try {
      const user = await signUpAndSignIn(plain);
      const res = await plain.graphql(PAY, { orderId: "0d5e4bd0-83a3-4d51-9b4c-6f0b7a1a2b3c" }, user.token);
      expect(res.errors![0]).toMatchObject({ message: "Card payments are not configured on this shop.", extensions: { code: "PAYMENTS_NOT_CONFIGURED" } });
      const hook = await deliverWebhook(`${plain.url}/stripe/webhook`, signedEvent("whsec_x", "payment_intent.succeeded", {}));
      expect(hook.status).toBe(503);
    } finally {
      await plain.close();
    }
  });
});

import crypto from "node:crypto";
import {
  SIGN_IN,
  createFirebaseAccount,
  firebaseSignIn,
  handMadeToken,
  signUpAndSignIn,
  startTestShop,
  uniqueEmail,
  verifyEmail,
  type SignedInUser,
  type TestShop,
} from "../../../test/harness";
import { TEST_PROJECT_ID, emulatorFetch, testEmulatorHost } from "../../../test/auth-emulator-env";
import { deliverWebhook, signedEvent, startStripeStandIn, type StripeStandIn } from "../../../test/stripe-stand-in";

const ME = `{ me { email phone: number location displayName photoUrl } }`;
const PLACE = `mutation($partId: ID!, $quantity: Int!) { placeOrder(input: { partId: $partId, quantity: $quantity }) { id totalCents } }`;

/** The emulator's admin API ("Bearer owner"), as the project's owner would use it. */
async function emulatorAdmin(method: string, body: unknown): Promise<any> {
  const res = await emulatorFetch(`http://${testEmulatorHost()}/identitytoolkit.googleapis.com/v1/projects/${TEST_PROJECT_ID}/accounts:${method}`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: "Bearer owner" },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`emulator ${method}: ${res.status} ${await res.text()}`);
  return res.json();
}

async function signUpFirebase(email: string, password = "secret123"): Promise<{ uid: string; idToken: string; refreshToken: string }> {
  const res = await emulatorFetch(`http://${testEmulatorHost()}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=test`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
  const json = (await res.json()) as { localId: string; idToken: string; refreshToken: string };
  return { uid: json.localId, idToken: json.idToken, refreshToken: json.refreshToken };
}

async function exchange(shop: TestShop, email: string, idToken: string): Promise<string> {
  const res = await shop.graphql<{ signIn: { token: string } }>(SIGN_IN, { email }, idToken);
  if (!res.data?.signIn) throw new Error(`signIn failed: ${JSON.stringify(res.errors)}`);
  return res.data.signIn.token;
}

describe("account security", () => {
  let shop: TestShop;
  let admin: SignedInUser;
  const adminEmail = uniqueEmail("boss");

  beforeAll(async () => {
    shop = await startTestShop({
      adminEmails: [adminEmail],
      env: { UNPAID_ORDERS_MAX: "3", UNPAID_VALUE_MAX_USD: "5000", UNVERIFIED_UNPAID_ORDERS_MAX: "1", UNVERIFIED_UNPAID_VALUE_MAX_USD: "250" },
    });
    admin = await signUpAndSignIn(shop, { email: adminEmail });
  });
  afterAll(() => shop.close());

  async function newPart(priceCents: number, stock = 100): Promise<string> {
    const part = await shop.prisma.part.create({
      data: { name: `Lever ${crypto.randomUUID().slice(0, 6)}`, description: "x", picture: "/images/parts/adjustable-levers.svg", priceCents, minQuantity: 1, availableQuantity: stock, addedByEmail: adminEmail },
    });
    return part.id;
  }
  const stock = async (id: string) => (await shop.prisma.part.findUniqueOrThrow({ where: { id } })).availableQuantity;

  describe("hand-made emulator tokens", () => {
    it("refuses a token whose email claim is another account's, on GraphQL and REST", async () => {
      const attacker = await createFirebaseAccount();
      const forged = handMadeToken(attacker.idToken, { email: adminEmail, email_verified: true });

      const viaGraphql = await shop.graphql(SIGN_IN, { email: adminEmail }, forged);
      expect(viaGraphql.errors?.[0]).toMatchObject({ extensions: { code: "UNAUTHENTICATED" } });
      expect(viaGraphql.errors?.[0].message).toMatch(/does not match its account/);

      const viaRest = await fetch(`${shop.url}/user/${encodeURIComponent(adminEmail)}`, { method: "PUT", headers: { authorization: `Bearer ${forged}` } });
      expect(viaRest.status).toBe(401);
      expect(await shop.prisma.user.findUniqueOrThrow({ where: { email: adminEmail } })).toMatchObject({ firebaseUid: admin.uid });
    });

    it("refuses a token that claims a verified address its account has not proved", async () => {
      const email = uniqueEmail("unproven");
      const { idToken } = await signUpFirebase(email);
      const res = await shop.graphql(SIGN_IN, { email }, handMadeToken(idToken, { email_verified: true }));
      expect(res.errors?.[0]).toMatchObject({ extensions: { code: "UNAUTHENTICATED" } });
    });

    it("refuses a token without an expiry or issued in the future, even one copying the admin's uid, email and verified flag", async () => {
      const attacker = await createFirebaseAccount();
      const copied = { user_id: admin.uid, sub: admin.uid, email: adminEmail, email_verified: true };
      const now = Math.floor(Date.now() / 1000);
      const own = await createFirebaseAccount();
      for (const [email, token] of [
        [adminEmail, handMadeToken(attacker.idToken, { ...copied, exp: undefined })],
        [adminEmail, handMadeToken(attacker.idToken, { ...copied, iat: now + 3600, exp: now + 7200 })],
        [own.email, handMadeToken(own.idToken, { exp: undefined })],
        [own.email, handMadeToken(own.idToken, { iat: now + 600 })],
      ]) {
        const res = await shop.graphql(SIGN_IN, { email }, token);
        expect(res.errors?.[0]).toMatchObject({ extensions: { code: "UNAUTHENTICATED" } });
        const rest = await fetch(`${shop.url}/user/${encodeURIComponent(email)}`, { method: "PUT", headers: { authorization: `Bearer ${token}` } });
        expect(rest.status).toBe(401);
      }
      expect(await shop.prisma.user.findUniqueOrThrow({ where: { email: adminEmail } })).toMatchObject({ firebaseUid: admin.uid });
    });

    it("refuses a token whose sign-in provider is not one of its account's", async () => {
      const someone = await createFirebaseAccount();
      const payload = JSON.parse(Buffer.from(someone.idToken.split(".")[1], "base64url").toString());
      expect(payload.firebase.sign_in_provider).toBe("password");
      const forged = handMadeToken(someone.idToken, { firebase: { ...payload.firebase, sign_in_provider: "google.com" } });
      const res = await shop.graphql(SIGN_IN, { email: someone.email }, forged);
      expect(res.errors?.[0]).toMatchObject({ extensions: { code: "UNAUTHENTICATED" } });
      // The token as the emulator issued it still signs in.
      expect((await shop.graphql(SIGN_IN, { email: someone.email }, someone.idToken)).errors).toBeUndefined();
    });

    it("refuses a token for an account that does not exist", async () => {
      const someone = await createFirebaseAccount();
      const res = await shop.graphql(SIGN_IN, { email: someone.email }, handMadeToken(someone.idToken, { user_id: "no-such-uid", sub: "no-such-uid" }));
      expect(res.errors?.[0]).toMatchObject({ extensions: { code: "UNAUTHENTICATED" } });
    });
  });

  describe("an address registered first by someone else (pre-hijacking)", () => {
    it("revokes the squatter's token and clears what they wrote when the verified owner claims the address", async () => {
      const email = uniqueEmail("victim");
      const squatter = await signUpFirebase(email, "squatter-pw");
      const squatterToken = await exchange(shop, email, squatter.idToken);
      await shop.graphql(`mutation { updateProfile(input: { number: "+15550001", location: "Nowhere" }) { id } }`, {}, squatterToken);
      const partId = await newPart(2_000, 10);
      const order = await shop.graphql(PLACE, { partId, quantity: 2 }, squatterToken);
      expect(order.errors).toBeUndefined();
      expect(await stock(partId)).toBe(8);

      // The owner: the squatter's Firebase account is deleted (support, or the owner's reset), and the
      // owner registers the address again and proves it.
      await emulatorAdmin("delete", { localId: squatter.uid });
      const owner = await signUpFirebase(email, "owner-pw");
      await verifyEmail(owner.uid);
      const ownerToken = await exchange(shop, email, await firebaseSignIn(email, "owner-pw"));

      const stale = await shop.graphql(ME, {}, squatterToken);
      expect(stale.errors?.[0]).toMatchObject({ extensions: { code: "UNAUTHENTICATED" } });
      const cancel = await shop.graphql(`mutation($id: ID!) { cancelOrder(id: $id) { id } }`, { id: order.data!.placeOrder.id }, squatterToken);
      expect(cancel.errors?.[0]).toMatchObject({ extensions: { code: "UNAUTHENTICATED" } });

      const me = await shop.graphql(ME, {}, ownerToken);
      expect(me.data!.me).toMatchObject({ email, phone: null, location: null });
      const orders = await shop.graphql(`{ myOrders { id } }`, {}, ownerToken);
      expect(orders.data!.myOrders).toEqual([]);
      expect(await stock(partId)).toBe(10);
    });

    it("revokes earlier tokens when the same account proves its address", async () => {
      const email = uniqueEmail("later");
      const account = await signUpFirebase(email);
      const unverifiedToken = await exchange(shop, email, account.idToken);
      await verifyEmail(account.uid);
      const verifiedToken = await exchange(shop, email, await firebaseSignIn(email));
      expect((await shop.graphql(ME, {}, unverifiedToken)).errors?.[0]).toMatchObject({ extensions: { code: "UNAUTHENTICATED" } });
      expect((await shop.graphql(ME, {}, verifiedToken)).data!.me.email).toBe(email);
    });
  });

  describe("what unpaid orders may hold", () => {
    it("lets an unverified account hold one unpaid order of at most $250", async () => {
      const email = uniqueEmail("fresh");
      const token = await exchange(shop, email, (await signUpFirebase(email)).idToken);
      const dear = await newPart(30_000);
      const cheap = await newPart(1_000);

      const tooDear = await shop.graphql(PLACE, { partId: dear, quantity: 1 }, token);
      expect(tooDear.errors?.[0]).toMatchObject({ message: "Until your email address is verified, unpaid orders may hold at most $250.00 of parts.", extensions: { code: "CONFLICT", reason: "EMAIL_NOT_VERIFIED" } });
      expect(await stock(dear)).toBe(100);

      expect((await shop.graphql(PLACE, { partId: cheap, quantity: 2 }, token)).errors).toBeUndefined();
      const second = await shop.graphql(PLACE, { partId: cheap, quantity: 1 }, token);
      expect(second.errors?.[0]).toMatchObject({ extensions: { code: "CONFLICT", reason: "EMAIL_NOT_VERIFIED" } });
      expect(second.errors?.[0].message).toMatch(/You already have 1 unpaid order\. Pay or cancel it first, or verify your email address/);
      expect(await stock(cheap)).toBe(98);
    });

    it("lifts the unverified limits as soon as the session exchanges a token that proves the address, without signing out", async () => {
      const email = uniqueEmail("proves");
      const account = await signUpFirebase(email);
      const before = await exchange(shop, email, account.idToken);
      const dear = await newPart(30_000);
      expect((await shop.graphql(PLACE, { partId: dear, quantity: 1 }, before)).errors?.[0].extensions).toMatchObject({ reason: "EMAIL_NOT_VERIFIED" });

      await verifyEmail(account.uid);
      // What the storefront's "I have verified it" does: the same Firebase session, its ID token refreshed.
      const refreshed = await emulatorFetch(`http://${testEmulatorHost()}/securetoken.googleapis.com/v1/token?key=test`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ grant_type: "refresh_token", refresh_token: account.refreshToken }),
      });
      const { id_token: idToken } = (await refreshed.json()) as { id_token: string };
      const after = await exchange(shop, email, idToken);
      const placed = await shop.graphql(PLACE, { partId: dear, quantity: 1 }, after);
      expect(placed.errors).toBeUndefined();
      expect(await stock(dear)).toBe(99);
    });

    it("gives a verified account's refusals no verification reason: verifying would not lift them", async () => {
      const buyer = await signUpAndSignIn(shop);
      const dear = await newPart(600_000);
      const refused = await shop.graphql(PLACE, { partId: dear, quantity: 1 }, buyer.token);
      expect(refused.errors?.[0]).toMatchObject({ extensions: { code: "CONFLICT" } });
      expect(refused.errors?.[0].extensions).not.toHaveProperty("reason");
    });

    it("lets a verified account hold three unpaid orders, also when it sends ten at once", async () => {
      const buyer = await signUpAndSignIn(shop);
      const partId = await newPart(1_000, 50);
      const results = await Promise.all(Array.from({ length: 10 }, () => shop.graphql(PLACE, { partId, quantity: 1 }, buyer.token)));
      const placed = results.filter((r) => r.data?.placeOrder);
      expect(placed).toHaveLength(3);
      for (const r of results.filter((r) => r.errors)) {
        expect(r.errors![0]).toMatchObject({ message: "You already have 3 unpaid orders: pay or cancel one before ordering again.", extensions: { code: "CONFLICT" } });
      }
      expect(await stock(partId)).toBe(47);
    });

    it("bounds the value a verified account holds unpaid", async () => {
      const buyer = await signUpAndSignIn(shop);
      const partId = await newPart(200_000, 10);
      expect((await shop.graphql(PLACE, { partId, quantity: 2 }, buyer.token)).errors).toBeUndefined();
      const over = await shop.graphql(PLACE, { partId, quantity: 1 }, buyer.token);
      expect(over.errors?.[0]).toMatchObject({
        message: "Unpaid orders may hold at most $5,000.00 of parts: pay or cancel an order first, or order fewer units.",
        extensions: { code: "CONFLICT" },
      });
      expect(await stock(partId)).toBe(8);
    });

    it("expires unpaid orders that held their stock too long, sooner for unverified accounts", async () => {
      const verified = await signUpAndSignIn(shop);
      const email = uniqueEmail("unproven-buyer");
      const unverifiedToken = await exchange(shop, email, (await signUpFirebase(email)).idToken);
      const partId = await newPart(1_000, 20);
      const a = (await shop.graphql(PLACE, { partId, quantity: 3 }, verified.token)).data!.placeOrder.id;
      const b = (await shop.graphql(PLACE, { partId, quantity: 2 }, unverifiedToken)).data!.placeOrder.id;
      expect(await stock(partId)).toBe(15);

      // Two hours on: past the unverified hold (1 hour), within the verified one (48 hours).
      const expired = await shop.shop.services.orders.expireUnpaid(new Date(Date.now() + 2 * 3_600_000));
      expect(expired).toBeGreaterThanOrEqual(1);
      const status = async (id: string, token: string) => (await shop.graphql(`query($id: ID!) { order(id: $id) { status } }`, { id }, token)).data!.order.status;
      expect(await status(b, unverifiedToken)).toBe("cancelled");
      expect(await status(a, verified.token)).toBe("unpaid");
      expect(await stock(partId)).toBe(17);

      // Three days on: the verified hold is over too; a second run finds nothing left to do.
      await shop.shop.services.orders.expireUnpaid(new Date(Date.now() + 72 * 3_600_000));
      expect(await status(a, verified.token)).toBe("cancelled");
      expect(await stock(partId)).toBe(20);
      expect(await shop.shop.services.orders.expireUnpaid(new Date(Date.now() + 72 * 3_600_000))).toBe(0);
    });
  });

  describe("the adder's address on parts", () => {
    it("is shown to admins only, on GraphQL and GET /parts, and an admin's answer is never cached publicly", async () => {
      const partId = await newPart(1_500);
      const rider = await signUpAndSignIn(shop);
      const ask = (token?: string) => shop.graphql(`query($id: ID!) { part(id: $id) { email } }`, { id: partId }, token);
      expect((await ask()).data!.part.email).toBeNull();
      expect((await ask(rider.token)).data!.part.email).toBeNull();
      expect((await ask("not-a-token")).data!.part.email).toBeNull();
      expect((await ask(admin.token)).data!.part.email).toBe(adminEmail);

      const anonymous = await fetch(`${shop.url}/parts/${partId}`);
      expect(anonymous.headers.get("cache-control")).toMatch(/public/);
      expect(await anonymous.json()).not.toHaveProperty("email");
      const asAdmin = await fetch(`${shop.url}/parts/${partId}`, { headers: { authorization: `Bearer ${admin.token}` } });
      expect(asAdmin.headers.get("cache-control")).toMatch(/private/);
      expect(await asAdmin.json()).toMatchObject({ email: adminEmail });
    });
  });

  describe("what Firebase says about a user", () => {
    it.each([
      ["a javascript: URL", "javascript:alert(1)", null],
      ["an http URL", "http://example.com/me.png", null],
      ["a data: URL", "data:image/png;base64,AAAA", null],
      ["an https URL over 2,048 characters", `https://example.com/${"a".repeat(2100)}.png`, null],
      ["an https URL", "https://example.com/me.png", "https://example.com/me.png"],
    ])("keeps %s as a photo URL only when it is https and bounded", async (_what, photoUrl, kept) => {
      const account = await createFirebaseAccount({ photoUrl, displayName: "Pic Rider" });
      const token = await exchange(shop, account.email, account.idToken);
      expect((await shop.graphql(ME, {}, token)).data!.me.photoUrl).toBe(kept);
    });

    it("strips control characters from the display name and bounds it", async () => {
      const account = await createFirebaseAccount({ displayName: `  Ri\u0007der\u202e ${"x".repeat(150)}` });
      const token = await exchange(shop, account.email, account.idToken);
      const name = (await shop.graphql(ME, {}, token)).data!.me.displayName as string;
      expect(name.startsWith("Rider x")).toBe(true);
      expect(name).toHaveLength(100);
    });
  });

  describe("signing out", () => {
    it("ends every session of the user on the server", async () => {
      const rider = await signUpAndSignIn(shop);
      const second = await exchange(shop, rider.email, await firebaseSignIn(rider.email));
      const out = await shop.graphql(`mutation { signOut { ok } }`, {}, rider.token);
      expect(out.data!.signOut.ok).toBe(true);
      for (const token of [rider.token, second]) {
        expect((await shop.graphql(ME, {}, token)).errors?.[0]).toMatchObject({ extensions: { code: "UNAUTHENTICATED" } });
      }
      // Signing in again starts a new session.
      const again = await exchange(shop, rider.email, await firebaseSignIn(rider.email));
      expect((await shop.graphql(ME, {}, again)).data!.me.email).toBe(rider.email);
    });
  });
});

describe("a payment event carrying another order's PaymentIntent", () => {
  let stripe: StripeStandIn;
  let shop: TestShop;
  beforeAll(async () => {
    stripe = await startStripeStandIn();
    shop = await startTestShop({ stripe, seed: true });
  });
  afterAll(async () => {
    await shop.close();
    await stripe.close();
  });

  it("is refused as a mismatch, not taken for a duplicate, and pays nothing", async () => {
    const buyer = await signUpAndSignIn(shop);
    const part = await shop.prisma.part.findFirstOrThrow({ where: { availableQuantity: { gte: 10 }, minQuantity: 1 } });
    const place = async () => (await shop.graphql(PLACE, { partId: part.id, quantity: 1 }, buyer.token)).data!.placeOrder as { id: string; totalCents: number };
    const [a, b] = [await place(), await place()];
    const intentOfA = (await shop.graphql(`mutation($id: ID!) { createPaymentIntent(orderId: $id) { id } }`, { id: a.id }, buyer.token)).data!.createPaymentIntent.id;

    // Signed by Stripe, but naming order b with a's PaymentIntent.
    const event = signedEvent(stripe.webhookSecret, "payment_intent.succeeded", {
      id: intentOfA,
      object: "payment_intent",
      amount: b.totalCents,
      amount_received: b.totalCents,
      currency: "usd",
      status: "succeeded",
      metadata: { orderId: b.id },
    });
    const res = await deliverWebhook(`${shop.url}/stripe/webhook`, event);
    expect(await res.json()).toEqual({ received: true, outcome: "intent-mismatch" });
    expect((await shop.prisma.order.findUniqueOrThrow({ where: { id: b.id } })).status).toBe("unpaid");
  });
});

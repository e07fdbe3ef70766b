import crypto from "node:crypto";
import { emulatorFetch } from "../../server/test/auth-emulator-env";
import { e2eEnv } from "./env";

/**
 * Setup data through public interfaces only: the Auth emulator's REST API (accounts, ID tokens), the
 * shop's REST paths and GraphQL API, and the Stripe API stand-in. Never the database.
 */

export interface Account {
  email: string;
  password: string;
  name: string;
}

export interface ApiPart {
  _id: string;
  name: string;
  picture: string;
  description: string;
  price: number;
  minquantity: number;
  avquantity: number;
  email: string;
}

export interface ApiReview {
  _id: string;
  name: string;
  ratings: number;
  review: string;
  picture: string | null;
  createdAt: string;
}

export interface ApiOrder {
  _id: string;
  productname: string;
  userName: string | null;
  email: string;
  quantity: number;
  productPrice: number;
  paid: boolean;
  status: "unpaid" | "paid" | "shipped" | "cancelled";
  partId: string | null;
}

export const DEMO_ADMIN: Account = { email: "admin@motoparts.test", password: "admin123", name: "Alex Admin" };
export const DEMO_RIDER: Account = { email: "rider@motoparts.test", password: "rider123", name: "Riley Rider" };

/** A new, unique account description; the address ends in .com, as the sign-up form's pattern wants. */
export function newAccount(label: string): Account {
  const id = `${Date.now().toString(36)}${crypto.randomBytes(3).toString("hex")}`;
  const slug = label.toLowerCase().replace(/[^a-z0-9]+/g, "");
  const title = label.replace(/(^|\s)\S/g, (c) => c.toUpperCase());
  return { email: `${slug}.${id}@example.com`, password: `pw-${id}`, name: `${title} ${id.slice(-4)}` };
}

async function json<T>(res: Response, what: string): Promise<T> {
  const text = await res.text();
  if (!res.ok) throw new Error(`${what}: HTTP ${res.status} ${text.slice(0, 500)}`);
  return (text ? JSON.parse(text) : null) as T;
}

// --- Firebase Auth emulator ---

const identityToolkit = (method: string) =>
  `${e2eEnv.emulatorUrl}/identitytoolkit.googleapis.com/v1/accounts:${method}?key=any`;

/**
 * Creates the account in the Auth emulator, with its display name, and marks its address verified (as once
 * its owner has opened the link Firebase mails; "Bearer owner" is the emulator's admin token). Resolves with
 * an ID token that says so.
 */
export async function createFirebaseAccount(account: Account): Promise<string> {
  const created = await json<{ localId: string }>(
    await emulatorFetch(identityToolkit("signUp"), {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: account.email, password: account.password, displayName: account.name, returnSecureToken: true }),
    }),
    `emulator signUp ${account.email}`,
  );
  await json(
    await emulatorFetch(`${e2eEnv.emulatorUrl}/identitytoolkit.googleapis.com/v1/projects/demo-motoparts/accounts:update`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: "Bearer owner" },
      body: JSON.stringify({ localId: created.localId, emailVerified: true }),
    }),
    `emulator verify ${account.email}`,
  );
  return firebaseIdToken(account);
}

export async function firebaseIdToken(account: Pick<Account, "email" | "password">): Promise<string> {
  const res = await json<{ idToken: string }>(
    await emulatorFetch(identityToolkit("signInWithPassword"), {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: account.email, password: account.password, returnSecureToken: true }),
    }),
    `emulator signInWithPassword ${account.email}`,
  );
  return res.idToken;
}

/** The SMS code the emulator "sent" to this phone number last (it lists codes instead of sending them). */
export async function lastSmsCode(phoneNumber: string): Promise<string> {
  const res = await json<{ verificationCodes?: { phoneNumber: string; code: string }[] }>(
    await emulatorFetch(`${e2eEnv.emulatorUrl}/emulator/v1/projects/demo-motoparts/verificationCodes`),
    "emulator verificationCodes",
  );
  const codes = (res.verificationCodes ?? []).filter((v) => v.phoneNumber === phoneNumber);
  const last = codes.at(-1);
  if (!last) throw new Error(`the emulator sent no code to ${phoneNumber}`);
  return last.code;
}

/**
 * Enrols a phone as the account's second factor through the emulator's REST API (start, the SMS code,
 * finalize), as Firebase's SDK does in the browser.
 */
export async function enrollPhoneByApi(account: Pick<Account, "email" | "password">, phoneNumber: string): Promise<void> {
  const idToken = await firebaseIdToken(account);
  const v2 = (method: string) => `${e2eEnv.emulatorUrl}/identitytoolkit.googleapis.com/v2/accounts/${method}?key=any`;
  const post = (body: unknown) => ({ method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
  const started = await json<{ phoneSessionInfo: { sessionInfo: string } }>(
    await emulatorFetch(v2("mfaEnrollment:start"), post({ idToken, phoneEnrollmentInfo: { phoneNumber } })),
    "emulator mfaEnrollment:start",
  );
  const { sessionInfo } = started.phoneSessionInfo;
  await json(
    await emulatorFetch(v2("mfaEnrollment:finalize"), post({ idToken, displayName: "My phone", phoneVerificationInfo: { sessionInfo, code: await lastSmsCode(phoneNumber) } })),
    "emulator mfaEnrollment:finalize",
  );
}

/** How many SMS codes the emulator has "sent" to this phone number. */
export async function smsCount(phoneNumber: string): Promise<number> {
  const res = await json<{ verificationCodes?: { phoneNumber: string }[] }>(
    await emulatorFetch(`${e2eEnv.emulatorUrl}/emulator/v1/projects/demo-motoparts/verificationCodes`),
    "emulator verificationCodes",
  );
  return (res.verificationCodes ?? []).filter((v) => v.phoneNumber === phoneNumber).length;
}

/** The sign-in providers of an account (the emulator's admin lookup; "Bearer owner" is its admin token). */
export async function firebaseProviders(email: string): Promise<string[]> {
  const res = await json<{ users?: { providerUserInfo?: { providerId: string }[] }[] }>(
    await emulatorFetch(`${e2eEnv.emulatorUrl}/identitytoolkit.googleapis.com/v1/projects/demo-motoparts/accounts:lookup`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: "Bearer owner" },
      body: JSON.stringify({ email: [email] }),
    }),
    `emulator lookup ${email}`,
  );
  return (res.users ?? []).flatMap((u) => (u.providerUserInfo ?? []).map((p) => p.providerId));
}

// --- The shop's API ---

const appUrl = (path: string) => `${e2eEnv.appUrl}${path}`;

/** Exchanges a Firebase ID token for the shop's access token (PUT /user/{email}); creates the user record. */
export async function accessToken(email: string, idToken: string): Promise<string> {
  const res = await json<{ token: string }>(
    await fetch(appUrl(`/user/${encodeURIComponent(email)}`), {
      method: "PUT",
      headers: { "content-type": "application/json", authorization: `Bearer ${idToken}` },
      body: JSON.stringify({ email }),
    }),
    `PUT /user/${email}`,
  );
  return res.token;
}

/** A new account known to both Firebase and the shop (as after a first sign-in), with its access token. */
export async function createShopper(label: string): Promise<Account & { token: string }> {
  const account = newAccount(label);
  const token = await accessToken(account.email, await createFirebaseAccount(account));
  return { ...account, token };
}

/**
 * A new admin of its own, made by the demo admin through `PUT /user/admin/{email}`: a journey that signs
 * its admin out (which ends that account's sessions on the server) leaves the other journeys' admin alone.
 */
export async function createAdmin(label: string): Promise<Account & { token: string }> {
  const admin = await createShopper(label);
  await json(
    await fetch(appUrl(`/user/admin/${encodeURIComponent(admin.email)}`), {
      method: "PUT",
      headers: { authorization: `Bearer ${await signInApi(DEMO_ADMIN)}` },
    }),
    `PUT /user/admin/${admin.email}`,
  );
  return admin;
}

export async function signInApi(account: Pick<Account, "email" | "password">): Promise<string> {
  return accessToken(account.email, await firebaseIdToken(account));
}

export async function getParts(): Promise<ApiPart[]> {
  return json<ApiPart[]>(await fetch(appUrl("/parts")), "GET /parts");
}

export async function getPart(id: string): Promise<ApiPart> {
  return json<ApiPart>(await fetch(appUrl(`/parts/${id}`)), `GET /parts/${id}`);
}

/** A part's price in another currency, as `GET /parts/{id}?currency=` gives it. */
export async function getLocalPrice(id: string, currency: string): Promise<{ currency: string; amount: string; amountMinor: number }> {
  const part = await json<{ localPrice: { currency: string; amount: string; amountMinor: number } }>(await fetch(appUrl(`/parts/${id}?currency=${currency}`)), `GET /parts/${id}?currency=${currency}`);
  return part.localPrice;
}

export async function getReviews(limit: number): Promise<ApiReview[]> {
  return json<ApiReview[]>(await fetch(appUrl(`/review?limit=${limit}`)), "GET /review");
}

export async function placeOrder(token: string, order: { partId: string; quantity: number; email: string }): Promise<string> {
  const res = await json<{ insertedId: string }>(
    await fetch(appUrl("/order"), {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
      body: JSON.stringify(order),
    }),
    "POST /order",
  );
  return res.insertedId;
}

export async function getOrder(token: string, id: string): Promise<ApiOrder> {
  return json<ApiOrder>(
    await fetch(appUrl(`/order/${id}`), { headers: { authorization: `Bearer ${token}` } }),
    `GET /order/${id}`,
  );
}

/** The buyer's orders, newest first, without cancelled ones (GET /order?email=). */
export async function listOrders(token: string, email: string): Promise<ApiOrder[]> {
  return json<ApiOrder[]>(
    await fetch(appUrl(`/order?email=${encodeURIComponent(email)}`), { headers: { authorization: `Bearer ${token}` } }),
    `GET /order?email=${email}`,
  );
}

/** A GraphQL call with an access token, for a journey's own setup and checks. */
export async function graphql<T>(token: string, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const res = await json<{ data?: T; errors?: { message: string }[] }>(
    await fetch(appUrl("/graphql"), {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
      body: JSON.stringify({ query, variables }),
    }),
    "POST /graphql",
  );
  if (res.errors?.length || !res.data) throw new Error(`GraphQL: ${res.errors?.map((e) => e.message).join("; ")}`);
  return res.data;
}

export interface NewPart {
  name: string;
  description: string;
  picture: string;
  category?: string | null;
  price: number;
  minquantity: number;
  avquantity: number;
}

/** Adds a part to the catalogue as an admin (GraphQL addPart); resolves with its id. */
export async function addPart(adminToken: string, part: NewPart): Promise<string> {
  const data = await graphql<{ addPart: { id: string } }>(adminToken, "mutation E2eAddPart($input: PartInput!) { addPart(input: $input) { id } }", {
    input: part,
  });
  return data.addPart.id;
}

/** The shopper's back-in-stock requests (GraphQL myBackInStockRequests). */
export async function backInStockRequests(token: string): Promise<{ id: string; email: string; part: { id: string } }[]> {
  const data = await graphql<{ myBackInStockRequests: { id: string; email: string; part: { id: string } }[] }>(
    token,
    "query E2eBackInStock { myBackInStockRequests { id email part { id } } }",
    {},
  );
  return data.myBackInStockRequests;
}

/**
 * Pays an order as Stripe would: the shop creates its PaymentIntent (createPaymentIntent, as the payment
 * page does), then the Stripe stand-in confirms it, which delivers the signed webhook to the shop.
 */
export async function payOrder(token: string, orderId: string): Promise<void> {
  const data = await graphql<{ createPaymentIntent: { id: string } }>(
    token,
    "mutation E2ePay($orderId: ID!) { createPaymentIntent(orderId: $orderId) { id } }",
    { orderId },
  );
  const res = await fetch(`${e2eEnv.stripeUrl}/v1/payment_intents/${data.createPaymentIntent.id}/confirm`, { method: "POST" });
  await json(res, "Stripe stand-in confirm");
}

/** A US address for the orders the journeys place without one (the spec's one-part orders). */
const US_ADDRESS = { fullName: "Journey Rider", line1: "1 Market Street", city: "San Francisco", region: "CA", postalCode: "94105", country: "US", phone: "+1 415 555 0100" };

/**
 * Gives an order placed without an address (POST /order) the address it ships to, by the cheapest way
 * (the seed ships to the US), as its buyer does on its payment page: a paid order ships at the shop's cost.
 */
export async function giveOrderAddress(token: string, orderId: string): Promise<void> {
  const options = await graphql<{ orderShippingOptions: { id: string }[] }>(
    token,
    "query E2eOrderOptions($id: ID!, $address: DestinationInput!) { orderShippingOptions(orderId: $id, address: $address) { id } }",
    { id: orderId, address: { country: US_ADDRESS.country, region: US_ADDRESS.region, postalCode: US_ADDRESS.postalCode } },
  );
  await graphql(token, "mutation E2eGiveAddress($id: ID!, $input: OrderAddressInput!) { giveOrderAddress(orderId: $id, input: $input) { id } }", {
    id: orderId,
    input: { address: US_ADDRESS, shippingMethod: options.orderShippingOptions[0].id },
  });
}

/** An order's number as every page and email shows it ("MP-100123"). */
export async function orderNumberOf(token: string, orderId: string): Promise<string> {
  return (await graphql<{ order: { number: string } }>(token, "query E2eOrderNumber($id: ID!) { order(id: $id) { number } }", { id: orderId })).order.number;
}

/** Saves a US address to the account's address book (its first, so its default). */
export async function addUsAddress(token: string): Promise<void> {
  await graphql(token, "mutation E2eAddAddress($input: AddressInput!) { addAddress(input: $input) { id } }", { input: US_ADDRESS });
}

/**
 * The part each journey orders from, a different one per journey so that their stock checks never meet:
 * one of the seed's hand-written parts (well stocked, each with its own picture under /images/parts/;
 * the generated ones behind them show their category's), counted from the oldest (new parts, such as
 * the admin journey's, come first), by position only, so orders placed meanwhile cannot change which
 * part a journey gets.
 */
export async function pickPart(index: number): Promise<ApiPart> {
  const parts = (await getParts()).filter((p) => p.picture.startsWith("/images/parts/"));
  const part = parts[parts.length - 1 - index];
  if (!part) throw new Error(`the catalogue has no part #${index} from the end`);
  if (part.avquantity < part.minquantity * 4) throw new Error(`part ${part.name} has too little stock for the journeys`);
  return part;
}

/** Ships a paid order with a tracking number and marks it delivered, as the shop's admin does. */
export async function deliverOrder(orderId: string): Promise<void> {
  const admin = await signInApi(DEMO_ADMIN);
  const tracking = `1Z${crypto.randomBytes(6).toString("hex").toUpperCase()}`;
  await graphql(admin, "mutation E2eShip($id: ID!, $t: String!) { addShipment(orderId: $id, input: { carrier: ups, trackingNumber: $t }) { id } }", { id: orderId, t: tracking });
  await graphql(admin, "mutation E2eDeliver($id: ID!) { markOrderDelivered(id: $id) { id } }", { id: orderId });
}

/** The first bike the shop knows of the part's fitment ranges, put in the rider's garage as the active one. */
export async function garageBikeFor(token: string, partId: string): Promise<{ id: string; name: string }> {
  const { part } = await graphql<{ part: { fitment: { makeSlug: string; modelSlug: string; yearFrom: number; yearTo: number }[] } }>(
    token,
    "query E2ePartFitment($id: ID!) { part(id: $id) { fitment { makeSlug modelSlug yearFrom yearTo } } }",
    { id: partId },
  );
  for (const range of part.fitment) {
    for (let year = range.yearFrom; year <= range.yearTo; year++) {
      const { vehicleVariants } = await graphql<{ vehicleVariants: { id: string; name: string }[] }>(
        token,
        "query E2eVariants($make: String!, $model: String!, $year: Int!) { vehicleVariants(make: $make, model: $model, year: $year) { id name } }",
        { make: range.makeSlug, model: range.modelSlug, year },
      );
      const bike = vehicleVariants[0];
      if (!bike) continue;
      await graphql(token, "mutation E2eGarage($v: ID!) { addToGarage(vehicleId: $v, active: true) { vehicle { id } } }", { v: bike.id });
      return bike;
    }
  }
  throw new Error(`the shop knows no bike that part ${partId} fits`);
}

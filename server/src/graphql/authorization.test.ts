import { parse, type ObjectTypeDefinitionNode } from "graphql";
import { loadTypeDefs } from "./schema";
import {
  createFirebaseAccount,
  firebaseSignIn,
  signUpAndSignIn,
  startTestShop,
  uniqueEmail,
  type SignedInUser,
  type TestShop,
} from "../../test/harness";
import { startStripeStandIn, type StripeStandIn } from "../../test/stripe-stand-in";

/**
 * Every Query and Mutation, run as anonymous, an ordinary user, another ordinary user and an admin,
 * with the outcome each must get: data, or the exact error code. A root field missing from this table
 * fails the test, so operations added later must join it.
 */

type Role = "anonymous" | "user" | "other" | "admin";
type Outcome = "data" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "PAYMENTS_NOT_CONFIGURED";
const ROLES: Role[] = ["anonymous", "user", "other", "admin"];

interface Fixtures {
  shop: TestShop;
  users: Record<Exclude<Role, "anonymous">, SignedInUser>;
  partId: string;
  /** A new part, for operations that use one up. */
  newPart(): Promise<string>;
  /** A new unpaid order of `user`, with an address in the United States. */
  newOrder(): Promise<string>;
  /** A new unpaid order of `user` placed without an address (the spec's one-part order). */
  newOrderWithoutAddress(): Promise<string>;
  /** A new user nobody has touched. */
  newUserEmail(): Promise<string>;
  /** The access token of a new account of this role, for operations that end its sessions. */
  throwawayToken(role: Exclude<Role, "anonymous">): Promise<string>;
}

interface Row {
  field: string;
  operation: string;
  variables?: (fx: Fixtures, role: Role) => Promise<Record<string, unknown>> | Record<string, unknown>;
  /** The token to send, when not the role's access token. */
  token?: (fx: Fixtures, role: Role) => Promise<string | undefined>;
  expect: Record<Role, Outcome>;
}

const everyone: Record<Role, Outcome> = { anonymous: "data", user: "data", other: "data", admin: "data" };
const signedIn: Record<Role, Outcome> = { anonymous: "UNAUTHENTICATED", user: "data", other: "data", admin: "data" };
const adminOnly: Record<Role, Outcome> = { anonymous: "UNAUTHENTICATED", user: "FORBIDDEN", other: "FORBIDDEN", admin: "data" };
const buyerOrAdmin: Record<Role, Outcome> = { anonymous: "UNAUTHENTICATED", user: "data", other: "NOT_FOUND", admin: "data" };

const emailOf = (fx: Fixtures, role: Role) => (role === "anonymous" ? "nobody@example.com" : fx.users[role].email);
const PART_INPUT = { name: "Matrix part", description: "For the matrix", picture: "/images/parts/iridium-spark-plug.svg", price: 9.5, minquantity: 1 };

/** A part nobody can order (no stock), for back-in-stock requests. */
async function soldOutPart(fx: Fixtures): Promise<string> {
  const part = await fx.shop.prisma.part.create({
    data: { name: "Sold-out part", description: "x", picture: "/images/parts/iridium-spark-plug.svg", priceCents: 950, minQuantity: 1, availableQuantity: 0, addedByEmail: "staff@example.com" },
  });
  return part.id;
}

/** A back-in-stock request owned by `user`, made through the API. */
async function newBackInStockRequest(fx: Fixtures): Promise<string> {
  const res = await fx.shop.graphql(`mutation($p: ID!) { requestBackInStock(partId: $p) { id } }`, { p: await soldOutPart(fx) }, fx.users.user.token);
  return res.data!.requestBackInStock.id;
}

/** A review of a new part written by `user` through the API: riders' reviews are their writer's to edit. */
async function userReview(fx: Fixtures): Promise<string> {
  const res = await fx.shop.graphql(
    `mutation($input: PartReviewInput!) { addPartReview(input: $input) { id } }`,
    { input: { partId: await fx.newPart(), rating: 4, title: "Matrix review", body: "Fits." } },
    fx.users.user.token,
  );
  return res.data!.addPartReview.id;
}

/** A review by a new account, which anyone signed in may vote on or report. */
async function strangersReview(fx: Fixtures): Promise<string> {
  const res = await fx.shop.graphql(
    `mutation($input: PartReviewInput!) { addPartReview(input: $input) { id } }`,
    { input: { partId: await fx.newPart(), rating: 2, title: "Stranger's review", body: "Loose." } },
    await fx.throwawayToken("user"),
  );
  return res.data!.addPartReview.id;
}

/** A question about the shared part by `user`. */
async function userQuestion(fx: Fixtures): Promise<string> {
  const res = await fx.shop.graphql(`mutation($p: ID!) { askQuestion(partId: $p, text: "Matrix question?") { id } }`, { p: fx.partId }, fx.users.user.token);
  return res.data!.askQuestion.id;
}

const ADDRESS_INPUT = { fullName: "Matrix Rider", line1: "1 Hauptstrasse", city: "Berlin", postalCode: "10115", country: "DE", phone: "+49 30 1234567" };
const US_ADDRESS = { ...ADDRESS_INPUT, line1: "1 Market Street", city: "San Francisco", country: "US", postalCode: "94105", region: "CA", phone: "+1 415 555 0100" };

/** A new message of the contact form, as anyone sends one. */
async function contactMessage(fx: Fixtures): Promise<string> {
  await fx.shop.graphql(`mutation { sendContactMessage(input: { email: "writer@example.com", name: "Writer", message: "Hello" }) { ok } }`);
  const message = await fx.shop.prisma.contactMessage.findFirstOrThrow({ orderBy: { createdAt: "desc" } });
  return message.id;
}

/** A new unpaid order of `user` that the export screening held. */
async function heldOrder(fx: Fixtures): Promise<string> {
  const id = await fx.newOrder();
  await fx.shop.prisma.order.update({ where: { id }, data: { screening: "HELD", screeningMatches: [] } });
  return id;
}

/** An address in the book of `user`, made through the API. */
async function newAddress(fx: Fixtures): Promise<string> {
  const res = await fx.shop.graphql(`mutation($input: AddressInput!) { addAddress(input: $input) { id } }`, { input: ADDRESS_INPUT }, fx.users.user.token);
  return res.data!.addAddress.id;
}

/** A shipping zone of its own per call (each country is in one zone only). */
let zoneCount = 0;
const ZONE_COUNTRIES = ["AW", "BM", "BS", "BZ", "GD", "KY", "LC", "TC", "VC", "VG", "AI", "AG", "DM", "KN", "MS", "BB"];
function zoneInput(role: Role) {
  const country = ZONE_COUNTRIES[zoneCount++ % ZONE_COUNTRIES.length];
  return { name: `Matrix ${role} ${country}`, countries: [country], methods: [{ label: "Boat", minDays: 5, maxDays: 9, rates: [{ maxWeightKg: 10, price: 25 }] }] };
}
async function newZone(fx: Fixtures, role: Role): Promise<string> {
  const res = await fx.shop.graphql(`mutation($input: ShippingZoneInput!) { saveShippingZone(input: $input) { id } }`, { input: zoneInput(role) }, fx.users.admin.token);
  return res.data!.saveShippingZone.id;
}

/** A zone for the United States, made once: the matrix's shop has no seed. */
let usZone: Promise<string> | undefined;
const shipsToUs = (fx: Fixtures) =>
  (usZone ??= fx.shop
    .graphql(`mutation($input: ShippingZoneInput!) { saveShippingZone(input: $input) { id } }`, {
      input: { name: "Matrix US", countries: ["US"], methods: [{ label: "Ground", minDays: 2, maxDays: 5, rates: [{ maxWeightKg: 30, price: 9 }] }] },
    }, fx.users.admin.token)
    .then((res) => res.data!.saveShippingZone.id));

/** The id of the matrix's US zone's one method. */
async function usGround(fx: Fixtures): Promise<string> {
  await shipsToUs(fx);
  const res = await fx.shop.graphql<{ checkoutQuote: { shippingOptions: { id: string }[] } }>(
    `query($p: ID!) { checkoutQuote(lines: [{ partId: $p, quantity: 1 }], address: { country: "US", postalCode: "94105", region: "CA" }) { shippingOptions { id } } }`,
    { p: fx.partId },
  );
  return res.data!.checkoutQuote.shippingOptions[0].id;
}

/** A new part in the cart of the role's user (none for anonymous, who is refused before it matters). */
async function inCartOf(fx: Fixtures, role: Role): Promise<string> {
  const part = await fx.newPart();
  if (role !== "anonymous") {
    await fx.shop.graphql(`mutation($p: ID!) { addToCart(partId: $p, quantity: 1) { itemCount } }`, { p: part }, fx.users[role].token);
  }
  return part;
}

let bikes = 0;
/** A new bike (its own variant, so each is a new row). */
async function newBike(fx: Fixtures): Promise<string> {
  bikes += 1;
  const bike = await fx.shop.prisma.vehicle.create({
    data: { make: "Yamaha", model: "MT-07", makeSlug: "yamaha", modelSlug: "mt-07", year: 2019, variant: `Matrix ${bikes}`, engineCc: 689, type: "street", searchKey: `yamahamt07matrix${bikes}` },
  });
  return bike.id;
}

/** A new bike in `user`'s garage: only they can change it. */
async function inGarageOfUser(fx: Fixtures): Promise<string> {
  const id = await newBike(fx);
  const res = await fx.shop.graphql(`mutation($v: ID!) { addToGarage(vehicleId: $v) { active } }`, { v: id }, fx.users.user.token);
  if (res.errors) throw new Error(JSON.stringify(res.errors));
  return id;
}

/** Only the owner, not even an admin, may see or change an address. */
const ownerOnly: Record<Role, Outcome> = { anonymous: "UNAUTHENTICATED", user: "data", other: "NOT_FOUND", admin: "NOT_FOUND" };
/** A return's buyer and admins may read it; anyone else is told it does not exist. */
const ownerOrAdmin: Record<Role, Outcome> = { anonymous: "UNAUTHENTICATED", user: "data", other: "NOT_FOUND", admin: "data" };

/** A new order of `user`, delivered just now: its first line may be asked back. */
async function deliveredOrder(fx: Fixtures): Promise<{ orderId: string; lineId: string }> {
  const orderId = await fx.newOrder();
  await fx.shop.prisma.order.update({ where: { id: orderId }, data: { status: "delivered", paidAt: new Date(), shippedAt: new Date() } });
  await fx.shop.prisma.orderEvent.create({ data: { orderId, fromStatus: "shipped", toStatus: "delivered", actor: "admin" } });
  const line = await fx.shop.prisma.orderLine.findFirstOrThrow({ where: { orderId } });
  return { orderId, lineId: line.id };
}

/** A return `user` asked for, approved by an admin when `approved`. */
async function userReturn(fx: Fixtures, approved = false): Promise<string> {
  const { orderId, lineId } = await deliveredOrder(fx);
  const res = await fx.shop.graphql<{ requestReturn: { id: string } }>(
    `mutation($input: RequestReturnInput!) { requestReturn(input: $input) { id } }`,
    { input: { orderId, lines: [{ orderLineId: lineId, quantity: 1 }], reason: "FAULTY" } },
    fx.users.user.token,
  );
  expect(res.errors).toBeUndefined();
  const id = res.data!.requestReturn.id;
  if (approved) expect((await fx.shop.graphql(`mutation($id: ID!) { approveReturn(id: $id) { id } }`, { id }, fx.users.admin.token)).errors).toBeUndefined();
  return id;
}

const TABLE: Row[] = [
  { field: "Query.parts", operation: `{ parts(first: 2) { edges { node { id } } } }`, expect: everyone },
  { field: "Query.part", operation: `query($id: ID!) { part(id: $id) { id } }`, variables: (fx) => ({ id: fx.partId }), expect: everyone },
  { field: "Query.reviews", operation: `{ reviews { id } }`, expect: everyone },
  { field: "Query.me", operation: `{ me { id } }`, expect: signedIn },
  {
    field: "Query.isAdmin",
    operation: `query($email: String!) { isAdmin(email: $email) }`,
    variables: (fx, role) => ({ email: emailOf(fx, role) }),
    expect: signedIn,
  },
  { field: "Query.users", operation: `{ users { id } }`, expect: adminOnly },
  { field: "Query.visibleUsers", operation: `{ visibleUsers { id } }`, expect: signedIn },
  { field: "Query.myOrders", operation: `{ myOrders { id } }`, expect: signedIn },
  {
    field: "Query.ordersByEmail",
    operation: `query($email: String!) { ordersByEmail(email: $email) { id } }`,
    variables: (fx) => ({ email: fx.users.user.email }),
    expect: { anonymous: "UNAUTHENTICATED", user: "data", other: "FORBIDDEN", admin: "data" },
  },
  {
    field: "Query.order",
    operation: `query($id: ID!) { order(id: $id) { id } }`,
    variables: async (fx) => ({ id: await fx.newOrder() }),
    expect: buyerOrAdmin,
  },
  { field: "Query.orders", operation: `{ orders { totalCount } }`, expect: adminOnly },
  { field: "Query.myBackInStockRequests", operation: `{ myBackInStockRequests { id } }`, expect: signedIn },
  { field: "Query.categories", operation: `{ categories { slug } }`, expect: everyone },
  { field: "Query.category", operation: `{ category(slug: "brakes") { slug } }`, expect: everyone },
  { field: "Query.searchParts", operation: `{ searchParts(query: "brake", first: 2) { totalCount } }`, expect: everyone },
  { field: "Query.searchSuggestions", operation: `{ searchSuggestions(query: "brake") { parts { id } } }`, expect: everyone },
  {
    field: "Mutation.addCategory",
    operation: `mutation($input: CategoryInput!) { addCategory(input: $input) { slug } }`,
    // A slug of its own per caller, so that the admin's add is not refused as a taken slug.
    variables: (_fx, role) => ({ input: { slug: `stickers-${role}`, label: "Stickers" } }),
    expect: adminOnly,
  },
  { field: "Query.catalogueExport", operation: `{ catalogueExport { url } }`, expect: adminOnly },
  {
    field: "Mutation.importCatalogue",
    operation: `mutation($csv: String!) { importCatalogue(csv: $csv, dryRun: true) { rows } }`,
    variables: () => ({ csv: "part_number,stock\nNO-SUCH-PART,5\n" }),
    expect: adminOnly,
  },
  { field: "Query.fitmentExport", operation: `{ fitmentExport { url } }`, expect: adminOnly },
  { field: "Query.vehiclesExport", operation: `{ vehiclesExport { url } }`, expect: adminOnly },
  {
    field: "Mutation.importFitment",
    operation: `mutation($csv: String!) { importFitment(csv: $csv, dryRun: true) { rows } }`,
    variables: () => ({ csv: "part_number,make,model,year_from,year_to\nNO-SUCH-PART,Yamaha,MT-07,2018,2020\n" }),
    expect: adminOnly,
  },
  {
    field: "Mutation.importVehicles",
    operation: `mutation($csv: String!) { importVehicles(csv: $csv, dryRun: true) { rows } }`,
    variables: () => ({ csv: "make,model,year,engine_cc,type\nYamaha,MT-07,2019,689,street\n" }),
    expect: adminOnly,
  },
  {
    field: "Mutation.signIn",
    operation: `mutation($email: String!) { signIn(email: $email) { token } }`,
    variables: (fx, role) => ({ email: emailOf(fx, role) }),
    // Signing in is done with a Firebase ID token, not an access token.
    token: async (fx, role) => (role === "anonymous" ? undefined : firebaseSignIn(fx.users[role].email)),
    expect: signedIn,
  },
  {
    field: "Mutation.signOut",
    operation: `mutation { signOut { ok } }`,
    // Signing out revokes every token of the caller: a throwaway account of the role, not the shared ones.
    token: (fx, role) => (role === "anonymous" ? Promise.resolve(undefined) : fx.throwawayToken(role)),
    expect: signedIn,
  },
  {
    field: "Mutation.updateProfile",
    operation: `mutation { updateProfile(input: { location: "Austin" }) { location } }`,
    expect: signedIn,
  },
  {
    field: "Mutation.makeAdmin",
    operation: `mutation($email: String!) { makeAdmin(email: $email) { changed } }`,
    variables: async (fx) => ({ email: await fx.newUserEmail() }),
    expect: adminOnly,
  },
  {
    field: "Mutation.removeUser",
    operation: `mutation($email: String!) { removeUser(email: $email) { email } }`,
    variables: async (fx) => ({ email: await fx.newUserEmail() }),
    expect: adminOnly,
  },
  { field: "Mutation.addReview", operation: `mutation { addReview(input: { ratings: 5, review: "Great" }) { id } }`, expect: signedIn },
  {
    field: "Mutation.sendContactMessage",
    operation: `mutation { sendContactMessage(input: { email: "a@example.com", name: "A", message: "Hello" }) { ok } }`,
    expect: everyone,
  },
  { field: "Mutation.subscribeToNewsletter", operation: `mutation { subscribeToNewsletter(email: "news@example.com") { ok } }`, expect: everyone },
  {
    field: "Mutation.placeOrder",
    operation: `mutation($partId: ID!) { placeOrder(input: { partId: $partId, quantity: 1 }) { id } }`,
    variables: (fx) => ({ partId: fx.partId }),
    expect: signedIn,
  },
  {
    field: "Mutation.cancelOrder",
    operation: `mutation($id: ID!) { cancelOrder(id: $id) { id } }`,
    variables: async (fx) => ({ id: await fx.newOrder() }),
    expect: buyerOrAdmin,
  },
  {
    field: "Mutation.checkout",
    operation: `mutation($input: CheckoutInput!) { checkout(input: $input) { id } }`,
    variables: async (fx, role) => ({
      input: {
        lines: [{ partId: await fx.newPart(), quantity: 1 }],
        address: { ...ADDRESS_INPUT, country: "US", postalCode: "94105", region: "CA" },
        shippingMethod: await usGround(fx),
        idempotencyKey: `matrix-${role}-${Date.now()}`,
      },
    }),
    // Everyone signed in orders for themselves.
    expect: signedIn,
  },
  {
    field: "Mutation.giveOrderAddress",
    operation: `mutation($id: ID!, $input: OrderAddressInput!) { giveOrderAddress(orderId: $id, input: $input) { id } }`,
    variables: async (fx) => ({ id: await fx.newOrderWithoutAddress(), input: { address: US_ADDRESS, shippingMethod: await usGround(fx) } }),
    // Only the buyer says where their order goes, not even an admin.
    expect: { anonymous: "UNAUTHENTICATED", user: "data", other: "NOT_FOUND", admin: "NOT_FOUND" },
  },
  {
    field: "Query.orderShippingOptions",
    operation: `query($id: ID!, $to: DestinationInput!) { orderShippingOptions(orderId: $id, address: $to) { id } }`,
    variables: async (fx) => ({ id: await fx.newOrderWithoutAddress(), to: { country: "US", postalCode: "94105", region: "CA" } }),
    // Only the order's buyer is asked where it goes.
    expect: { anonymous: "UNAUTHENTICATED", user: "data", other: "NOT_FOUND", admin: "NOT_FOUND" },
  },
  { field: "Query.screeningList", operation: `{ screeningList { entries } }`, expect: adminOnly },
  { field: "Query.currencies", operation: `{ currencies { code available } }`, expect: everyone },
  {
    field: "Mutation.importExchangeRates",
    operation: `mutation($csv: String!) { importExchangeRates(csv: $csv) { imported } }`,
    variables: () => ({ csv: "currency,rate_per_usd,as_of\nEUR,0.86,2026-11-27\n" }),
    expect: adminOnly,
  },
  { field: "Query.contactMessages", operation: `{ contactMessages { totalCount } }`, expect: adminOnly },
  {
    field: "Query.contactMessage",
    operation: `query($id: ID!) { contactMessage(id: $id) { id } }`,
    variables: async (fx) => ({ id: await contactMessage(fx) }),
    expect: adminOnly,
  },
  {
    field: "Mutation.markContactMessageHandled",
    operation: `mutation($id: ID!) { markContactMessageHandled(id: $id) { handledAt } }`,
    variables: async (fx) => ({ id: await contactMessage(fx) }),
    expect: adminOnly,
  },
  {
    field: "Mutation.replyToContactMessage",
    operation: `mutation($id: ID!) { replyToContactMessage(id: $id, body: "Thanks, it ships today.") { handledAt } }`,
    variables: async (fx) => ({ id: await contactMessage(fx) }),
    expect: adminOnly,
  },
  { field: "Query.screeningReviews", operation: `{ screeningReviews { status } }`, expect: adminOnly },
  {
    field: "Mutation.clearScreening",
    operation: `mutation($id: ID!) { clearScreening(orderId: $id, note: "Checked the buyer's registration.") { screening } }`,
    variables: async (fx) => ({ id: await heldOrder(fx) }),
    expect: adminOnly,
  },
  {
    field: "Mutation.refuseScreening",
    operation: `mutation($id: ID!) { refuseScreening(orderId: $id, note: "The listed party.") { screening } }`,
    variables: async (fx) => ({ id: await heldOrder(fx) }),
    expect: adminOnly,
  },
  {
    field: "Mutation.payOrderWithDemo",
    operation: `mutation($id: ID!) { payOrderWithDemo(orderId: $id) { id } }`,
    variables: async (fx) => ({ id: await fx.newOrder() }),
    // Only the buyer; this shop takes cards, so the buyer learns the demo method is off here.
    expect: { anonymous: "UNAUTHENTICATED", user: "PAYMENTS_NOT_CONFIGURED", other: "NOT_FOUND", admin: "NOT_FOUND" },
  },
  {
    field: "Mutation.createPaymentIntent",
    operation: `mutation($id: ID!) { createPaymentIntent(orderId: $id) { clientSecret } }`,
    variables: async (fx) => ({ id: await fx.newOrder() }),
    // Only the buyer pays, not even an admin.
    expect: { anonymous: "UNAUTHENTICATED", user: "data", other: "NOT_FOUND", admin: "NOT_FOUND" },
  },
  {
    field: "Mutation.markOrderShipped",
    operation: `mutation($id: ID!) { markOrderShipped(id: $id) { status } }`,
    variables: async (fx) => {
      const id = await fx.newOrder();
      await fx.shop.prisma.order.update({ where: { id }, data: { status: "paid", paidAt: new Date() } });
      return { id };
    },
    expect: adminOnly,
  },
  {
    field: "Mutation.markOrderPacked",
    operation: `mutation($id: ID!) { markOrderPacked(id: $id) { status } }`,
    variables: async (fx) => {
      const id = await fx.newOrder();
      await fx.shop.prisma.order.update({ where: { id }, data: { status: "paid", paidAt: new Date() } });
      return { id };
    },
    expect: adminOnly,
  },
  {
    field: "Mutation.addShipment",
    operation: `mutation($id: ID!, $input: ShipmentInput!) { addShipment(orderId: $id, input: $input) { status } }`,
    variables: async (fx) => {
      const id = await fx.newOrder();
      await fx.shop.prisma.order.update({ where: { id }, data: { status: "paid", paidAt: new Date() } });
      return { id, input: { carrier: "ups", trackingNumber: `1Z${Math.random().toString(36).slice(2, 12).toUpperCase()}` } };
    },
    expect: adminOnly,
  },
  {
    field: "Mutation.markOrderDelivered",
    operation: `mutation($id: ID!) { markOrderDelivered(id: $id) { status } }`,
    variables: async (fx) => {
      const id = await fx.newOrder();
      await fx.shop.prisma.order.update({ where: { id }, data: { status: "shipped", paidAt: new Date(), shippedAt: new Date() } });
      return { id };
    },
    expect: adminOnly,
  },
  {
    field: "Mutation.markOrdersPacked",
    operation: `mutation($id: ID!) { markOrdersPacked(ids: [$id]) { status } }`,
    variables: async (fx) => {
      const id = await fx.newOrder();
      await fx.shop.prisma.order.update({ where: { id }, data: { status: "paid", paidAt: new Date() } });
      return { id };
    },
    expect: adminOnly,
  },
  {
    field: "Mutation.refundOrder",
    operation: `mutation($id: ID!) { refundOrder(orderId: $id) { status refunded } }`,
    variables: async (fx) => {
      const id = await fx.newOrder();
      await fx.shop.prisma.order.update({ where: { id }, data: { status: "delivered", paidAt: new Date(), shippedAt: new Date() } });
      return { id };
    },
    expect: adminOnly,
  },
  {
    field: "Mutation.cancelOrderWithRefund",
    operation: `mutation($id: ID!) { cancelOrderWithRefund(id: $id) { status } }`,
    variables: async (fx) => {
      const id = await fx.newOrder();
      await fx.shop.prisma.order.update({ where: { id }, data: { status: "paid", paidAt: new Date() } });
      return { id };
    },
    expect: adminOnly,
  },
  {
    // A buyer reads their order's refunds (an object they own), as they read its history; nobody else does.
    field: "Order.history, Order.shipments, Order.refunds",
    operation: `query($id: ID!) { order(id: $id) { history { to actor } shipments { trackingNumber } refunds { amount status } refunded } }`,
    variables: async (fx) => ({ id: await fx.newOrder() }),
    expect: buyerOrAdmin,
  },
  {
    field: "Mutation.addPart",
    operation: `mutation($input: PartInput!) { addPart(input: $input) { id } }`,
    variables: () => ({ input: { ...PART_INPUT, avquantity: 3 } }),
    expect: adminOnly,
  },
  {
    field: "Mutation.updatePart",
    operation: `mutation($id: ID!, $input: PartDetailsInput!) { updatePart(id: $id, input: $input) { id } }`,
    variables: async (fx) => ({ id: await fx.newPart(), input: PART_INPUT }),
    expect: adminOnly,
  },
  {
    field: "Mutation.restockPart",
    operation: `mutation($id: ID!) { restockPart(id: $id, quantity: 5) { avquantity } }`,
    variables: async (fx) => ({ id: await fx.newPart() }),
    expect: adminOnly,
  },
  {
    field: "Mutation.deletePart",
    operation: `mutation($id: ID!) { deletePart(id: $id) { id } }`,
    variables: async (fx) => ({ id: await fx.newPart() }),
    expect: adminOnly,
  },
  {
    field: "Mutation.requestBackInStock",
    operation: `mutation($p: ID!) { requestBackInStock(partId: $p) { id } }`,
    variables: async (fx) => ({ p: await soldOutPart(fx) }),
    expect: signedIn,
  },
  {
    field: "Mutation.cancelBackInStockRequest",
    operation: `mutation($id: ID!) { cancelBackInStockRequest(id: $id) { id } }`,
    variables: async (fx) => ({ id: await newBackInStockRequest(fx) }),
    // A request is its owner's alone: nobody else, not even an admin, may see or withdraw it.
    expect: { anonymous: "UNAUTHENTICATED", user: "data", other: "NOT_FOUND", admin: "NOT_FOUND" },
  },
  { field: "Query.myAddresses", operation: `{ myAddresses { id } }`, expect: signedIn },
  { field: "Query.myCart", operation: `{ myCart { itemCount } }`, expect: signedIn },
  {
    field: "Query.guestCart",
    operation: `query($p: ID!) { guestCart(lines: [{ partId: $p, quantity: 1 }]) { itemCount } }`,
    variables: (fx) => ({ p: fx.partId }),
    expect: everyone,
  },
  {
    field: "Mutation.addToCart",
    operation: `mutation($p: ID!) { addToCart(partId: $p, quantity: 1) { itemCount } }`,
    variables: (fx) => ({ p: fx.partId }),
    expect: signedIn,
  },
  {
    field: "Mutation.setCartQuantity",
    operation: `mutation($p: ID!) { setCartQuantity(partId: $p, quantity: 2) { itemCount } }`,
    // The part is in the caller's own cart first: a cart is its owner's alone.
    variables: async (fx, role) => ({ p: await inCartOf(fx, role) }),
    expect: signedIn,
  },
  {
    field: "Mutation.removeFromCart",
    operation: `mutation($id: ID!) { removeFromCart(id: $id) { itemCount } }`,
    variables: async (fx, role) => ({ id: await inCartOf(fx, role) }),
    expect: signedIn,
  },
  {
    field: "Mutation.mergeGuestCart",
    operation: `mutation($p: ID!) { mergeGuestCart(lines: [{ partId: $p, quantity: 1 }]) { itemCount } }`,
    variables: (fx) => ({ p: fx.partId }),
    expect: signedIn,
  },
  {
    field: "Query.checkoutQuote",
    operation: `query($p: ID!) { checkoutQuote(lines: [{ partId: $p, quantity: 1 }], address: { country: "US", postalCode: "94105", region: "CA" }) { total } }`,
    variables: async (fx) => {
      await shipsToUs(fx);
      return { p: fx.partId };
    },
    expect: everyone,
  },
  { field: "Query.shippingZones", operation: `{ shippingZones { name } }`, expect: adminOnly },
  { field: "Query.deliveryZones", operation: `{ deliveryZones { name methods { fromPrice } } }`, expect: everyone },
  { field: "Query.vehicleMakes", operation: `{ vehicleMakes { slug } }`, expect: everyone },
  { field: "Query.vehicleModels", operation: `{ vehicleModels(make: "yamaha") { slug } }`, expect: everyone },
  { field: "Query.vehicleYears", operation: `{ vehicleYears(make: "yamaha", model: "mt-07") }`, expect: everyone },
  { field: "Query.vehicleVariants", operation: `{ vehicleVariants(make: "yamaha", model: "mt-07", year: 2019) { id } }`, expect: everyone },
  { field: "Query.findVehicles", operation: `{ findVehicles(query: "mt07 2019") { id } }`, expect: everyone },
  { field: "Query.vehicles", operation: `{ vehicles(make: "yamaha") { id } }`, expect: everyone },
  { field: "Query.vehicle", operation: `query($v: ID!) { vehicle(id: $v) { name } }`, variables: async (fx) => ({ v: await newBike(fx) }), expect: everyone },
  {
    field: "Query.bike",
    operation: `{ bike(make: "yamaha", model: "mt-07", year: 2019) { vehicles { id } } }`,
    variables: async (fx) => {
      await newBike(fx);
      return {};
    },
    expect: everyone,
  },
  {
    field: "Part.fitment, Part.fitsVehicle, Part.partNumbers, Part.supersededBy",
    operation: `query($id: ID!, $v: ID!) { part(id: $id) { fitment { id } fitsVehicle(vehicleId: $v) { status } partNumbers { number } supersededBy { id } } }`,
    variables: async (fx) => ({ id: fx.partId, v: await newBike(fx) }),
    expect: everyone,
  },
  {
    field: "Mutation.addToGarage",
    operation: `mutation($v: ID!) { addToGarage(vehicleId: $v) { active } }`,
    variables: async (fx) => ({ v: await newBike(fx) }),
    expect: signedIn,
  },
  {
    field: "Mutation.removeFromGarage",
    operation: `mutation($v: ID!) { removeFromGarage(vehicleId: $v) { active } }`,
    variables: async (fx) => ({ v: await inGarageOfUser(fx) }),
    expect: ownerOnly,
  },
  {
    field: "Mutation.setActiveBike",
    operation: `mutation($v: ID!) { setActiveBike(vehicleId: $v) { active } }`,
    variables: async (fx) => ({ v: await inGarageOfUser(fx) }),
    expect: ownerOnly,
  },
  {
    field: "Mutation.mergeGuestGarage",
    operation: `mutation($v: ID!) { mergeGuestGarage(vehicleIds: [$v], activeVehicleId: $v) { active } }`,
    variables: async (fx) => ({ v: await newBike(fx) }),
    expect: signedIn,
  },
  {
    field: "User.garage",
    // Anyone's own garage; an admin listing users sees nobody else's (a guest has no record to read).
    operation: `{ me { garage { active } } }`,
    expect: signedIn,
  },
  {
    field: "Mutation.setPartFitment",
    operation: `mutation($p: ID!) { setPartFitment(partId: $p, input: { universal: true, ranges: [] }) { universalFit } }`,
    variables: (fx) => ({ p: fx.partId }),
    expect: adminOnly,
  },
  {
    field: "Mutation.setPartNumbers",
    operation: `mutation($p: ID!) { setPartNumbers(partId: $p, numbers: [{ kind: OEM, brand: "Yamaha", number: "1WS-W0045-00" }]) { id } }`,
    variables: (fx) => ({ p: fx.partId }),
    expect: adminOnly,
  },
  {
    field: "Mutation.addAddress",
    operation: `mutation($input: AddressInput!) { addAddress(input: $input) { id } }`,
    variables: () => ({ input: ADDRESS_INPUT }),
    expect: signedIn,
  },
  {
    field: "Mutation.updateAddress",
    operation: `mutation($id: ID!, $input: AddressInput!) { updateAddress(id: $id, input: $input) { id } }`,
    variables: async (fx) => ({ id: await newAddress(fx), input: { ...ADDRESS_INPUT, line2: "Hinterhaus" } }),
    expect: ownerOnly,
  },
  {
    field: "Mutation.removeAddress",
    operation: `mutation($id: ID!) { removeAddress(id: $id) { id } }`,
    variables: async (fx) => ({ id: await newAddress(fx) }),
    expect: ownerOnly,
  },
  {
    field: "Mutation.setDefaultAddress",
    operation: `mutation($id: ID!) { setDefaultAddress(id: $id) { id } }`,
    variables: async (fx) => ({ id: await newAddress(fx) }),
    expect: ownerOnly,
  },
  {
    field: "Mutation.saveShippingZone",
    operation: `mutation($input: ShippingZoneInput!) { saveShippingZone(input: $input) { id } }`,
    variables: (_fx, role) => ({ input: zoneInput(role) }),
    expect: adminOnly,
  },
  {
    field: "Mutation.deleteShippingZone",
    operation: `mutation($id: ID!) { deleteShippingZone(id: $id) { id } }`,
    variables: async (fx, role) => ({ id: await newZone(fx, role) }),
    expect: adminOnly,
  },
  {
    field: "Query.returnPolicy",
    operation: `{ returnPolicy { windows { days } } }`,
    expect: everyone,
  },
  {
    field: "Query.returnRequest",
    operation: `query($id: ID!) { returnRequest(id: $id) { id } }`,
    variables: async (fx) => ({ id: await userReturn(fx) }),
    expect: ownerOrAdmin,
  },
  {
    field: "Query.returns",
    operation: `{ returns { totalCount } }`,
    expect: adminOnly,
  },
  {
    field: "Query.returnFitmentReport",
    operation: `{ returnFitmentReport { returns } }`,
    expect: adminOnly,
  },
  {
    field: "Mutation.requestReturn",
    operation: `mutation($input: RequestReturnInput!) { requestReturn(input: $input) { id } }`,
    variables: async (fx) => {
      const { orderId, lineId } = await deliveredOrder(fx);
      return { input: { orderId, lines: [{ orderLineId: lineId, quantity: 1 }], reason: "CHANGED_MIND" } };
    },
    // Only the order's buyer asks: an admin handles returns, and is told another's order does not exist.
    expect: ownerOnly,
  },
  {
    field: "Mutation.cancelReturn",
    operation: `mutation($id: ID!) { cancelReturn(id: $id) { status } }`,
    variables: async (fx) => ({ id: await userReturn(fx) }),
    expect: ownerOnly,
  },
  {
    field: "Mutation.approveReturn",
    operation: `mutation($id: ID!) { approveReturn(id: $id) { status } }`,
    variables: async (fx) => ({ id: await userReturn(fx) }),
    expect: adminOnly,
  },
  {
    field: "Mutation.rejectReturn",
    operation: `mutation($id: ID!) { rejectReturn(id: $id, reason: "Fitted and run.") { status } }`,
    variables: async (fx) => ({ id: await userReturn(fx) }),
    expect: adminOnly,
  },
  {
    field: "Mutation.receiveReturn",
    operation: `mutation($id: ID!, $line: ID!) { receiveReturn(id: $id, lines: [{ returnLineId: $line, quantity: 1, restock: true }]) { status } }`,
    variables: async (fx) => {
      const id = await userReturn(fx, true);
      const line = await fx.shop.prisma.returnLine.findFirstOrThrow({ where: { returnId: id } });
      return { id, line: line.id };
    },
    expect: adminOnly,
  },
  {
    field: "Mutation.addPartReview",
    operation: `mutation($input: PartReviewInput!) { addPartReview(input: $input) { id } }`,
    variables: async (fx) => ({ input: { partId: await fx.newPart(), rating: 5, title: "Matrix", body: "Good." } }),
    expect: signedIn,
  },
  {
    field: "Mutation.updatePartReview",
    operation: `mutation($id: ID!) { updatePartReview(id: $id, input: { rating: 3, title: "Edited", body: "Edited." }) { id } }`,
    variables: async (fx) => ({ id: await userReview(fx) }),
    // A review is its writer's alone to edit: an admin hides it instead.
    expect: { anonymous: "UNAUTHENTICATED", user: "data", other: "NOT_FOUND", admin: "NOT_FOUND" },
  },
  {
    field: "Mutation.deletePartReview",
    operation: `mutation($id: ID!) { deletePartReview(id: $id) { id } }`,
    variables: async (fx) => ({ id: await userReview(fx) }),
    expect: { anonymous: "UNAUTHENTICATED", user: "data", other: "NOT_FOUND", admin: "NOT_FOUND" },
  },
  {
    field: "Mutation.markReviewHelpful",
    operation: `mutation($id: ID!) { markReviewHelpful(id: $id) { helpfulCount } }`,
    variables: async (fx) => ({ id: await strangersReview(fx) }),
    expect: signedIn,
  },
  {
    field: "Mutation.askQuestion",
    operation: `mutation($p: ID!) { askQuestion(partId: $p, text: "Does it fit?") { id } }`,
    variables: (fx) => ({ p: fx.partId }),
    expect: signedIn,
  },
  {
    field: "Mutation.answerQuestion",
    operation: `mutation($q: ID!) { answerQuestion(questionId: $q, text: "It does.") { id } }`,
    variables: async (fx) => ({ q: await userQuestion(fx) }),
    expect: signedIn,
  },
  {
    field: "Mutation.reportContent",
    operation: `mutation($id: ID!) { reportContent(kind: REVIEW, id: $id, reason: "Spam") { recorded } }`,
    variables: async (fx) => ({ id: await strangersReview(fx) }),
    expect: signedIn,
  },
  {
    field: "Mutation.hideContent",
    operation: `mutation($id: ID!) { hideContent(kind: REVIEW, id: $id, reason: "Spam") { hidden } }`,
    variables: async (fx) => ({ id: await strangersReview(fx) }),
    expect: adminOnly,
  },
  {
    field: "Mutation.restoreContent",
    operation: `mutation($id: ID!) { restoreContent(kind: REVIEW, id: $id) { hidden } }`,
    variables: async (fx) => ({ id: await strangersReview(fx) }),
    expect: adminOnly,
  },
  { field: "Query.reportedContent", operation: `{ reportedContent { id } }`, expect: adminOnly },
];

function rootFields(): string[] {
  const doc = parse(loadTypeDefs());
  return doc.definitions
    .filter((d): d is ObjectTypeDefinitionNode => d.kind === "ObjectTypeDefinition" && (d.name.value === "Query" || d.name.value === "Mutation"))
    .flatMap((t) => (t.fields ?? []).map((f) => `${t.name.value}.${f.name.value}`));
}

describe("authorization matrix", () => {
  let stripe: StripeStandIn;
  let fx: Fixtures;
  const adminEmail = uniqueEmail("admin");

  beforeAll(async () => {
    stripe = await startStripeStandIn();
    const shop = await startTestShop({ adminEmails: [adminEmail], stripe });
    const users = {
      user: await signUpAndSignIn(shop),
      other: await signUpAndSignIn(shop),
      admin: await signUpAndSignIn(shop, { email: adminEmail }),
    };
    const newPart = async () =>
      (await shop.prisma.part.create({
        data: { name: "Matrix part", description: "x", picture: "/images/parts/iridium-spark-plug.svg", priceCents: 950, minQuantity: 1, availableQuantity: 1000, addedByEmail: adminEmail },
      })).id;
    const partId = await newPart();
    fx = {
      shop,
      users,
      partId,
      newPart,
      async newOrderWithoutAddress() {
        const res = await shop.graphql(`mutation($p: ID!) { placeOrder(input: { partId: $p, quantity: 1 }) { id } }`, { p: partId }, users.user.token);
        return res.data!.placeOrder.id;
      },
      async newOrder() {
        const id = await fx.newOrderWithoutAddress();
        const res = await shop.graphql(
          `mutation($id: ID!, $input: OrderAddressInput!) { giveOrderAddress(orderId: $id, input: $input) { id } }`,
          { id, input: { address: US_ADDRESS, shippingMethod: await usGround(fx) } },
          users.user.token,
        );
        if (res.errors) throw new Error(JSON.stringify(res.errors));
        return id;
      },
      async throwawayToken(role) {
        const user = await signUpAndSignIn(shop);
        if (role === "admin") await shop.prisma.user.update({ where: { id: user.id }, data: { role: "admin" } });
        return user.token;
      },
      async newUserEmail() {
        const account = await createFirebaseAccount();
        await shop.graphql(`mutation($e: String!) { signIn(email: $e) { token } }`, { e: account.email }, account.idToken);
        return account.email;
      },
    };
  });
  afterAll(async () => {
    await fx.shop.close();
    await stripe.close();
  });

  it("has a row for every Query and Mutation field of schema.graphql", () => {
    // Rows of other types' fields (an order's history) come on top of the root fields.
    expect(TABLE.map((r) => r.field).filter((f) => /^(Query|Mutation)\./.test(f)).sort()).toEqual(rootFields().sort());
  });

  const cases = TABLE.flatMap((row) => ROLES.map((role) => [row.field, role, row.expect[role], row] as const));

  it.each(cases)("%s as %s: %s", async (_field, role, expected, row) => {
    const variables = (await row.variables?.(fx, role)) ?? {};
    const token = row.token ? await row.token(fx, role) : role === "anonymous" ? undefined : fx.users[role].token;
    const res = await fx.shop.graphql(row.operation, variables, token);
    if (expected === "data") {
      expect(res.errors).toBeUndefined();
      expect(res.data).toBeTruthy();
    } else {
      expect(res.errors?.[0]?.extensions?.code).toBe(expected);
      expect(res.data ?? null).toBeNull();
    }
  });
});

import { signUpAndSignIn, startTestShop, uniqueEmail, type SignedInUser, type TestShop } from "../../../test/harness";

const REQUEST = `mutation($p: ID!) { requestBackInStock(partId: $p) { id email notifiedAt part { id name soldOut } } }`;
const CANCEL = `mutation($id: ID!) { cancelBackInStockRequest(id: $id) { id } }`;
const MINE = `{ myBackInStockRequests { id email part { id } } }`;
const PART = `query($id: ID!) { part(id: $id) { soldOut minquantity avquantity } }`;

describe("sold-out parts and back-in-stock requests", () => {
  let shop: TestShop;
  let admin: SignedInUser;
  let rider: SignedInUser;
  let other: SignedInUser;
  const adminEmail = uniqueEmail("admin");

  beforeAll(async () => {
    shop = await startTestShop({ adminEmails: [adminEmail] });
    admin = await signUpAndSignIn(shop, { email: adminEmail });
    rider = await signUpAndSignIn(shop, { displayName: "Rita Rider" });
    other = await signUpAndSignIn(shop, { displayName: "Otto Other" });
  });
  afterAll(() => shop.close());

  /** A part with this stock and minimum, written directly: the API refuses a minimum above the stock. */
  async function part(availableQuantity: number, minQuantity = 1): Promise<string> {
    const row = await shop.prisma.part.create({
      data: { name: `Grip ${Math.random().toString(36).slice(2, 8)}`, description: "x", picture: "/images/parts/handlebar-grips.svg", priceCents: 1500, minQuantity, availableQuantity, addedByEmail: adminEmail },
    });
    return row.id;
  }

  it.each([
    [0, 1, true],
    [2, 3, true],
    [3, 3, false],
    [10, 1, false],
  ])("says a part with %i in stock and a minimum of %i is sold out: %s", async (stock, min, soldOut) => {
    const res = await shop.graphql(PART, { id: await part(stock, min) });
    expect(res.data!.part).toEqual({ soldOut, minquantity: min, avquantity: stock });
  });

  it("refuses an order of a part with less stock than its minimum", async () => {
    const id = await part(2, 3);
    const res = await shop.graphql(`mutation($p: ID!) { placeOrder(input: { partId: $p, quantity: 2 }) { id } }`, { p: id }, rider.token);
    expect(res.errors![0].extensions).toMatchObject({ code: "BAD_USER_INPUT", field: "quantity" });
    expect((await shop.prisma.part.findUniqueOrThrow({ where: { id } })).availableQuantity).toBe(2);
  });

  it("stores one request per shopper and part, addressed to the shopper", async () => {
    const id = await part(0);
    const first = await shop.graphql(REQUEST, { p: id }, rider.token);
    expect(first.errors).toBeUndefined();
    expect(first.data!.requestBackInStock).toMatchObject({ email: rider.email, notifiedAt: null, part: { id, soldOut: true } });
    const again = await shop.graphql(REQUEST, { p: id }, rider.token);
    expect(again.data!.requestBackInStock.id).toBe(first.data!.requestBackInStock.id);
    const rows = await shop.prisma.backInStockRequest.findMany({ where: { partId: id } });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ email: rider.email, notifiedAt: null });
  });

  it("emails each shopper who asked once the part can be ordered again, once", async () => {
    const id = await part(0, 2);
    await shop.graphql(REQUEST, { p: id }, rider.token);
    await shop.graphql(REQUEST, { p: id }, other.token);
    const restock = (quantity: number) => shop.graphql(`mutation($id: ID!, $q: Int!) { restockPart(id: $id, quantity: $q) { avquantity } }`, { id, q: quantity }, admin.token);
    // One unit is still below the minimum of two: nobody is told yet.
    expect((await restock(1)).errors).toBeUndefined();
    expect(await shop.prisma.outboxEmail.count({ where: { kind: "back-in-stock", dedupeKey: { contains: id } } })).toBe(0);
    await restock(5);
    const emails = await shop.prisma.outboxEmail.findMany({ where: { kind: "back-in-stock", dedupeKey: { contains: id } } });
    expect(emails.map((e) => e.toEmail).sort()).toEqual([rider.email, other.email].map((e) => e.toLowerCase()).sort());
    expect((await shop.prisma.backInStockRequest.findMany({ where: { partId: id } })).every((r) => r.notifiedAt !== null)).toBe(true);
    // More stock later tells nobody again.
    await restock(5);
    expect(await shop.prisma.outboxEmail.count({ where: { kind: "back-in-stock", dedupeKey: { contains: id } } })).toBe(2);
  });

  it("refuses a request for a part that can be ordered, an unknown part and a malformed id, clearly", async () => {
    const inStock = await shop.graphql(REQUEST, { p: await part(5, 5) }, rider.token);
    expect(inStock.errors![0]).toMatchObject({ message: "This part is in stock: you can order it now.", extensions: { code: "BAD_USER_INPUT", field: "partId" } });
    const unknown = await shop.graphql(REQUEST, { p: "00000000-0000-4000-8000-000000000000" }, rider.token);
    expect(unknown.errors![0].extensions!.code).toBe("NOT_FOUND");
    const malformed = await shop.graphql(REQUEST, { p: "not-a-part" }, rider.token);
    expect(malformed.errors![0].extensions).toMatchObject({ code: "BAD_USER_INPUT", field: "partId" });
  });

  it("shows each shopper only their own requests, and lets only the owner withdraw one", async () => {
    const id = await part(0);
    const mine = (await shop.graphql(REQUEST, { p: id }, rider.token)).data!.requestBackInStock.id;
    const theirs = (await shop.graphql(REQUEST, { p: id }, other.token)).data!.requestBackInStock.id;

    const listed = (await shop.graphql(MINE, {}, rider.token)).data!.myBackInStockRequests.map((r: { id: string }) => r.id);
    expect(listed).toContain(mine);
    expect(listed).not.toContain(theirs);

    for (const stranger of [other, admin]) {
      const res = await shop.graphql(CANCEL, { id: mine }, stranger.token);
      expect(res.errors![0].extensions!.code).toBe("NOT_FOUND");
    }
    expect(await shop.prisma.backInStockRequest.count({ where: { id: mine } })).toBe(1);

    expect((await shop.graphql(CANCEL, { id: mine }, rider.token)).data!.cancelBackInStockRequest.id).toBe(mine);
    expect(await shop.prisma.backInStockRequest.count({ where: { id: mine } })).toBe(0);
    expect((await shop.graphql(CANCEL, { id: mine }, rider.token)).errors![0].extensions!.code).toBe("NOT_FOUND");
  });

  it("needs a signed-in shopper", async () => {
    const res = await shop.graphql(REQUEST, { p: await part(0) });
    expect(res.errors![0].extensions!.code).toBe("UNAUTHENTICATED");
  });

  it("drops a part's requests when the part is deleted", async () => {
    const id = await part(0);
    await shop.graphql(REQUEST, { p: id }, rider.token);
    expect((await shop.graphql(`mutation($id: ID!) { deletePart(id: $id) { id } }`, { id }, admin.token)).errors).toBeUndefined();
    expect(await shop.prisma.backInStockRequest.count({ where: { partId: id } })).toBe(0);
  });
});

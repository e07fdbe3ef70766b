import { signUpAndSignIn, startTestShop, uniqueEmail, type SignedInUser, type TestShop } from "../../../test/harness";

/** The server cart: its rules, the guest cart's merge and what changed since, through GraphQL. */

const CART = `lines { id part { id } name quantity unitPrice lineTotal notices { kind message } } subtotal itemCount weightKg`;

interface CartData {
  lines: { id: string; part: { id: string } | null; name: string; quantity: number; unitPrice: number | null; lineTotal: number; notices: { kind: string; message: string }[] }[];
  subtotal: number;
  itemCount: number;
  weightKg: number;
}

describe("cart", () => {
  let shop: TestShop;
  let admin: SignedInUser;
  const adminEmail = uniqueEmail("admin");

  beforeAll(async () => {
    shop = await startTestShop({ adminEmails: [adminEmail] });
    admin = await signUpAndSignIn(shop, { email: adminEmail, displayName: "Shop Admin" });
  });
  afterAll(() => shop.close());

  /** A part of its own per test, added by the admin through the API. */
  async function newPart(over: { name?: string; price?: number; stock?: number; min?: number; weightKg?: number } = {}): Promise<string> {
    const res = await shop.graphql<{ addPart: { id: string } }>(
      `mutation($input: PartInput!) { addPart(input: $input) { id } }`,
      {
        input: {
          name: over.name ?? "Cart test lever",
          description: "For the cart tests.",
          picture: "/images/parts/adjustable-levers.svg",
          price: over.price ?? 10,
          minquantity: over.min ?? 1,
          avquantity: over.stock ?? 10,
          weightKg: over.weightKg ?? 0.5,
        },
      },
      admin.token,
    );
    expect(res.errors).toBeUndefined();
    return res.data!.addPart.id;
  }

  /** A part nobody can order: the API refuses to add one (minimum above stock), orders make them. */
  async function soldOutPart(name: string): Promise<string> {
    const part = await shop.prisma.part.create({
      data: { name, description: "Sold out.", picture: "/images/parts/adjustable-levers.svg", priceCents: 1000, minQuantity: 1, availableQuantity: 0, addedByEmail: adminEmail },
    });
    return part.id;
  }

  async function call(user: SignedInUser, operation: string, variables: Record<string, unknown> = {}) {
    const res = await shop.graphql<Record<string, CartData>>(operation, variables, user.token);
    const data = res.data ? Object.values(res.data)[0] : undefined;
    return { cart: data, error: res.errors?.[0] };
  }
  const add = (user: SignedInUser, partId: string, quantity: number) =>
    call(user, `mutation($p: ID!, $q: Int!) { addToCart(partId: $p, quantity: $q) { ${CART} } }`, { p: partId, q: quantity });
  const setQuantity = (user: SignedInUser, partId: string, quantity: number) =>
    call(user, `mutation($p: ID!, $q: Int!) { setCartQuantity(partId: $p, quantity: $q) { ${CART} } }`, { p: partId, q: quantity });
  const mine = async (user: SignedInUser) => (await call(user, `{ myCart { ${CART} } }`)).cart!;

  it("adds parts, sums a part added twice, and totals what can be bought", async () => {
    const rider = await signUpAndSignIn(shop);
    const lever = await newPart({ price: 12.5, weightKg: 0.4 });
    const grips = await newPart({ name: "Cart test grips", price: 20, min: 2, weightKg: 0.3 });
    expect((await add(rider, lever, 1)).error).toBeUndefined();
    expect((await add(rider, lever, 2)).error).toBeUndefined();
    const { cart } = await add(rider, grips, 2);
    expect(cart!.lines.map((l) => [l.name, l.quantity, l.unitPrice, l.lineTotal, l.notices])).toEqual([
      ["Cart test lever", 3, 12.5, 37.5, []],
      ["Cart test grips", 2, 20, 40, []],
    ]);
    expect(cart).toMatchObject({ subtotal: 77.5, itemCount: 5 });
    expect(cart!.weightKg).toBeCloseTo(1.8, 6);
    // The same cart on every device: it is the account's.
    expect((await mine(rider)).lines).toHaveLength(2);
  });

  it("keeps each line within the part's minimum and stock, and says why", async () => {
    const rider = await signUpAndSignIn(shop);
    const pads = await newPart({ name: "Cart test pads", min: 2, stock: 5 });
    expect((await add(rider, pads, 1)).error).toMatchObject({ message: "Cart test pads is sold in quantities of at least 2.", extensions: { code: "BAD_USER_INPUT", field: "quantity" } });
    expect((await add(rider, pads, 4)).error).toBeUndefined();
    expect((await add(rider, pads, 2)).error?.message).toBe("Only 5 of Cart test pads left. Your cart has 4 already.");
    expect((await setQuantity(rider, pads, 6)).error?.message).toBe("Only 5 of Cart test pads left.");
    expect((await setQuantity(rider, pads, 5)).cart!.lines[0].quantity).toBe(5);
    expect((await setQuantity(rider, pads, 0)).error?.extensions?.code).toBe("BAD_USER_INPUT");
    const soldOut = await soldOutPart("Cart test sold out");
    expect((await add(rider, soldOut, 1)).error?.message).toBe("Cart test sold out is sold out.");
    expect((await add(rider, "0b7f4f4e-0000-4000-8000-000000000000", 1)).error?.extensions?.code).toBe("NOT_FOUND");
    expect((await add(rider, "not-an-id", 1)).error?.extensions).toMatchObject({ code: "BAD_USER_INPUT", field: "partId" });
    const removed = await call(rider, `mutation($id: ID!) { removeFromCart(id: $id) { ${CART} } }`, { id: pads });
    expect(removed.cart!.lines).toEqual([]);
  });

  it("merges a guest cart: quantities add up, capped at stock and raised to the minimum; parts gone are left out", async () => {
    const rider = await signUpAndSignIn(shop);
    const lever = await newPart({ stock: 6 });
    const pads = await newPart({ name: "Cart test pads", min: 2, stock: 10 });
    const chain = await newPart({ name: "Cart test chain", stock: 3 });
    const soldOut = await soldOutPart("Cart test sold out");
    await add(rider, lever, 4);
    const { cart, error } = await call(rider, `mutation($lines: [CartLineInput!]!) { mergeGuestCart(lines: $lines) { ${CART} } }`, {
      lines: [
        { partId: lever, quantity: 5 },
        { partId: pads, quantity: 1 },
        { partId: chain, quantity: 2 },
        { partId: chain, quantity: 2 },
        { partId: soldOut, quantity: 1 },
        { partId: "0b7f4f4e-0000-4000-8000-000000000000", quantity: 1 },
      ],
    });
    expect(error).toBeUndefined();
    // Lines merged in one go may share their time of creation: compared in the order of their ids.
    const byId = (a: [string, number], b: [string, number]) => a[0].localeCompare(b[0]);
    expect(cart!.lines.map((l) => [l.part!.id, l.quantity] as [string, number]).sort(byId)).toEqual(
      ([
        [lever, 6],
        [pads, 2],
        [chain, 3],
      ] as [string, number][]).sort(byId),
    );
  });

  it("says what changed since: a new price, stock sold to someone else, a part deleted", async () => {
    const rider = await signUpAndSignIn(shop);
    const other = await signUpAndSignIn(shop);
    const pads = await newPart({ name: "Cart test pads", price: 42.5, stock: 5 });
    const chain = await newPart({ name: "Cart test chain", price: 80, stock: 5 });
    const gone = await newPart({ name: "Cart test gone", price: 5 });
    await add(rider, pads, 1);
    await add(rider, chain, 4);
    await add(rider, gone, 1);

    const edit = await shop.graphql(
      `mutation($id: ID!, $input: PartDetailsInput!) { updatePart(id: $id, input: $input) { id } }`,
      { id: pads, input: { name: "Cart test pads", description: "For the cart tests.", picture: "/images/parts/adjustable-levers.svg", price: 45, minquantity: 1 } },
      admin.token,
    );
    expect(edit.errors).toBeUndefined();
    const order = await shop.graphql(`mutation($p: ID!) { placeOrder(input: { partId: $p, quantity: 2 }) { id } }`, { p: chain }, other.token);
    expect(order.errors).toBeUndefined();
    expect((await shop.graphql(`mutation($id: ID!) { deletePart(id: $id) { id } }`, { id: gone }, admin.token)).errors).toBeUndefined();

    const cart = await mine(rider);
    expect(cart.lines.map((l) => [l.name, l.quantity, l.unitPrice, l.notices.map((n) => n.message)])).toEqual([
      ["Cart test pads", 1, 45, ["Price changed from $42.50 to $45.00"]],
      ["Cart test chain", 3, 80, ["Only 3 left: quantity lowered"]],
      ["Cart test gone", 1, null, ["No longer available"]],
    ]);
    expect(cart).toMatchObject({ subtotal: 45 + 240, itemCount: 4 });
    // Setting the quantity again accepts the new price; a deleted part's line is removed by its id.
    expect((await setQuantity(rider, pads, 1)).cart!.lines[0].notices).toEqual([]);
    const goneLine = cart.lines[2].id;
    const removed = await call(rider, `mutation($id: ID!) { removeFromCart(id: $id) { ${CART} } }`, { id: goneLine });
    expect(removed.cart!.lines.map((l) => l.name)).toEqual(["Cart test pads", "Cart test chain"]);
  });

  it("keeps each shopper's cart to themselves", async () => {
    const rider = await signUpAndSignIn(shop);
    const other = await signUpAndSignIn(shop);
    const lever = await newPart();
    await add(rider, lever, 1);
    expect((await mine(other)).lines).toEqual([]);
    const removed = await call(other, `mutation($id: ID!) { removeFromCart(id: $id) { ${CART} } }`, { id: lever });
    expect(removed.error?.extensions?.code).toBe("NOT_FOUND");
    expect((await mine(rider)).lines).toHaveLength(1);
  });

  it("counts two tabs adding at once one after the other", async () => {
    const rider = await signUpAndSignIn(shop);
    const lever = await newPart({ stock: 100 });
    const results = await Promise.all(Array.from({ length: 5 }, () => add(rider, lever, 2)));
    expect(results.every((r) => !r.error)).toBe(true);
    expect((await mine(rider)).lines.map((l) => l.quantity)).toEqual([10]);
  });

  it("prices a guest's browser cart now, with the same notices, storing nothing", async () => {
    const pads = await newPart({ name: "Guest cart pads", price: 45, stock: 10 });
    const chain = await newPart({ name: "Guest cart chain", price: 80, stock: 5 });
    const gone = await soldOutPart("Guest cart gone");
    await shop.prisma.part.update({ where: { id: pads }, data: { priceCents: 4750 } });
    await shop.prisma.part.update({ where: { id: chain }, data: { availableQuantity: 2 } });
    const res = await shop.graphql<{ guestCart: CartData }>(
      `query($lines: [GuestCartLineInput!]!) { guestCart(lines: $lines) { ${CART} } }`,
      {
        lines: [
          { partId: pads, quantity: 2, seenPrice: 45 },
          { partId: chain, quantity: 4 },
          { partId: gone, quantity: 1 },
        ],
      },
    );
    expect(res.errors).toBeUndefined();
    const cart = res.data!.guestCart;
    expect(cart.lines.map((l) => [l.id, l.name, l.quantity, l.unitPrice, l.notices.map((n) => n.message)])).toEqual([
      [pads, "Guest cart pads", 2, 47.5, ["Price changed from $45.00 to $47.50"]],
      [chain, "Guest cart chain", 2, 80, ["Only 2 left: quantity lowered"]],
      [gone, "Guest cart gone", 1, null, ["No longer available"]],
    ]);
    expect(cart).toMatchObject({ subtotal: 95 + 160, itemCount: 4 });
    const bad = await shop.graphql(`query { guestCart(lines: [{ partId: "nope", quantity: 0 }]) { itemCount } }`);
    expect(bad.errors?.[0].extensions).toMatchObject({ code: "BAD_USER_INPUT" });
    expect(await shop.prisma.cartLine.count({ where: { partId: { in: [pads, chain] } } })).toBe(0);
  });
});

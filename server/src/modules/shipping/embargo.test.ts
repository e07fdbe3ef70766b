import { signUpAndSignIn, startTestShop, uniqueEmail, type SignedInUser, type TestShop } from "../../../test/harness";
import { exportRefusal } from "./export-controls";

/**
 * The refused regions of Ukraine (Crimea with Sevastopol, Donetsk, Luhansk) recognised in every part of an
 * address that places it there, however it is written, at quote, checkout and in the address book, over
 * GraphQL and REST; and again before an order is packed or shipped (ADR 0016).
 */

const CRIMEA = "We can't ship to the Crimea region of Ukraine: US export controls and sanctions forbid it.";
const DONETSK = "We can't ship to the Donetsk region of Ukraine: US export controls and sanctions forbid it.";
const LUHANSK = "We can't ship to the Luhansk region of Ukraine: US export controls and sanctions forbid it.";

const KYIV = { fullName: "Olena Kovalenko", line1: "vul. Khreshchatyk 22", line2: "", city: "Kyiv", region: "30", postalCode: "01001", country: "UA", phone: "+380 44 123 4567" };
const LVIV = { ...KYIV, fullName: "Taras Melnyk", line1: "pl. Rynok 1", city: "Lviv", region: "Lviv Oblast", postalCode: "79008" };

/** Addresses the attack review got through, each with the refusal it must get now. */
const REFUSED: [label: string, address: Record<string, string>, message: string][] = [
  ["Simferopol with no region", { ...KYIV, region: "", city: "Simferopol", postalCode: "95000" }, CRIMEA],
  ["a Crimean postal code alone", { ...KYIV, region: "", city: "Kyiv", postalCode: "95000" }, CRIMEA],
  ["Sevastopol's postal code", { ...KYIV, region: "", city: "Kyiv", postalCode: "99011" }, CRIMEA],
  ["a Russian-assigned Crimean code", { ...KYIV, region: "", city: "Kyiv", postalCode: "295000" }, CRIMEA],
  ["Республика Крым", { ...KYIV, region: "Республика Крым", city: "Ялта" }, CRIMEA],
  ["Севастополь", { ...KYIV, region: "", city: "Севастополь" }, CRIMEA],
  ["Донецька область", { ...KYIV, region: "Донецька область", city: "Краматорськ", postalCode: "" }, DONETSK],
  ["Krim", { ...KYIV, region: "Krim" }, CRIMEA],
  ["Donets'k", { ...KYIV, region: "Donets'k" }, DONETSK],
  ["Luhans'k", { ...KYIV, region: "", city: "Luhans'k", postalCode: "" }, LUHANSK],
  ["DNR", { ...KYIV, region: "DNR" }, DONETSK],
  ["UA43", { ...KYIV, region: "UA43" }, CRIMEA],
  ["UA 43", { ...KYIV, region: "UA 43" }, CRIMEA],
  ["Cri + a zero-width space + mea", { ...KYIV, region: "Cri\u200Bmea" }, CRIMEA],
  ["Crimea with a Cyrillic С", { ...KYIV, region: "\u0421rimea" }, CRIMEA],
  ["Mariupol with a Kyiv postal code", { ...KYIV, region: "", city: "Mariupol" }, DONETSK],
  ["Horlivka in Russian", { ...KYIV, region: "", city: "Горловка", postalCode: "" }, DONETSK],
  ["Donetsk oblast's postal code", { ...KYIV, region: "", city: "Kyiv", postalCode: "84100" }, DONETSK],
  ["Luhansk oblast's postal code", { ...KYIV, region: "", city: "Kyiv", postalCode: "93400" }, LUHANSK],
];

/** Places elsewhere in Ukraine, which still ship. */
const OPEN: [city: string, region: string, postalCode: string][] = [
  ["Kyiv", "30", "01001"],
  ["Київ", "Kyiv", "01001"],
  ["Lviv", "46", "79008"],
  ["Kharkiv", "63", "61000"],
  ["Odesa", "51", "65000"],
  ["Dnipro", "12", "49000"],
  ["Zaporizhzhia", "23", "69000"],
  ["Kryvyi Rih", "12", "50000"],
  ["Mykolaiv", "48", "54000"],
  ["Pervomaisk", "48", "55200"],
  ["Kherson", "65", "73000"],
  ["Poltava", "53", "36000"],
  ["Chernihiv", "74", "14000"],
  ["Sumy", "59", "40000"],
  ["Zhytomyr", "18", "10000"],
  ["Vinnytsia", "05", "21000"],
  ["Cherkasy", "71", "18000"],
  ["Kropyvnytskyi", "35", "25000"],
  ["Khmelnytskyi", "68", "29000"],
  ["Rivne", "56", "33000"],
  ["Lutsk", "07", "43000"],
  ["Ternopil", "61", "46000"],
  ["Ivano-Frankivsk", "26", "76000"],
  ["Uzhhorod", "21", "88000"],
  ["Chernivtsi", "77", "58000"],
  ["Kremenchuk", "53", "39600"],
  ["Bila Tserkva", "32", "09100"],
];

describe("the refused regions of Ukraine, as rules", () => {
  it.each(REFUSED)("refuses %s", (_label, address, message) => {
    expect(exportRefusal(address)).toBe(message);
  });

  it.each(OPEN)("ships to %s", (city, region, postalCode) => {
    expect(exportRefusal({ country: "UA", city, region, postalCode })).toBeNull();
  });

  it("refuses a town whose name another region shares, unless a postal code places it", () => {
    expect(exportRefusal({ country: "UA", city: "Pervomaisk", region: "" })).toMatch(/^We can't ship to Pervomaisk without a postal code that places it/);
    expect(exportRefusal({ country: "UA", city: "Pervomaisk", region: "48", postalCode: "55200" })).toBeNull();
  });

  it("reads a region's name where the country goes, and ignores these names outside Ukraine's address fields", () => {
    expect(exportRefusal({ country: "Crimea" })).toBe(CRIMEA);
    expect(exportRefusal({ country: "DE", city: "Berlin", region: "", postalCode: "95000" })).toBeNull();
  });
});

const ADDRESS_FIELDS = "fullName line1 city region postalCode country";

describe("the refused regions of Ukraine, through the API", () => {
  let shop: TestShop;
  let admin: SignedInUser;
  let rider: SignedInUser;
  let partId: string;
  let standard: string;
  const adminEmail = uniqueEmail("admin");
  let keys = 0;
  const key = () => `embargo-${Date.now()}-${keys++}`;

  beforeAll(async () => {
    shop = await startTestShop({ adminEmails: [adminEmail] });
    admin = await signUpAndSignIn(shop, { email: adminEmail, displayName: "Shop Admin" });
    rider = await signUpAndSignIn(shop, { displayName: "Olena Kovalenko" });
    // The zone editor allows Ukraine: the regions are refused, not the country.
    const zone = await shop.graphql<{ saveShippingZone: { methods: { id: string }[] } }>(
      `mutation($input: ShippingZoneInput!) { saveShippingZone(input: $input) { methods { id } } }`,
      { input: { name: "Eastern Europe", countries: ["UA", "PL"], methods: [{ label: "Standard international", minDays: 7, maxDays: 14, rates: [{ maxWeightKg: 30, price: 29 }] }] } },
      admin.token,
    );
    expect(zone.errors).toBeUndefined();
    standard = zone.data!.saveShippingZone.methods[0].id;
    const part = await shop.graphql<{ addPart: { id: string } }>(
      `mutation($input: PartInput!) { addPart(input: $input) { id } }`,
      {
        input: {
          name: "Chain lube 400 ml",
          description: "Chain lube for O-ring chains.",
          minquantity: 1,
          avquantity: 500,
          price: 14.5,
          picture: "https://example.com/lube.jpg",
          weightKg: 0.5,
        },
      },
      admin.token,
    );
    partId = part.data!.addPart.id;
  });
  afterAll(() => shop.close());

  const rest = async (path: string, body: unknown, token?: string) => {
    const res = await fetch(`${shop.url}${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as { code?: string; message?: string } };
  };
  const lines = () => [{ partId, quantity: 1 }];

  it.each(REFUSED)("refuses %s at quote, checkout and in the address book, on GraphQL and REST", async (_label, address, message) => {
    const stockBefore = (await shop.prisma.part.findUniqueOrThrow({ where: { id: partId } })).availableQuantity;
    const destination = { country: address.country, region: address.region, postalCode: address.postalCode, city: address.city };
    const quote = await shop.graphql(`query($lines: [CartLineInput!]!, $address: DestinationInput!) { checkoutQuote(lines: $lines, address: $address) { total } }`, {
      lines: lines(),
      address: destination,
    });
    expect(quote.errors?.[0]).toMatchObject({ message, extensions: { code: "DESTINATION_REFUSED", reason: "sanctions" } });
    expect(await rest("/checkout/quote", { lines: lines(), address: destination })).toEqual({ status: 422, body: expect.objectContaining({ code: "DESTINATION_REFUSED", message }) });

    const checkout = await shop.graphql(
      `mutation($input: CheckoutInput!) { checkout(input: $input) { id } }`,
      { input: { lines: lines(), address, shippingMethod: standard, idempotencyKey: key() } },
      rider.token,
    );
    expect(checkout.errors?.[0]).toMatchObject({ message, extensions: { code: "DESTINATION_REFUSED" } });
    const order = await rest("/orders", { lines: lines(), address, shippingMethod: standard, idempotencyKey: key() }, rider.token);
    expect(order).toEqual({ status: 422, body: expect.objectContaining({ code: "DESTINATION_REFUSED", message }) });

    const saved = await shop.graphql(`mutation($input: AddressInput!) { addAddress(input: $input) { id } }`, { input: address }, rider.token);
    expect(saved.errors?.[0]).toMatchObject({ message, extensions: { code: "DESTINATION_REFUSED" } });

    // Nothing was written.
    expect((await shop.prisma.part.findUniqueOrThrow({ where: { id: partId } })).availableQuantity).toBe(stockBefore);
    expect(await shop.prisma.address.count({ where: { userId: rider.id } })).toBe(0);
  });

  it("refuses to move a saved address into a refused region", async () => {
    const added = await shop.graphql<{ addAddress: { id: string } }>(`mutation($input: AddressInput!) { addAddress(input: $input) { id } }`, { input: KYIV }, rider.token);
    expect(added.errors).toBeUndefined();
    const moved = await shop.graphql(
      `mutation($id: ID!, $input: AddressInput!) { updateAddress(id: $id, input: $input) { ${ADDRESS_FIELDS} } }`,
      { id: added.data!.addAddress.id, input: { ...KYIV, city: "Simferopol", region: "" } },
      rider.token,
    );
    expect(moved.errors?.[0]).toMatchObject({ message: CRIMEA, extensions: { code: "DESTINATION_REFUSED" } });
    const kept = await shop.prisma.address.findUniqueOrThrow({ where: { id: added.data!.addAddress.id } });
    expect(kept.city).toBe("Kyiv");
    await shop.graphql(`mutation($id: ID!) { removeAddress(id: $id) { id } }`, { id: kept.id }, rider.token);
  });

  it("asks Ukrainian addresses for their oblast and a five-digit postal code", async () => {
    const saved = await shop.graphql(`mutation($input: AddressInput!) { addAddress(input: $input) { id } }`, { input: { ...KYIV, region: "", postalCode: "1001" } }, rider.token);
    const fields = (saved.errors?.[0].extensions?.fields as { field: string; message: string }[]).map((f) => f.field);
    expect(fields).toEqual(expect.arrayContaining(["postalCode", "region"]));
  });

  it.each([
    ["Kyiv", KYIV],
    ["Lviv", LVIV],
  ])("quotes, places, pays, packs and ships an order to %s", async (_city, address) => {
    const placed = await shop.graphql<{ checkout: { id: string; shippingAddress: { region: string } } }>(
      `mutation($input: CheckoutInput!) { checkout(input: $input) { id shippingAddress { region } } }`,
      { input: { lines: lines(), address, shippingMethod: standard, idempotencyKey: key() } },
      rider.token,
    );
    expect(placed.errors).toBeUndefined();
    const id = placed.data!.checkout.id;
    await shop.graphql(`mutation($id: ID!) { payOrderWithDemo(orderId: $id) { id } }`, { id }, rider.token);
    const shipped = await shop.graphql<{ markOrderShipped: { status: string } }>(`mutation($id: ID!) { markOrderShipped(id: $id) { status } }`, { id }, admin.token);
    expect(shipped.errors).toBeUndefined();
    expect(shipped.data!.markOrderShipped.status).toBe("shipped");
  });

  it("checks the destination again before packing or shipping, one order or several", async () => {
    const placed = await shop.graphql<{ checkout: { id: string } }>(
      `mutation($input: CheckoutInput!) { checkout(input: $input) { id } }`,
      { input: { lines: lines(), address: KYIV, shippingMethod: standard, idempotencyKey: key() } },
      rider.token,
    );
    const id = placed.data!.checkout.id;
    await shop.graphql(`mutation($id: ID!) { payOrderWithDemo(orderId: $id) { id } }`, { id }, rider.token);
    // As if the address had reached the database some other way: the moves read it again.
    await shop.prisma.order.update({ where: { id }, data: { shippingAddress: { ...KYIV, city: "Simferopol", region: null, postalCode: "95000", line2: null } } });
    for (const [mutation, variables] of [
      [`mutation($id: ID!) { markOrderPacked(id: $id) { status } }`, { id }],
      [`mutation($ids: [ID!]!) { markOrdersPacked(ids: $ids) { status } }`, { ids: [id] }],
      [`mutation($id: ID!) { markOrderShipped(id: $id) { status } }`, { id }],
      [`mutation($id: ID!) { addShipment(orderId: $id, input: { carrier: ups, trackingNumber: "1Z999AA10123456784" }) { status } }`, { id }],
    ] as const) {
      const res = await shop.graphql(mutation, variables, admin.token);
      expect(res.errors?.[0]).toMatchObject({ message: CRIMEA, extensions: { code: "DESTINATION_REFUSED" } });
    }
    const order = await shop.prisma.order.findUniqueOrThrow({ where: { id }, include: { shipments: true } });
    expect(order.status).toBe("paid");
    expect(order.shipments).toHaveLength(0);
  });

  it("cannot pack or ship a paid order without an address (the spec's one-part order) until it has one", async () => {
    const res = await fetch(`${shop.url}/order`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${rider.token}` },
      body: JSON.stringify({ partId, quantity: 1, email: rider.email }),
    });
    const { insertedId: id } = (await res.json()) as { insertedId: string };
    await shop.graphql(`mutation($id: ID!) { payOrderWithDemo(orderId: $id) { id } }`, { id }, rider.token);
    for (const [mutation, variables] of [
      [`mutation($id: ID!) { markOrderPacked(id: $id) { status } }`, { id }],
      [`mutation($ids: [ID!]!) { markOrdersPacked(ids: $ids) { status } }`, { ids: [id] }],
      [`mutation($id: ID!) { markOrderShipped(id: $id) { status } }`, { id }],
    ] as const) {
      const refused = await shop.graphql(mutation, variables, admin.token);
      expect(refused.errors?.[0]).toMatchObject({
        message: expect.stringMatching(/^MP-\d+ has no shipping address yet: its buyer must give one before it can be packed or shipped\.$/),
        extensions: { code: "CONFLICT", reason: "ADDRESS_REQUIRED" },
      });
    }
    expect((await shop.prisma.order.findUniqueOrThrow({ where: { id } })).status).toBe("paid");
  });
});

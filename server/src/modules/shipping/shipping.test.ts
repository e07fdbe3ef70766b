import { signUpAndSignIn, startTestShop, uniqueEmail, type SignedInUser, type TestShop } from "../../../test/harness";
import { COUNTRY_RULES, type CountryRule } from "../../../../shared/addresses";
import { answerProblems, type OpenApiDocument } from "../../../test/openapi-check";

/** Shipping zones, weight-band rates and the checkout quote, through GraphQL and REST. */

const QUOTE = /* GraphQL */ `
  query Quote($lines: [CartLineInput!]!, $address: DestinationInput!) {
    checkoutQuote(lines: $lines, address: $address) {
      lines { partId name partNumber quantity unitPrice lineTotal weightKg }
      weightKg subtotal duties taxes total currency dueOnDelivery incoterm dutyReason
      dutyBreakdown { kind label amount rate collected }
      shippingOptions { id label price minDays maxDays landedCost { duties taxes dueOnDelivery total incoterm localTotal { currency amount } } }
    }
  }
`;
const SAVE_ZONE = /* GraphQL */ `
  mutation SaveZone($input: ShippingZoneInput!) {
    saveShippingZone(input: $input) { id name countries methods { id label minDays maxDays rates { maxWeightKg price } } }
  }
`;
const ADD_PART = `mutation($input: PartInput!) { addPart(input: $input) { id weightKg } }`;

interface Option {
  id: string;
  label: string;
  price: number;
  minDays: number;
  maxDays: number;
}
interface Quote {
  lines: { partId: string; name: string; partNumber: string | null; quantity: number; unitPrice: number; lineTotal: number; weightKg: number }[];
  weightKg: number;
  subtotal: number;
  duties: number;
  taxes: number;
  total: number;
  currency: string;
  shippingOptions: (Option & { landedCost: { duties: number; taxes: number; dueOnDelivery: number; total: number; incoterm: string; localTotal: { currency: string; amount: number } | null } })[];
  dueOnDelivery: number;
  incoterm: string;
  dutyReason: string;
  dutyBreakdown: { kind: string; label: string; amount: number; rate: number; collected: string }[];
}
interface GraphQLErrorShape {
  message: string;
  extensions?: { code?: string; field?: string; fields?: { field: string; message: string }[] };
}

describe("shipping and the checkout quote", () => {
  let shop: TestShop;
  let admin: SignedInUser;
  const adminEmail = uniqueEmail("admin");
  /** Parts of known weight, price and stock, made through the API. */
  const parts: Record<"light" | "heavy" | "pads", string> = { light: "", heavy: "", pads: "" };

  beforeAll(async () => {
    shop = await startTestShop({ seed: true, adminEmails: [adminEmail] });
    admin = await signUpAndSignIn(shop, { email: adminEmail, displayName: "Shop Admin" });
    const add = async (input: Record<string, unknown>) => {
      const res = await shop.graphql<{ addPart: { id: string; weightKg: number } }>(
        ADD_PART,
        { input: { description: "For the shipping tests.", picture: "/images/parts/spin-on-oil-filter.svg", minquantity: 1, ...input } },
        admin.token,
      );
      expect(res.errors).toBeUndefined();
      return res.data!.addPart;
    };
    const light = await add({ name: "Shipping test valve cap", price: 4.5, avquantity: 100, weightKg: 0.25, partNumber: "SHIP-1" });
    expect(light.weightKg).toBe(0.25);
    parts.light = light.id;
    parts.heavy = (await add({ name: "Shipping test crate", price: 120, avquantity: 10, weightKg: 4.5 })).id;
    parts.pads = (await add({ name: "Shipping test pads", price: 42.5, avquantity: 5, minquantity: 2, weightKg: 0.32 })).id;
    // Iceland is in no zone of the seed: a zone of our own pins the bands down.
    const zone = await shop.graphql(
      SAVE_ZONE,
      {
        input: {
          name: "Test Iceland",
          countries: ["IS"],
          methods: [
            { label: "Test economy", minDays: 10, maxDays: 20, rates: [{ maxWeightKg: 0.5, price: 10 }, { maxWeightKg: 2, price: 20 }, { maxWeightKg: 5, price: 35 }] },
            { label: "Test courier", minDays: 2, maxDays: 4, rates: [{ maxWeightKg: 2, price: 45 }, { maxWeightKg: 10, price: 80 }] },
          ],
        },
      },
      admin.token,
    );
    expect(zone.errors).toBeUndefined();
  });
  afterAll(() => shop.close());

  async function quote(lines: { partId: string; quantity: number }[], address: Record<string, unknown>) {
    return shop.graphql<{ checkoutQuote: Quote }>(QUOTE, { lines, address });
  }
  async function quoted(lines: { partId: string; quantity: number }[], address: Record<string, unknown>): Promise<Quote> {
    const res = await quote(lines, address);
    expect(res.errors).toBeUndefined();
    return res.data!.checkoutQuote;
  }
  const refusal = (res: { errors?: readonly GraphQLErrorShape[] }) => res.errors?.[0]?.extensions;

  describe("weight-band rates", () => {
    it("prices a parcel by the lightest band that holds it, bands inclusive, cheapest option first", async () => {
      const cases: [grams: number, lines: { partId: string; quantity: number }[], economy: number | null, courier: number][] = [
        [250, [{ partId: parts.light, quantity: 1 }], 10, 45],
        [500, [{ partId: parts.light, quantity: 2 }], 10, 45],
        [750, [{ partId: parts.light, quantity: 3 }], 20, 45],
        [2000, [{ partId: parts.light, quantity: 8 }], 20, 45],
        [2250, [{ partId: parts.light, quantity: 9 }], 35, 80],
        [5000, [{ partId: parts.light, quantity: 2 }, { partId: parts.heavy, quantity: 1 }], 35, 80],
        // Over the economy's heaviest band: only the courier can take it.
        [5250, [{ partId: parts.light, quantity: 3 }, { partId: parts.heavy, quantity: 1 }], null, 80],
      ];
      for (const [grams, lines, economy, courier] of cases) {
        const q = await quoted(lines, { country: "is", postalCode: "101" });
        expect(q.weightKg).toBeCloseTo(grams / 1000, 6);
        expect(q.shippingOptions.map((o) => [o.label, o.price])).toEqual([...(economy === null ? [] : [["Test economy", economy]]), ["Test courier", courier]]);
        expect(q.total).toBeCloseTo(q.subtotal + q.shippingOptions[0].price, 6);
      }
    });

    it("refuses a parcel heavier than every band, saying how much it weighs and what fits", async () => {
      const res = await quote([{ partId: parts.heavy, quantity: 3 }], { country: "IS" });
      expect(refusal(res)).toMatchObject({ code: "BAD_USER_INPUT", field: "lines" });
      expect(res.errors![0].message).toBe("These parts weigh 13.5 kg: we ship at most 10 kg in one parcel to Iceland. Split them into smaller orders.");
    });
  });

  describe("the quote", () => {
    it("charges UK VAT at checkout up to £135, on goods and shipping, for each option its own", async () => {
      const q = await quoted([{ partId: parts.heavy, quantity: 1 }], { country: "GB", postalCode: "SW1A 1AA" });
      // $120 is £91.20 at 0.76: within £135, so the shop charges UK VAT at sale and no duty is due (the
      // duty relief goes up to £135). VAT is on the goods and the delivery: each option has its own.
      expect(q.shippingOptions.length).toBeGreaterThan(1);
      for (const option of q.shippingOptions) {
        const vat = Math.round(0.2 * (120 + option.price) * 100) / 100;
        expect(option.landedCost).toMatchObject({ duties: 0, taxes: vat, dueOnDelivery: 0, total: Math.round((120 + option.price + vat) * 100) / 100, incoterm: "DDP" });
        expect(option.landedCost.localTotal).toEqual({ currency: "GBP", amount: Math.round(option.landedCost.total * 76) / 100 });
      }
      const cheapest = q.shippingOptions[0];
      expect(q).toMatchObject({ duties: 0, taxes: cheapest.landedCost.taxes, total: cheapest.landedCost.total, dueOnDelivery: 0, incoterm: "DDP" });
      expect(q.dutyBreakdown).toEqual([{ kind: "vat", label: "UK VAT 20%", amount: cheapest.landedCost.taxes, rate: 20, collected: "checkout" }]);
      expect(q.dutyReason).toBe("UK orders up to £135: VAT is charged at checkout.");
    });

    it("answers each line at today's price, the subtotal, duties and taxes at zero for now, and the total in USD", async () => {
      const q = await quoted(
        [
          { partId: parts.pads, quantity: 2 },
          { partId: parts.light, quantity: 1 },
        ],
        { country: "IS" },
      );
      expect(q.lines).toEqual([
        { partId: parts.pads, name: "Shipping test pads", partNumber: null, quantity: 2, unitPrice: 42.5, lineTotal: 85, weightKg: 0.64 },
        { partId: parts.light, name: "Shipping test valve cap", partNumber: "SHIP-1", quantity: 1, unitPrice: 4.5, lineTotal: 4.5, weightKg: 0.25 },
      ]);
      expect(q).toMatchObject({ weightKg: 0.89, subtotal: 89.5, duties: 0, taxes: 0, total: 109.5, currency: "USD" });
    });

    it("counts the same part given twice as one line", async () => {
      const q = await quoted(
        [
          { partId: parts.light, quantity: 1 },
          { partId: parts.light, quantity: 2 },
        ],
        { country: "IS" },
      );
      expect(q.lines).toEqual([expect.objectContaining({ partId: parts.light, quantity: 3, lineTotal: 13.5 })]);
    });

    it("quotes the seed's zones: US domestic and express to a US address, standard and express international to Germany", async () => {
      const us = await quoted([{ partId: parts.light, quantity: 1 }], { country: "US", postalCode: "94105", region: "California" });
      expect(us.shippingOptions.map((o) => [o.label, o.price, o.minDays, o.maxDays])).toEqual([
        ["US domestic", 6.95, 2, 5],
        ["US express", 19.95, 1, 2],
      ]);
      const de = await quoted([{ partId: parts.heavy, quantity: 1 }], { country: "DE", postalCode: "10115" });
      expect(de.shippingOptions.map((o) => [o.label, o.price, o.minDays, o.maxDays])).toEqual([
        ["Standard international", 69.95, 7, 14],
        ["Express international", 129.95, 2, 5],
      ]);
    });

    it("says plainly that a country outside every zone is not shipped to", async () => {
      const res = await quote([{ partId: parts.light, quantity: 1 }], { country: "MN" });
      expect(refusal(res)).toMatchObject({ code: "BAD_USER_INPUT", field: "address.country" });
      expect(res.errors![0].message).toBe("We don't ship to Mongolia yet.");
    });

    it("reports every wrong field at once and changes no stock", async () => {
      const before = await shop.prisma.part.findUniqueOrThrow({ where: { id: parts.pads } });
      const res = await quote(
        [
          { partId: parts.pads, quantity: 1 },
          { partId: "0b7f4f4e-0000-4000-8000-000000000000", quantity: 1 },
          { partId: parts.light, quantity: 101 },
          { partId: "not-an-id", quantity: 1 },
        ],
        { country: "US", postalCode: "9410", region: "Narnia" },
      );
      expect(refusal(res)?.code).toBe("BAD_USER_INPUT");
      expect(refusal(res)?.fields).toEqual([
        { field: "lines.3.partId", message: "Malformed partId: expected a UUID." },
        { field: "address.postalCode", message: "Enter a valid postal code for United States, like 94105." },
        { field: "address.region", message: "Choose a state from the list for United States." },
      ]);
      // With well-formed ids, the parts' own rules are reported too.
      const parts2 = await quote(
        [
          { partId: parts.pads, quantity: 1 },
          { partId: "0b7f4f4e-0000-4000-8000-000000000000", quantity: 1 },
          { partId: parts.light, quantity: 101 },
        ],
        { country: "ZZ" },
      );
      expect(refusal(parts2)?.fields).toEqual([
        { field: "address.country", message: "Choose a country from the list (a two-letter ISO code such as DE)." },
        { field: "lines.0.quantity", message: "Shipping test pads is sold in quantities of at least 2." },
        { field: "lines.1.partId", message: "No part has this id." },
        { field: "lines.2.quantity", message: "Only 100 of Shipping test valve cap left." },
      ]);
      expect((await shop.prisma.part.findUniqueOrThrow({ where: { id: parts.pads } })).availableQuantity).toBe(before.availableQuantity);
    });

    it("refuses an empty cart and more than 50 lines", async () => {
      expect(refusal(await quote([], { country: "IS" }))).toMatchObject({ code: "BAD_USER_INPUT", field: "lines" });
      const many = Array.from({ length: 51 }, () => ({ partId: parts.light, quantity: 1 }));
      expect((await quote(many, { country: "IS" })).errors?.[0]?.message).toBe("An order holds at most 50 lines.");
    });
  });

  describe("the delivery zones, as anyone reads them", () => {
    const DELIVERY_ZONES = /* GraphQL */ `
      query { deliveryZones { name countries { code name } methods { label minDays maxDays fromPrice } } }
    `;
    interface DeliveryZone {
      name: string;
      countries: { code: string; name: string }[];
      methods: { label: string; minDays: number; maxDays: number; fromPrice: number }[];
    }

    it("answers a guest every zone with its countries by name, and each method's days and starting price, cheapest zone first", async () => {
      const res = await shop.graphql<{ deliveryZones: DeliveryZone[] }>(DELIVERY_ZONES);
      expect(res.errors).toBeUndefined();
      const zones = res.data!.deliveryZones;
      expect(zones.map((z) => z.name)).toEqual(["United States", "Test Iceland", "Canada and Mexico", "Europe", "Asia-Pacific", "South America"]);
      expect(zones.find((z) => z.name === "Test Iceland")).toEqual({
        name: "Test Iceland",
        countries: [{ code: "IS", name: "Iceland" }],
        methods: [
          { label: "Test economy", minDays: 10, maxDays: 20, fromPrice: 10 },
          { label: "Test courier", minDays: 2, maxDays: 4, fromPrice: 45 },
        ],
      });
      const europe = zones.find((z) => z.name === "Europe")!;
      expect(europe.countries).toContainEqual({ code: "DE", name: "Germany" });
      expect(europe.countries.map((c) => c.name)).toEqual([...europe.countries.map((c) => c.name)].sort((a, b) => a.localeCompare(b, "en")));
      // The admin's zones, with their rates and ids, stay the admin's.
      const admins = await shop.graphql(`query { shippingZones { id } }`);
      expect(admins.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
    });

    /** A destination in this country as its address rules accept it: their example postal code and first region. */
    const addressIn = (country: string) => {
      const rule: CountryRule | undefined = COUNTRY_RULES[country];
      return { country, postalCode: rule?.postal.example, region: rule?.region ? (rule.region.options?.[0]?.[0] ?? "Capital") : undefined };
    };

    it("says for every zone the days and starting price checkout quotes to each of its countries", async () => {
      const zones = (await shop.graphql<{ deliveryZones: DeliveryZone[] }>(DELIVERY_ZONES)).data!.deliveryZones;
      for (const zone of zones) {
        for (const country of [zone.countries[0], zone.countries[zone.countries.length - 1]]) {
          // The lightest parcel: the cheapest band of every method prices it.
          const q = await quoted([{ partId: parts.light, quantity: 1 }], addressIn(country.code));
          const quotedMethods = q.shippingOptions.map((o) => ({ label: o.label, minDays: o.minDays, maxDays: o.maxDays, fromPrice: o.price }));
          expect({ zone: zone.name, country: country.code, methods: quotedMethods }).toEqual({
            zone: zone.name,
            country: country.code,
            methods: [...zone.methods].sort((a, b) => a.fromPrice - b.fromPrice),
          });
        }
      }
    });
  });

  describe("zones, as an admin edits them", () => {
    it("keeps a method's id across saves, removes the methods left out, and refuses a country of another zone", async () => {
      const created = await shop.graphql<{ saveShippingZone: { id: string; methods: { id: string; label: string }[] } }>(
        SAVE_ZONE,
        {
          input: {
            name: "Test Faroes",
            countries: ["fo"],
            methods: [
              { label: "Slow boat", minDays: 14, maxDays: 28, rates: [{ maxWeightKg: 30, price: 30 }] },
              { label: "Air", minDays: 3, maxDays: 6, rates: [{ maxWeightKg: 30, price: 90 }] },
            ],
          },
        },
        admin.token,
      );
      expect(created.errors).toBeUndefined();
      const zone = created.data!.saveShippingZone;
      const boat = zone.methods.find((m) => m.label === "Slow boat")!;
      const resaved = await shop.graphql<{ saveShippingZone: { countries: string[]; methods: { id: string; label: string; rates: { maxWeightKg: number; price: number }[] }[] } }>(
        SAVE_ZONE,
        { input: { id: zone.id, name: "Test Faroes", countries: ["FO", "GL"], methods: [{ id: boat.id, label: "Slow boat", minDays: 14, maxDays: 30, rates: [{ maxWeightKg: 20, price: 28.5 }] }] } },
        admin.token,
      );
      expect(resaved.errors).toBeUndefined();
      expect(resaved.data!.saveShippingZone).toMatchObject({
        countries: ["FO", "GL"],
        methods: [{ id: boat.id, label: "Slow boat", rates: [{ maxWeightKg: 20, price: 28.5 }] }],
      });
      expect((await quoted([{ partId: parts.light, quantity: 1 }], { country: "GL" })).shippingOptions).toEqual([
        expect.objectContaining({ id: boat.id, label: "Slow boat", price: 28.5, minDays: 14, maxDays: 30 }),
      ]);

      const clash = await shop.graphql(SAVE_ZONE, { input: { name: "Test clash", countries: ["GL", "DE"], methods: [] } }, admin.token);
      expect(refusal(clash)).toMatchObject({ code: "BAD_USER_INPUT", field: "countries" });
      expect(clash.errors![0].message).toBe("Already in another zone (a country is in one zone only): Germany in Europe; Greenland in Test Faroes.");

      const removed = await shop.graphql(`mutation($id: ID!) { deleteShippingZone(id: $id) { name } }`, { id: zone.id }, admin.token);
      expect(removed.errors).toBeUndefined();
      expect((await quote([{ partId: parts.light, quantity: 1 }], { country: "GL" })).errors?.[0]?.message).toBe("We don't ship to Greenland yet.");
    });

    it("refuses a zone whose rates or days make no sense, naming each field", async () => {
      const res = await shop.graphql(
        SAVE_ZONE,
        {
          input: {
            name: "",
            countries: ["XX"],
            methods: [{ label: "Odd", minDays: 5, maxDays: 2, rates: [{ maxWeightKg: 0, price: -1 }] }],
          },
        },
        admin.token,
      );
      expect(refusal(res)?.fields?.map((f) => f.field)).toEqual(["name", "countries.0", "methods.0.rates.0.maxWeightKg", "methods.0.rates.0.price", "methods.0.maxDays"]);
    });
  });

  describe("export controls", () => {
    it("refuses embargoed countries and sanctioned regions of Ukraine at quote, naming why, whatever else is wrong", async () => {
      for (const [address, message] of [
        [{ country: "RU" }, "We can't ship to Russia: US export controls and sanctions forbid it."],
        [{ country: "ir", postalCode: "1234567890" }, "We can't ship to Iran: US export controls and sanctions forbid it."],
        [{ country: "KP" }, "We can't ship to North Korea: US export controls and sanctions forbid it."],
        [{ country: "UA", region: "43" }, "We can't ship to the Crimea region of Ukraine: US export controls and sanctions forbid it."],
        [{ country: "UA", region: "Sevastopol" }, "We can't ship to the Crimea region of Ukraine: US export controls and sanctions forbid it."],
        [{ country: "UA", region: "UA-14" }, "We can't ship to the Donetsk region of Ukraine: US export controls and sanctions forbid it."],
        [{ country: "UA", region: "Luhanska oblast" }, "We can't ship to the Luhansk region of Ukraine: US export controls and sanctions forbid it."],
      ] as const) {
        const res = await quote([{ partId: parts.light, quantity: 0 }], address);
        expect({ address, error: refusal(res) }).toEqual({ address, error: expect.objectContaining({ code: "DESTINATION_REFUSED", reason: "sanctions" }) });
        expect(res.errors?.[0].message).toBe(message);
      }
      // The rest of Ukraine is a destination like any other (here, in no zone yet).
      expect(refusal(await quote([{ partId: parts.light, quantity: 1 }], { country: "UA", region: "Kyiv", postalCode: "01001" }))).toMatchObject({ code: "BAD_USER_INPUT", field: "address.country" });
    });

    it("answers 422 over REST, and refuses an embargoed country in a zone", async () => {
      const res = await fetch(`${shop.url}/checkout/quote`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ lines: [{ partId: parts.light, quantity: 1 }], address: { country: "CU" } }),
      });
      expect(res.status).toBe(422);
      const body = await res.json();
      expect(body).toMatchObject({ code: "DESTINATION_REFUSED", message: "We can't ship to Cuba: US export controls and sanctions forbid it." });
      const description = (await (await fetch(`${shop.url}/openapi.json`)).json()) as OpenApiDocument;
      expect(answerProblems(description, "POST", "/checkout/quote", 422, body)).toEqual([]);

      const zone = await shop.graphql(
        SAVE_ZONE,
        { input: { name: "Test east", countries: ["FI", "BY"], methods: [{ label: "Post", minDays: 5, maxDays: 9, rates: [{ maxWeightKg: 30, price: 30 }] }] } },
        admin.token,
      );
      expect(refusal(zone)).toMatchObject({ code: "BAD_USER_INPUT", field: "countries" });
      expect(zone.errors?.[0].message).toBe("Belarus is under US export controls and sanctions: the shop may not ship there.");
    });

    it("refuses a territory no courier delivers to, at quote and in a zone, as the address book does", async () => {
      const res = await quote([{ partId: parts.light, quantity: 1 }], { country: "AQ" });
      expect(refusal(res)).toMatchObject({ code: "BAD_USER_INPUT", field: "address.country" });
      expect(res.errors?.[0].message).toBe("We can't ship to Antarctica: no courier or postal service delivers there.");
      const zone = await shop.graphql(
        SAVE_ZONE,
        { input: { name: "Test far south", countries: ["NZ", "HM"], methods: [{ label: "Post", minDays: 5, maxDays: 9, rates: [{ maxWeightKg: 30, price: 30 }] }] } },
        admin.token,
      );
      expect(refusal(zone)).toMatchObject({ code: "BAD_USER_INPUT", field: "countries" });
      expect(zone.errors?.[0].message).toBe("We can't ship to Heard & McDonald Islands: no courier or postal service delivers there.");
    });
  });

  describe("POST /checkout/quote", () => {
    let description: OpenApiDocument;
    async function post(body: unknown) {
      const res = await fetch(`${shop.url}/checkout/quote`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
      const json = (await res.json()) as Record<string, unknown>;
      description ??= (await (await fetch(`${shop.url}/openapi.json`)).json()) as OpenApiDocument;
      expect(answerProblems(description, "POST", "/checkout/quote", res.status, json)).toEqual([]);
      return { status: res.status, body: json };
    }

    it("answers the quote in dollars to anyone, the total with the cheapest option", async () => {
      const res = await post({ lines: [{ partId: parts.light, quantity: 2 }], address: { country: "IS", postalCode: "101" } });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        lines: [{ partId: parts.light, name: "Shipping test valve cap", partNumber: "SHIP-1", quantity: 2, unitPrice: 4.5, lineTotal: 9 }],
        subtotal: 9,
        shippingOptions: [expect.objectContaining({ label: "Test economy", price: 10, minDays: 10, maxDays: 20 }), expect.objectContaining({ label: "Test courier", price: 45 })],
        duties: 0,
        taxes: 0,
        total: 19,
        // Iceland has no row in the destination rules: nothing is charged, and the buyer is told so.
        dueOnDelivery: 0,
        dutyBreakdown: [],
        incoterm: "DAP",
        dutyReason: "Import duty and taxes, if any, are paid on delivery.",
        currency: "USD",
        // In US dollars no rate is used, and none is held.
        exchangeRate: null,
        rateLock: null,
      });
    });

    it("estimates Canada's duty and HST, paid on delivery and left out of the total, with the breakdown", async () => {
      const res = await post({
        lines: [
          { partId: parts.pads, quantity: 2 },
          { partId: parts.heavy, quantity: 1 },
        ],
        address: { country: "CA", postalCode: "M5V 2T6", region: "ON" },
      });
      expect(res.status).toBe(200);
      const cheapest = (res.body.shippingOptions as { price: number }[])[0].price;
      // Goods $205 = CA$285 at 1.39: above CA$150 and CA$40, by courier. Unclassified parts of unknown
      // origin: the default 6% duty on the goods (Canada's base leaves shipping out): $12.30. HST 13% of
      // goods and duty: 0.13 × 217.30 = 28.249 → $28.25. Both due on delivery: the total is goods and shipping.
      expect(res.body).toMatchObject({
        subtotal: 205,
        duties: 0,
        taxes: 0,
        total: 205 + cheapest,
        dueOnDelivery: 40.55,
        incoterm: "DAP",
        dutyBreakdown: [
          { kind: "duty", label: expect.any(String), amount: 12.3, rate: 6, collected: "delivery" },
          { kind: "gst", label: expect.stringContaining("HST"), amount: 28.25, rate: 13, collected: "delivery" },
        ],
      });
      expect(res.body.dutyReason).toMatch(/delivery/);
    });

    it("answers 400 with every wrong field", async () => {
      const res = await post({ lines: [{ partId: parts.light, quantity: 0 }], address: { country: "CA", postalCode: "12345" } });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: "BAD_USER_INPUT", field: "address.postalCode" });
      expect((res.body.fields as { field: string }[]).map((f) => f.field)).toEqual(["address.postalCode", "address.region", "lines.0.quantity"]);
    });

    it("answers 400, not 500, to a body of the wrong shape", async () => {
      for (const body of [{}, { lines: "many", address: { country: "DE" } }, { lines: [{ partId: parts.light }], address: { country: "DE", postalCode: "10115" } }]) {
        const res = await post(body);
        expect(res.status).toBe(400);
      }
    });
  });
});

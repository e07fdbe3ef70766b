import fs from "node:fs";
import { signUpAndSignIn, startTestShop, uniqueEmail, type SignedInUser, type TestShop } from "../../../test/harness";
import { DEMO_SCREENING_LIST } from "./demo-list";
import { HOLD_ANYWHERE, HOLD_SAME_COUNTRY, nameSimilarity, nameWords } from "./name-matching";

/**
 * Denied-party screening (ADR 0016): the Consolidated Screening List loaded as CSV, orders whose parties
 * match it held for review (not payable, packable or shippable), and the admins' decisions.
 */

const score = (a: string, b: string) => Math.max(...nameWords(a).flatMap((x) => nameWords(b).map((y) => nameSimilarity(x, y))));

describe("name matching", () => {
  it.each([
    ["Zorvex Trading Ltd", "Zorvex Trading Ltd", 1],
    ["Trading Zorvex Ltd", "Zorvex Trading Ltd", 1],
    ["ZORVEX TRADING LIMITED", "Zorvex Trading Ltd", 1],
    ["Severine Malcourt", "Séverine Malcourt", 1],
    ["JORMUND EKVALL", "Jörmund Ekvall", 1],
    ["Brastov Tyazheloe Mashinostroenie", "Брастов Тяжелое Машиностроение", 0.95],
  ])("%s against %s scores at least %d", (party, entry, atLeast) => {
    expect(score(party, entry)).toBeGreaterThanOrEqual(atLeast);
  });

  it("scores a name inside a longer one, a typo, and different names as the thresholds say", () => {
    // Every word of the shorter name in the longer one: a match with the same country, not anywhere.
    const inside = score("Ivaro Petrakis", "Ivaro Konstantin Petrakis");
    expect(inside).toBeGreaterThanOrEqual(HOLD_SAME_COUNTRY);
    expect(inside).toBeLessThan(HOLD_ANYWHERE);
    const typo = score("Ivaro Petrakos", "Ivaro Petrakis");
    expect(typo).toBeGreaterThanOrEqual(HOLD_SAME_COUNTRY);
    expect(typo).toBeLessThan(HOLD_ANYWHERE);
    expect(score("Zorvik Trading", "Zorvex Trading Ltd")).toBeLessThan(HOLD_SAME_COUNTRY);
    expect(score("Zorvex", "Zorvex Trading Ltd")).toBeLessThan(HOLD_SAME_COUNTRY);
    expect(score("Jonas Weber", "Zorvex Trading Ltd")).toBe(0);
  });
});

const CHECKOUT = `mutation($input: CheckoutInput!) { checkout(input: $input) { id number status screening } }`;
const REVIEWS = `query($status: ScreeningStatus) {
  screeningReviews(status: $status) {
    order { id number status }
    status note reviewedBy
    matches { party partyName entryName source programs countries score sameCountry }
  }
}`;
const PAY = `mutation($id: ID!) { payOrderWithDemo(orderId: $id) { id status } }`;

interface Review {
  order: { id: string; number: string; status: string };
  status: string;
  note: string | null;
  reviewedBy: string | null;
  matches: { party: string; partyName: string; entryName: string; source: string; programs: string[]; countries: string[]; score: number; sameCountry: boolean }[];
}

describe("denied-party screening through the API", () => {
  let shop: TestShop;
  let admin: SignedInUser;
  let partId: string;
  let standard: string;
  const adminEmail = uniqueEmail("admin");
  let keys = 0;
  const key = () => `screening-${Date.now()}-${keys++}`;
  const address = (over: Record<string, string> = {}) => ({
    fullName: "Jonas Weber",
    line1: "Friedrichstraße 123",
    line2: "",
    city: "Berlin",
    region: "",
    postalCode: "10117",
    country: "DE",
    phone: "+49 30 1234567",
    ...over,
  });
  const TR = { city: "Istanbul", postalCode: "34000", country: "TR", region: "" };
  const CY = { city: "Limassol", postalCode: "3035", country: "CY", region: "" };

  const importList = async (csv: string, query: string, token = admin.token) => {
    const res = await fetch(`${shop.url}/screening/import?${query}`, { method: "POST", headers: { "content-type": "text/csv", authorization: `Bearer ${token}` }, body: csv });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };
  const stock = async () => (await shop.prisma.part.findUniqueOrThrow({ where: { id: partId } })).availableQuantity;
  const checkout = async (buyer: SignedInUser, over: Record<string, string>) => {
    const res = await shop.graphql<{ checkout: { id: string; number: string; status: string; screening: string } }>(
      CHECKOUT,
      { input: { lines: [{ partId, quantity: 1 }], address: address(over), shippingMethod: standard, idempotencyKey: key() } },
      buyer.token,
    );
    expect(res.errors).toBeUndefined();
    return res.data!.checkout;
  };

  beforeAll(async () => {
    shop = await startTestShop({ adminEmails: [adminEmail] });
    admin = await signUpAndSignIn(shop, { email: adminEmail, displayName: "Shop Admin" });
    const zone = await shop.graphql<{ saveShippingZone: { methods: { id: string }[] } }>(
      `mutation($input: ShippingZoneInput!) { saveShippingZone(input: $input) { methods { id } } }`,
      { input: { name: "Europe", countries: ["DE", "TR", "CY", "AE"], methods: [{ label: "Standard international", minDays: 7, maxDays: 14, rates: [{ maxWeightKg: 30, price: 29 }] }] } },
      admin.token,
    );
    standard = zone.data!.saveShippingZone.methods[0].id;
    const part = await shop.graphql<{ addPart: { id: string } }>(
      `mutation($input: PartInput!) { addPart(input: $input) { id } }`,
      {
        input: { name: "Brake lever", description: "A forged brake lever.", minquantity: 1, avquantity: 100, price: 39, picture: "https://example.com/lever.jpg", weightKg: 0.3 },
      },
      admin.token,
    );
    partId = part.data!.addPart.id;
  });
  afterAll(() => shop.close());

  it("loads the list as CSV: a dry run reports, the import replaces the list, bad rows write nothing, only admins may", async () => {
    const csv = fs.readFileSync(DEMO_SCREENING_LIST, "utf8");
    const rider = await signUpAndSignIn(shop);
    expect((await importList(csv, "dryRun=true", rider.token)).status).toBe(403);

    const dry = await importList(csv, "dryRun=true");
    expect(dry).toEqual({ status: 200, body: expect.objectContaining({ dryRun: true, applied: false, rows: 22, created: 22, invalid: 0, replaced: 0 }) });
    expect(await shop.prisma.screeningEntry.count()).toBe(0);

    const applied = await importList(csv, "dryRun=false");
    expect(applied.body).toMatchObject({ dryRun: false, applied: true, created: 22, replaced: 0 });
    const again = await importList(csv, "dryRun=false");
    expect(again.body).toMatchObject({ applied: true, created: 22, replaced: 22 });
    expect(await shop.prisma.screeningEntry.count()).toBe(22);

    const zorvex = await shop.prisma.screeningEntry.findFirstOrThrow({ where: { name: "Zorvex Trading Ltd" } });
    expect(zorvex).toMatchObject({ altNames: ["Zorvex Trading Company", "Zorveks Trading"], countries: ["AE", "IR"], programs: ["IRAN-EO13846"] });

    // A row without a name: nothing is written, the list stays as it was.
    const bad = `${csv.trimEnd()}\r\nbad-1,Entity List (EL) - Bureau of Industry and Security,1,Entity,,,,"Somewhere, DE",,,,,,,,,,,,,,,,,,,,,\r\n`;
    const refused = await importList(bad, "dryRun=false");
    expect(refused).toEqual({ status: 422, body: expect.objectContaining({ applied: false, invalid: 1, errors: [{ row: 24, message: "name is empty." }] }) });
    expect(await shop.prisma.screeningEntry.count()).toBe(22);
    // A file not in the list's layout is refused as a whole.
    const layout = await importList("name,country\r\nZorvex,AE\r\n", "dryRun=true");
    expect(layout.status).toBe(400);
    expect(layout.body.message).toMatch(/header has no source, alt_names, addresses, programs columns/);

    const summary = await shop.graphql<{ screeningList: { entries: number; importedBy: string; sources: { source: string; entries: number }[] } }>(
      `{ screeningList { entries importedBy importedAt sources { source entries } } }`,
      {},
      admin.token,
    );
    expect(summary.data!.screeningList).toMatchObject({ entries: 22, importedBy: adminEmail });
    expect(summary.data!.screeningList.sources).toContainEqual({ source: "Specially Designated Nationals (SDN) - Treasury Department", entries: 11 });
  });

  it("holds an exact, a reordered and an accented match, tells the buyer only that it is reviewed, and refuses payment", async () => {
    const exact = await checkout(await signUpAndSignIn(shop, { displayName: "Zorvex Trading Ltd" }), {});
    const reordered = await checkout(await signUpAndSignIn(shop, { displayName: "Karl Brenner" }), { fullName: "Trading Zorvex Ltd" });
    const accentedBuyer = await signUpAndSignIn(shop, { displayName: "Jormund Ekvall" });
    const accented = await checkout(accentedBuyer, { fullName: "Jörmund Ekvall" });
    for (const order of [exact, reordered, accented]) expect(order).toMatchObject({ status: "unpaid", screening: "HELD" });

    const pay = await shop.graphql(PAY, { id: accented.id }, accentedBuyer.token);
    expect(pay.errors?.[0]).toMatchObject({
      message: "This order is being reviewed before we can take payment or ship it. We will email you when the review is done.",
      extensions: { code: "EXPORT_SCREENING_HOLD" },
    });
    // The buyer reads the status, never the list: the review queue is for admins.
    const asBuyer = await shop.graphql(REVIEWS, {}, accentedBuyer.token);
    expect(asBuyer.errors?.[0].extensions?.code).toBe("FORBIDDEN");
    const rest = await fetch(`${shop.url}/orders/${accented.id}`, { headers: { authorization: `Bearer ${accentedBuyer.token}` } });
    const body = (await rest.json()) as Record<string, unknown>;
    expect(body.screening).toBe("HELD");
    expect(JSON.stringify(body)).not.toMatch(/Denied Persons|Bureau of Industry|matches|score/i);

    const queue = await shop.graphql<{ screeningReviews: Review[] }>(REVIEWS, { status: "HELD" }, admin.token);
    const held = new Map(queue.data!.screeningReviews.map((r) => [r.order.id, r]));
    expect(held.get(exact.id)!.matches[0]).toMatchObject({ party: "BUYER", entryName: "Zorvex Trading Ltd", score: 1, sameCountry: false });
    expect(held.get(reordered.id)!.matches[0]).toMatchObject({ party: "RECIPIENT", partyName: "Trading Zorvex Ltd", score: 1 });
    expect(held.get(accented.id)!.matches[0]).toMatchObject({ entryName: "Jörmund Ekvall", source: "Denied Persons List (DPL) - Bureau of Industry and Security" });
  });

  it("holds a close match only when the entry names the destination; a near miss elsewhere is clear", async () => {
    const buyer = await signUpAndSignIn(shop, { displayName: "Anna Fischer" });
    const elsewhere = await checkout(buyer, { fullName: "Ivaro Petrakos" });
    expect(elsewhere.screening).toBe("CLEAR");
    const there = await checkout(buyer, { fullName: "Ivaro Petrakos", ...CY });
    expect(there.screening).toBe("HELD");
    const far = await checkout(buyer, { fullName: "Zorvik Trading", ...TR });
    expect(far.screening).toBe("CLEAR");
  });

  it("holds the spec's one-part order on a strong match of the buyer's name", async () => {
    const buyer = await signUpAndSignIn(shop, { displayName: "Séverine Malcourt" });
    const res = await fetch(`${shop.url}/order`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${buyer.token}` },
      body: JSON.stringify({ partId, quantity: 1, email: buyer.email }),
    });
    const { insertedId } = (await res.json()) as { insertedId: string };
    expect((await shop.prisma.order.findUniqueOrThrow({ where: { id: insertedId } })).screening).toBe("HELD");
  });

  it("lets an admin clear a held order, which can then be paid, or refuse one, which is cancelled with its stock back", async () => {
    const cleared = await signUpAndSignIn(shop, { displayName: "Kalvarin Motor Components LLC" });
    const toClear = await checkout(cleared, {});
    const refusedBuyer = await signUpAndSignIn(shop, { displayName: "Radomir Chelsky" });
    const before = await stock();
    const toRefuse = await checkout(refusedBuyer, {});
    expect(await stock()).toBe(before - 1);

    const noNote = await shop.graphql(`mutation($id: ID!) { clearScreening(orderId: $id, note: " ") { id } }`, { id: toClear.id }, admin.token);
    expect(noNote.errors?.[0]).toMatchObject({ message: "Say why: a note is required.", extensions: { code: "BAD_USER_INPUT" } });
    const byRider = await shop.graphql(`mutation($id: ID!) { clearScreening(orderId: $id, note: "ok") { id } }`, { id: toClear.id }, cleared.token);
    expect(byRider.errors?.[0].extensions?.code).toBe("FORBIDDEN");

    const clear = await shop.graphql<{ clearScreening: { screening: string; status: string } }>(
      `mutation($id: ID!) { clearScreening(orderId: $id, note: "A motorcycle dealer in Berlin, not the listed company: checked its registration.") { screening status } }`,
      { id: toClear.id },
      admin.token,
    );
    expect(clear.data!.clearScreening).toEqual({ screening: "CLEARED", status: "unpaid" });
    const paid = await shop.graphql<{ payOrderWithDemo: { status: string } }>(PAY, { id: toClear.id }, cleared.token);
    expect(paid.data!.payOrderWithDemo.status).toBe("paid");
    // The buyer was told it is reviewed (no payment link), then that it can be paid.
    const mails = await shop.prisma.outboxEmail.findMany({ where: { orderId: toClear.id }, orderBy: { createdAt: "asc" } });
    expect(mails.map((m) => m.kind)).toEqual(["order-placed", "review-cleared", "payment-received"]);
    expect(mails[0].text).toContain("check some orders by hand");
    expect(mails[0].text).not.toContain("/dashboard/payment/");
    expect(mails[0].text + mails[1].text).not.toMatch(/Entity List|Bureau of Industry|Treasury/);
    expect(mails[1]).toMatchObject({ subject: `Your MotoParts USA order ${toClear.number} is ready to pay` });
    expect(mails[1].text).toContain(`/dashboard/payment/${toClear.id}`);

    const refuse = await shop.graphql<{ refuseScreening: { screening: string; status: string } }>(
      `mutation($id: ID!) { refuseScreening(orderId: $id, note: "The listed person: same name, address and date of birth.") { screening status } }`,
      { id: toRefuse.id },
      admin.token,
    );
    expect(refuse.data!.refuseScreening).toEqual({ screening: "REFUSED", status: "cancelled" });
    expect(await stock()).toBe(before);
    // Deciding again as decided changes nothing; the other decision is refused.
    const twice = await shop.graphql(`mutation($id: ID!) { refuseScreening(orderId: $id, note: "again") { status } }`, { id: toRefuse.id }, admin.token);
    expect(twice.errors).toBeUndefined();
    const other = await shop.graphql(`mutation($id: ID!) { clearScreening(orderId: $id, note: "no") { status } }`, { id: toRefuse.id }, admin.token);
    expect(other.errors?.[0].extensions?.code).toBe("CONFLICT");
    expect(await stock()).toBe(before);

    const reviewed = await shop.graphql<{ screeningReviews: Review[] }>(REVIEWS, { status: "REFUSED" }, admin.token);
    expect(reviewed.data!.screeningReviews.find((r) => r.order.id === toRefuse.id)).toMatchObject({
      status: "REFUSED",
      note: "The listed person: same name, address and date of birth.",
      reviewedBy: adminEmail,
      matches: [expect.objectContaining({ entryName: "Radomir Chelsky" })],
    });
  });

  it("leaves a held order out of the unpaid-order expiry until it is reviewed", async () => {
    const buyer = await signUpAndSignIn(shop, { displayName: "Halvenor Shipping SA" });
    const order = await checkout(buyer, {});
    const later = new Date(Date.now() + 30 * 24 * 3600_000);
    await shop.shop.services.orders.expireUnpaid(later);
    expect((await shop.prisma.order.findUniqueOrThrow({ where: { id: order.id } })).status).toBe("unpaid");
  });

  it("holds an order paid before its address named a listed recipient: it is not packed or shipped, and refusing it refunds it", async () => {
    const buyer = await signUpAndSignIn(shop, { displayName: "Lena Hoffmann" });
    const placed = await fetch(`${shop.url}/order`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${buyer.token}` },
      body: JSON.stringify({ partId, quantity: 2, email: buyer.email }),
    });
    const { insertedId: id } = (await placed.json()) as { insertedId: string };
    const before = await stock();
    expect((await shop.graphql<{ payOrderWithDemo: { status: string } }>(PAY, { id }, buyer.token)).data!.payOrderWithDemo.status).toBe("paid");

    const given = await shop.graphql<{ giveOrderAddress: { status: string; screening: string; nextActions: string[] } }>(
      `mutation($id: ID!, $input: OrderAddressInput!) { giveOrderAddress(orderId: $id, input: $input) { status screening nextActions } }`,
      { id, input: { address: address({ fullName: "Radomir Chelsky" }), shippingMethod: standard } },
      buyer.token,
    );
    expect(given.data!.giveOrderAddress).toEqual({ status: "paid", screening: "HELD", nextActions: [] });

    const asAdmin = await shop.graphql<{ order: { nextActions: string[] } }>(`query($id: ID!) { order(id: $id) { nextActions } }`, { id }, admin.token);
    expect(asAdmin.data!.order.nextActions).not.toEqual(expect.arrayContaining(["PACK"]));
    for (const move of [
      `mutation($id: ID!) { markOrderPacked(id: $id) { id } }`,
      `mutation($id: ID!) { markOrderShipped(id: $id) { id } }`,
      `mutation($id: ID!) { addShipment(orderId: $id, input: { carrier: dhl, trackingNumber: "1234567890" }) { id } }`,
    ]) {
      const refused = await shop.graphql(move, { id }, admin.token);
      expect(refused.errors?.[0].extensions).toMatchObject({ code: "EXPORT_SCREENING_HOLD" });
    }
    expect((await shop.prisma.order.findUniqueOrThrow({ where: { id } })).status).toBe("paid");

    const refuse = await shop.graphql<{ refuseScreening: { screening: string; status: string } }>(
      `mutation($id: ID!) { refuseScreening(orderId: $id, note: "The listed person: same name and address.") { screening status } }`,
      { id },
      admin.token,
    );
    expect(refuse.data!.refuseScreening).toEqual({ screening: "REFUSED", status: "cancelled" });
    expect(await stock()).toBe(before + 2);
    const refunds = await shop.prisma.refund.findMany({ where: { orderId: id } });
    const order = await shop.prisma.order.findUniqueOrThrow({ where: { id } });
    expect(refunds.map((r) => [r.amountCents, r.status])).toEqual([[order.totalCents, "succeeded"]]);
  });
});

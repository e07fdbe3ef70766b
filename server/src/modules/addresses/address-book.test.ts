import { signUpAndSignIn, startTestShop, type SignedInUser, type TestShop } from "../../../test/harness";

/** The address book and the per-country address rules, through GraphQL. */

const FIELDS = "id fullName line1 line2 city region regionName postalCode country countryName phone isDefault";
const ADD = `mutation($input: AddressInput!) { addAddress(input: $input) { ${FIELDS} } }`;
const MINE = `{ myAddresses { ${FIELDS} } }`;

interface AddressData {
  id: string;
  fullName: string;
  line1: string;
  line2: string | null;
  city: string;
  region: string | null;
  regionName: string | null;
  postalCode: string | null;
  country: string;
  countryName: string;
  phone: string;
  isDefault: boolean;
}
interface Refusal {
  code?: string;
  field?: string;
  fields?: { field: string; message: string }[];
}

const base = { fullName: "Rita Rider", line1: "1 Main Street", city: "Springfield", phone: "+1 555 010 0000" };

/** One valid address per main market, as a rider might type it, and how the shop stores it. */
const VALID: [country: string, typed: Record<string, string>, stored: { postalCode: string; region: string | null; regionName: string | null }][] = [
  ["US", { postalCode: "94105-1234", region: "ca" }, { postalCode: "94105-1234", region: "CA", regionName: "California" }],
  ["CA", { postalCode: "k1a0b1", region: "Ontario" }, { postalCode: "K1A 0B1", region: "ON", regionName: "Ontario" }],
  ["MX", { postalCode: "06600", region: "Ciudad de México" }, { postalCode: "06600", region: "CMX", regionName: "Ciudad de México" }],
  ["GB", { postalCode: "sw1a1aa" }, { postalCode: "SW1A 1AA", region: null, regionName: null }],
  ["DE", { postalCode: "10115" }, { postalCode: "10115", region: null, regionName: null }],
  ["FR", { postalCode: "75 008" }, { postalCode: "75008", region: null, regionName: null }],
  ["IT", { postalCode: "00144", region: "RM" }, { postalCode: "00144", region: "RM", regionName: "Roma" }],
  ["ES", { postalCode: "28013", region: "madrid" }, { postalCode: "28013", region: "M", regionName: "Madrid" }],
  ["NL", { postalCode: "1012ab" }, { postalCode: "1012 AB", region: null, regionName: null }],
  ["AU", { postalCode: "2000", region: "NSW" }, { postalCode: "2000", region: "NSW", regionName: "New South Wales" }],
  ["NZ", { postalCode: "6011" }, { postalCode: "6011", region: null, regionName: null }],
  ["JP", { postalCode: "1000001", region: "Tokyo" }, { postalCode: "100-0001", region: "13", regionName: "Tokyo" }],
  ["BR", { postalCode: "01310100", region: "SP" }, { postalCode: "01310-100", region: "SP", regionName: "São Paulo" }],
];

/** Per market: a postal code its rule refuses, and whether it requires a region. */
const INVALID: [country: string, badPostalCode: string, regionRequired: boolean][] = [
  ["US", "9410", true],
  ["CA", "12345", true],
  ["MX", "6600", true],
  ["GB", "12345", false],
  ["DE", "1011", false],
  ["FR", "7500", false],
  ["IT", "0014", true],
  ["ES", "2801", true],
  ["NL", "10122", false],
  ["AU", "200", true],
  ["NZ", "60111", false],
  ["JP", "10000", true],
  ["BR", "0131010", true],
];

describe("address book", () => {
  let shop: TestShop;
  let rider: SignedInUser;

  beforeAll(async () => {
    shop = await startTestShop();
    rider = await signUpAndSignIn(shop, { displayName: "Rita Rider" });
  });
  afterAll(() => shop.close());

  async function add(user: SignedInUser, input: Record<string, unknown>): Promise<{ data?: AddressData; refusal?: Refusal; message?: string }> {
    const res = await shop.graphql<{ addAddress: AddressData }>(ADD, { input }, user.token);
    return { data: res.data?.addAddress, refusal: res.errors?.[0]?.extensions as Refusal | undefined, message: res.errors?.[0]?.message };
  }
  async function mine(user: SignedInUser): Promise<AddressData[]> {
    const res = await shop.graphql<{ myAddresses: AddressData[] }>(MINE, {}, user.token);
    expect(res.errors).toBeUndefined();
    return res.data!.myAddresses;
  }

  describe("per-country rules", () => {
    it.each(VALID)("takes an address in %s and stores its postal code and region as the country writes them", async (country, typed, stored) => {
      const user = await signUpAndSignIn(shop);
      const { data, refusal } = await add(user, { ...base, country: country.toLowerCase(), ...typed });
      expect(refusal).toBeUndefined();
      expect(data).toMatchObject({ country, ...stored, isDefault: true });
      expect(data!.countryName.length).toBeGreaterThan(2);
    });

    it.each(INVALID)("refuses a malformed postal code in %s, and a missing region where one is required", async (country, badPostalCode, regionRequired) => {
      const { refusal, message } = await add(rider, { ...base, country, postalCode: badPostalCode });
      expect(refusal?.code).toBe("BAD_USER_INPUT");
      expect(message).toMatch(/^Enter a valid postal code for .+, like .+\.$/);
      expect(refusal?.fields?.map((f) => f.field)).toEqual(regionRequired ? ["postalCode", "region"] : ["postalCode"]);
    });

    it("takes a country without rules of its own with or without a postal code, and refuses an unknown country", async () => {
      const user = await signUpAndSignIn(shop);
      expect((await add(user, { ...base, country: "KE" })).data).toMatchObject({ country: "KE", countryName: "Kenya", postalCode: null });
      expect((await add(user, { ...base, country: "IS", postalCode: "101" })).data).toMatchObject({ country: "IS", postalCode: "101" });
      const unknown = await add(user, { ...base, country: "XX", postalCode: "1" });
      expect(unknown.refusal).toMatchObject({ code: "BAD_USER_INPUT", field: "country" });
      const region = await add(user, { ...base, country: "US", postalCode: "94105", region: "Atlantis" });
      expect(region.message).toBe("Choose a state from the list for United States.");
    });

    it.each(["AQ", "BV", "HM", "TF", "GS", "UM", "IO"])("refuses an address in %s, a territory no courier delivers to", async (country) => {
      const { refusal, message } = await add(rider, { ...base, country, postalCode: "7151" });
      expect(refusal).toMatchObject({ code: "BAD_USER_INPUT", field: "country" });
      expect(message).toMatch(/^We can't ship to .+: no courier or postal service delivers there\.$/);
    });

    it("names every wrong field at once, and writes nothing", async () => {
      const user = await signUpAndSignIn(shop);
      const { refusal } = await add(user, { fullName: " ", line1: "", city: "", country: "US", postalCode: "", phone: "call me" });
      expect(refusal?.fields).toEqual([
        { field: "fullName", message: "Full name is required." },
        { field: "line1", message: "Address line 1 is required." },
        { field: "city", message: "City is required." },
        { field: "phone", message: "Enter a phone number with its country code, like +49 30 1234567." },
        { field: "postalCode", message: "Postal code is required for United States." },
        { field: "region", message: "State is required for United States." },
      ]);
      const long = await add(user, { ...base, country: "DE", postalCode: "10115", line1: "x".repeat(101) });
      expect(long.refusal).toMatchObject({ field: "line1" });
      expect(await mine(user)).toEqual([]);
    });
  });

  describe("the default address", () => {
    it("makes the first address the default, moves it when asked, and hands it to the oldest address when it is removed", async () => {
      const user = await signUpAndSignIn(shop);
      const home = (await add(user, { ...base, fullName: "Home", country: "DE", postalCode: "10115" })).data!;
      const work = (await add(user, { ...base, fullName: "Work", country: "DE", postalCode: "80331" })).data!;
      const shed = (await add(user, { ...base, fullName: "Shed", country: "DE", postalCode: "50667", isDefault: true })).data!;
      expect([home.isDefault, work.isDefault, shed.isDefault]).toEqual([true, false, true]);
      expect((await mine(user)).map((a) => [a.fullName, a.isDefault])).toEqual([
        ["Shed", true],
        ["Home", false],
        ["Work", false],
      ]);

      const set = await shop.graphql(`mutation($id: ID!) { setDefaultAddress(id: $id) { isDefault } }`, { id: work.id }, user.token);
      expect(set.errors).toBeUndefined();
      expect((await mine(user)).map((a) => a.fullName)).toEqual(["Work", "Home", "Shed"]);

      const removed = await shop.graphql(`mutation($id: ID!) { removeAddress(id: $id) { fullName } }`, { id: work.id }, user.token);
      expect(removed.errors).toBeUndefined();
      expect((await mine(user)).map((a) => [a.fullName, a.isDefault])).toEqual([
        ["Home", true],
        ["Shed", false],
      ]);
    });

    it("edits an address in place, checked by the same rules", async () => {
      const user = await signUpAndSignIn(shop);
      const home = (await add(user, { ...base, country: "DE", postalCode: "10115" })).data!;
      const UPDATE = `mutation($id: ID!, $input: AddressInput!) { updateAddress(id: $id, input: $input) { ${FIELDS} } }`;
      const moved = await shop.graphql<{ updateAddress: AddressData }>(UPDATE, { id: home.id, input: { ...base, line2: "Flat 2", country: "NL", postalCode: "1012ab" } }, user.token);
      expect(moved.errors).toBeUndefined();
      expect(moved.data!.updateAddress).toMatchObject({ id: home.id, line2: "Flat 2", country: "NL", postalCode: "1012 AB", isDefault: true });
      const bad = await shop.graphql(UPDATE, { id: home.id, input: { ...base, country: "NL", postalCode: "1012" } }, user.token);
      expect(bad.errors?.[0]?.extensions).toMatchObject({ code: "BAD_USER_INPUT", field: "postalCode" });
      expect((await mine(user))[0]).toMatchObject({ postalCode: "1012 AB" });
    });

    it("keeps exactly one default when five addresses are added at once", async () => {
      const user = await signUpAndSignIn(shop);
      const added = await Promise.all(Array.from({ length: 5 }, (_, i) => add(user, { ...base, fullName: `Tab ${i}`, country: "DE", postalCode: "10115" })));
      expect(added.every((a) => a.data)).toBe(true);
      const book = await mine(user);
      expect(book).toHaveLength(5);
      expect(book.filter((a) => a.isDefault)).toHaveLength(1);
    });

    it("holds at most 20 addresses", async () => {
      const user = await signUpAndSignIn(shop);
      for (let i = 0; i < 20; i++) expect((await add(user, { ...base, fullName: `Garage ${i}`, country: "DE", postalCode: "10115" })).data).toBeDefined();
      const over = await add(user, { ...base, country: "DE", postalCode: "10115" });
      expect(over.message).toBe("An address book holds at most 20 addresses: remove one first.");
    });
  });

  it("keeps each shopper's addresses to themselves", async () => {
    const owner = await signUpAndSignIn(shop);
    const other = await signUpAndSignIn(shop);
    const address = (await add(owner, { ...base, country: "DE", postalCode: "10115" })).data!;
    for (const operation of [
      `mutation($id: ID!) { setDefaultAddress(id: $id) { id } }`,
      `mutation($id: ID!) { removeAddress(id: $id) { id } }`,
      `mutation($id: ID!, $input: AddressInput!) { updateAddress(id: $id, input: $input) { id } }`,
    ]) {
      const res = await shop.graphql(operation, { id: address.id, input: { ...base, country: "DE", postalCode: "10115" } }, other.token);
      expect(res.errors?.[0]?.extensions?.code).toBe("NOT_FOUND");
    }
    expect(await mine(other)).toEqual([]);
    expect(await mine(owner)).toHaveLength(1);
  });
});

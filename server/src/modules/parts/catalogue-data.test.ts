import { signUpAndSignIn, startTestShop, uniqueEmail, type SignedInUser, type TestShop } from "../../../test/harness";

/** Brands, part numbers, categories, specs and images, through GraphQL and REST. */

const PART_FIELDS = `id name picture images brand partNumber category productCategory { slug label parent { slug } } specs { name value } updatedAt`;
const ADD = `mutation($input: PartInput!) { addPart(input: $input) { ${PART_FIELDS} } }`;
const UPDATE = `mutation($id: ID!, $input: PartDetailsInput!) { updatePart(id: $id, input: $input) { ${PART_FIELDS} } }`;
const ADD_CATEGORY = `mutation($input: CategoryInput!) { addCategory(input: $input) { id slug label position parent { slug label } } }`;

const base = {
  name: "Sintered Front Brake Pads",
  description: "HH-rated sintered pads for twin-disc front ends.",
  picture: "/images/parts/sintered-brake-pads.svg",
  price: 42.5,
  minquantity: 1,
};

describe("catalogue data: brands, part numbers, categories, specs, images", () => {
  let shop: TestShop;
  let admin: SignedInUser;
  const adminEmail = uniqueEmail("admin");

  beforeAll(async () => {
    shop = await startTestShop({ adminEmails: [adminEmail] });
    admin = await signUpAndSignIn(shop, { email: adminEmail, displayName: "Shop Admin" });
  });
  afterAll(() => shop.close());

  const add = (input: Record<string, unknown>) => shop.graphql(ADD, { input: { ...base, avquantity: 10, ...input } }, admin.token);
  const update = (id: string, input: Record<string, unknown>) => shop.graphql(UPDATE, { id, input: { ...base, ...input } }, admin.token);
  const addCategory = (input: Record<string, unknown>) => shop.graphql(ADD_CATEGORY, { input }, admin.token);
  const errorOf = (res: { errors?: readonly { message: string; extensions?: Record<string, unknown> }[] }) => ({
    code: res.errors?.[0]?.extensions?.code,
    field: res.errors?.[0]?.extensions?.field,
    message: res.errors?.[0]?.message,
  });

  it("lists the nine sections of the old fixed list, in their order, with labels", async () => {
    const res = await shop.graphql(`{ categories { slug label parent { slug } position } }`);
    expect(res.errors).toBeUndefined();
    expect(res.data!.categories.map((c: { slug: string }) => c.slug)).toEqual([
      "brakes",
      "exhaust",
      "tyres",
      "chains-and-sprockets",
      "lighting",
      "filters",
      "suspension",
      "electrics",
      "controls",
    ]);
    expect(res.data!.categories[3]).toEqual({ slug: "chains-and-sprockets", label: "Chains & sprockets", parent: null, position: 4 });
  });

  it("stores a part's brand, part number, category, specs and images, and answers them", async () => {
    const res = await add({
      brand: "EBC",
      partNumber: "FA252HH",
      categorySlug: "brakes",
      specs: [
        { name: "Compound", value: "Sintered" },
        { name: "Position", value: "Front" },
      ],
      gallery: ["/images/parts/floating-front-brake-disc.svg"],
    });
    expect(res.errors).toBeUndefined();
    expect(res.data!.addPart).toMatchObject({
      brand: "EBC",
      partNumber: "FA252HH",
      category: "brakes",
      productCategory: { slug: "brakes", label: "Brakes", parent: null },
      specs: [
        { name: "Compound", value: "Sintered" },
        { name: "Position", value: "Front" },
      ],
      images: ["/images/parts/sintered-brake-pads.svg", "/images/parts/floating-front-brake-disc.svg"],
    });
    expect(new Date(res.data!.addPart.updatedAt).getTime()).not.toBeNaN();
  });

  it("still takes the old category enum, and answers it for parts in the first nine sections", async () => {
    const res = await add({ name: "Chain 520", category: "chains_and_sprockets" });
    expect(res.errors).toBeUndefined();
    expect(res.data!.addPart).toMatchObject({ category: "chains_and_sprockets", productCategory: { slug: "chains-and-sprockets" } });
    const none = await add({ name: "Uncategorised" });
    expect(none.data!.addPart).toMatchObject({ category: null, productCategory: null, brand: null, partNumber: null, specs: [] });
  });

  it("adds sections under others; a part in one answers its nearest old category", async () => {
    const pads = await addCategory({ slug: "brake-pads", label: "Brake pads", parentSlug: "brakes", position: 1 });
    expect(pads.errors).toBeUndefined();
    expect(pads.data!.addCategory).toMatchObject({ slug: "brake-pads", label: "Brake pads", position: 1, parent: { slug: "brakes", label: "Brakes" } });
    const top = await addCategory({ slug: "luggage", label: "Luggage" });
    expect(top.data!.addCategory).toMatchObject({ slug: "luggage", parent: null, position: 0 });

    const padPart = await add({ name: "Rear pads", categorySlug: "brake-pads" });
    expect(padPart.data!.addPart).toMatchObject({ category: "brakes", productCategory: { slug: "brake-pads", parent: { slug: "brakes" } } });
    const bag = await add({ name: "Tail bag", categorySlug: "luggage" });
    expect(bag.data!.addPart).toMatchObject({ category: null, productCategory: { slug: "luggage" } });

    const list = await shop.graphql(`{ categories { slug } }`);
    const slugs = list.data!.categories.map((c: { slug: string }) => c.slug);
    // Parents before their children; top-level sections by position ("luggage" has 0).
    expect(slugs[0]).toBe("luggage");
    expect(slugs.indexOf("brake-pads")).toBe(slugs.indexOf("brakes") + 1);
  });

  it("refuses a taken slug, an unknown parent and a malformed slug, naming the field", async () => {
    expect(errorOf(await addCategory({ slug: "brakes", label: "Brakes again" }))).toMatchObject({ code: "BAD_USER_INPUT", field: "slug" });
    expect(errorOf(await addCategory({ slug: "tank-pads", label: "Tank pads", parentSlug: "no-such" }))).toMatchObject({
      code: "BAD_USER_INPUT",
      field: "parentSlug",
      message: 'No category has the slug "no-such".',
    });
    for (const slug of ["Brake Pads", "-pads", "pads-", "pads--front", "pads/front", "x".repeat(61), ""]) {
      expect(errorOf(await addCategory({ slug, label: "Pads" }))).toMatchObject({ code: "BAD_USER_INPUT", field: "slug" });
    }
    expect(errorOf(await add({ name: "Nowhere", categorySlug: "no-such" }))).toMatchObject({ code: "BAD_USER_INPUT", field: "categorySlug" });
  });

  it("keeps a brand's part numbers unique however they are written; another brand may reuse one", async () => {
    expect((await add({ name: "DID chain", brand: "DID", partNumber: "520VX3-120" })).errors).toBeUndefined();
    for (const spelling of ["520vx3120", "520 VX3 120", "520.VX3/120"]) {
      expect(errorOf(await add({ name: "DID chain again", brand: "DID", partNumber: spelling }))).toEqual({
        code: "BAD_USER_INPUT",
        field: "partNumber",
        message: `DID already has a part numbered ${spelling}.`,
      });
    }
    expect((await add({ name: "RK chain", brand: "RK", partNumber: "520VX3-120" })).errors).toBeUndefined();
  });

  it("refuses malformed part numbers, specs and images, naming the field (and the item in a list)", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ partNumber: "FA252'; DROP TABLE parts; --" }, "partNumber"],
      [{ partNumber: "-FA252" }, "partNumber"],
      [{ partNumber: "x".repeat(61) }, "partNumber"],
      [{ brand: "b".repeat(61) }, "brand"],
      [{ specs: [{ name: "Pitch", value: "520" }, { name: "pitch", value: "525" }] }, "specs"],
      [{ specs: [{ name: "", value: "520" }] }, "specs.0.name"],
      [{ specs: Array.from({ length: 31 }, (_, i) => ({ name: `Spec ${i}`, value: "x" })) }, "specs"],
      [{ gallery: ["/images/parts/a.svg", "javascript:alert(1)"] }, "gallery.1"],
      [{ gallery: Array.from({ length: 9 }, () => "/images/parts/a.svg") }, "gallery"],
    ];
    for (const [input, field] of cases) {
      expect(errorOf(await add({ name: "Bad", ...input }))).toMatchObject({ code: "BAD_USER_INPUT", field });
    }
  });

  it("on an edit, keeps the catalogue fields left out and clears those sent as null", async () => {
    const made = await add({ name: "Spark plug", brand: "NGK", partNumber: "CR9EIX", categorySlug: "electrics", specs: [{ name: "Heat range", value: "9" }] });
    const id = made.data!.addPart.id;

    const kept = await update(id, { name: "Iridium spark plug", categorySlug: "electrics" });
    expect(kept.errors).toBeUndefined();
    expect(kept.data!.updatePart).toMatchObject({ name: "Iridium spark plug", brand: "NGK", partNumber: "CR9EIX", specs: [{ name: "Heat range", value: "9" }] });

    const cleared = await update(id, { brand: null, partNumber: "", specs: [], gallery: [], categorySlug: null });
    expect(cleared.data!.updatePart).toMatchObject({ brand: null, partNumber: null, specs: [], images: [base.picture], productCategory: null, category: null });
  });

  it("answers the new fields on GET /parts/{id}, and POST /parts takes them", async () => {
    const posted = await fetch(`${shop.url}/parts`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${admin.token}` },
      body: JSON.stringify({ ...base, avquantity: 3, brand: "Hiflofiltro", partNumber: "HF204", categorySlug: "filters", specs: [{ name: "Thread", value: "M20 x 1.5" }] }),
    });
    expect(posted.status).toBe(201);
    const { insertedId } = (await posted.json()) as { insertedId: string };

    const res = await fetch(`${shop.url}/parts/${insertedId}`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      _id: insertedId,
      brand: "Hiflofiltro",
      partNumber: "HF204",
      category: { slug: "filters", label: "Filters" },
      specs: [{ name: "Thread", value: "M20 x 1.5" }],
      images: [base.picture],
    });
  });

  it("lets only admins add categories", async () => {
    const rider = await signUpAndSignIn(shop);
    const asRider = await shop.graphql(ADD_CATEGORY, { input: { slug: "stickers", label: "Stickers" } }, rider.token);
    expect(asRider.errors![0].extensions!.code).toBe("FORBIDDEN");
    const anonymous = await shop.graphql(ADD_CATEGORY, { input: { slug: "stickers", label: "Stickers" } });
    expect(anonymous.errors![0].extensions!.code).toBe("UNAUTHENTICATED");
  });
});

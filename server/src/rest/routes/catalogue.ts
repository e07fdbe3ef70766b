/** The REST paths of the catalogue: parts, search, bikes, and the spec's reviews. */
import { arrayOf, currency, decimal, flag, inserted, insertedSchema, int, integer, list, nullable, num, obj, single, str, type RestRequest, type RestRoute } from "../route-table";
import { badInput } from "../../errors";

const PART_FIELDS =
  "id name picture description price minquantity avquantity email brand partNumber productCategory { slug label } specs { name value } images";
/** GET /parts/{id} adds the part's numbers and fitment. */
const PART_DETAIL_FIELDS = `${PART_FIELDS} gtin universalFit partNumbers { brand number kind } fitment { make model yearFrom yearTo variant market position notes }`;
const VEHICLE_FIELDS = "id make model year variant market";

/** The objects the operations select, as JSON. */
interface PartData {
  id: string;
  name: string;
  picture: string;
  description: string;
  price: number;
  minquantity: number;
  avquantity: number;
  email?: string | null;
  brand: string | null;
  partNumber: string | null;
  productCategory: { slug: string; label: string } | null;
  specs: { name: string; value: string }[];
  images: string[];
}
interface PartDetailData extends PartData {
  gtin: string | null;
  universalFit: boolean;
  partNumbers: { brand: string; number: string; kind: string }[];
  fitment: { make: string; model: string; yearFrom: number; yearTo: number; variant: string | null; market: string | null; position: string | null; notes: string | null }[];
}
interface VehicleData {
  id: string;
  make: string;
  model: string;
  year: number;
  variant: string | null;
  market: string;
}

interface ReviewData {
  id: string;
  name: string;
  ratings: number;
  review: string;
  picture: string | null;
  createdAt: string;
}

/** The catalogue fields POST /parts passes on to PartInput when the body has them. */
const CATALOGUE_INPUTS = ["categorySlug", "brand", "partNumber", "specs", "gallery", "weightKg", "gtin", "leadTimeDays", "restockDate"] as const;

/** Spec shapes: `_id` and the spec's field names. */
const part = (p: PartData) => ({
  _id: p.id,
  name: p.name,
  picture: p.picture,
  description: p.description,
  price: p.price,
  minquantity: p.minquantity,
  avquantity: p.avquantity,
  // The adder's address, for admins only.
  ...(p.email ? { email: p.email } : {}),
  brand: p.brand,
  partNumber: p.partNumber,
  category: p.productCategory,
  specs: p.specs,
  images: p.images,
});
/** One part with its numbers (kinds in lower case, as the rest of REST writes values) and fitment. */
const partDetail = (p: PartDetailData) => ({
  ...part(p),
  gtin: p.gtin,
  universal: p.universalFit,
  partNumbers: p.partNumbers.map((n) => ({ brand: n.brand, number: n.number, kind: n.kind.toLowerCase() })),
  fitment: p.fitment.map((f) => ({ ...f, position: f.position?.toLowerCase() ?? null })),
});

const review = (r: ReviewData) => ({ _id: r.id, name: r.name, ratings: r.ratings, review: r.review, picture: r.picture, createdAt: r.createdAt });

const partSchema = obj(
  {
    _id: str,
    name: str,
    picture: str,
    description: str,
    price: num,
    minquantity: int,
    avquantity: int,
    email: str,
    brand: nullable(str),
    partNumber: nullable(str),
    category: { type: ["object", "null"], properties: { slug: str, label: str }, required: ["slug", "label"] },
    specs: arrayOf(obj({ name: str, value: str })),
    images: arrayOf(str),
  },
  ["_id", "name", "picture", "description", "price", "minquantity", "avquantity", "brand", "partNumber", "category", "specs", "images"],
);
const partDetailSchema = {
  ...partSchema,
  properties: {
    ...partSchema.properties,
    gtin: nullable(str),
    universal: { type: "boolean" },
    partNumbers: arrayOf(obj({ brand: str, number: str, kind: { type: "string", enum: ["manufacturer", "oem", "superseded", "interchange"] } })),
    fitment: arrayOf(
      obj({
        make: str,
        model: str,
        yearFrom: int,
        yearTo: int,
        variant: nullable(str),
        market: nullable(str),
        position: { type: ["string", "null"], enum: ["front", "rear", "left", "right", null] },
        notes: nullable(str),
      }),
    ),
  },
  required: [...partSchema.required, "universal", "partNumbers", "fitment"],
};

const vehicleSchema = obj({ id: str, make: str, model: str, year: int, variant: nullable(str), market: str });

const reviewSchema = obj({ _id: str, name: str, ratings: int, review: str, picture: nullable(str), createdAt: { type: "string", format: "date-time" } });

const pageQuery = [
  { name: "first", required: false, description: "How many parts (1 to 100, default 100).", schema: int },
  { name: "after", required: false, description: "The cursor from the previous page's Link header.", schema: str },
];

const SEARCH_SORTS: Record<string, string> = { relevance: "RELEVANCE", price_asc: "PRICE_ASC", price_desc: "PRICE_DESC", newest: "NEWEST", rating: "RATING" };

function searchVariables({ query }: RestRequest) {
  const sort = single(query.sort, "sort");
  if (sort !== undefined && !(sort in SEARCH_SORTS)) throw badInput(`sort must be one of ${Object.keys(SEARCH_SORTS).join(", ")}.`, "sort");
  const limit = single(query.limit, "limit");
  if (limit !== undefined && !/^\d{1,3}$/.test(limit)) throw badInput("limit must be a whole number from 1 to 100.", "limit");
  return {
    query: single(query.q, "q") ?? "",
    filter: {
      categories: list(query.category),
      brands: list(query.brand),
      minPrice: decimal(query.minPrice, "minPrice"),
      maxPrice: decimal(query.maxPrice, "maxPrice"),
      inStock: flag(query.inStock, "inStock"),
      fitsVehicle: single(query.fits, "fits"),
    },
    sort: sort === undefined ? "RELEVANCE" : SEARCH_SORTS[sort],
    first: limit === undefined ? 24 : Number(limit),
    after: single(query.cursor, "cursor"),
  };
}

interface FacetData {
  value: string;
  label: string;
  count: number;
}

export const catalogueRoutes: RestRoute[] = [
  {
    method: "GET",
    path: "/parts",
    summary: "The catalogue, newest first (100 a page; a Link header points to the next page).",
    auth: "public",
    operation: `query RestParts($first: Int, $after: String) { parts(first: $first, after: $after) { edges { node { ${PART_FIELDS} } } pageInfo { hasNextPage endCursor } } }`,
    variables: (req) => ({ first: integer(req.query.first) ?? 100, after: req.query.after }),
    respond: (data) => data.parts.edges.map((e: { node: PartData }) => part(e.node)),
    headers: (data, req): Record<string, string> => {
      const { hasNextPage, endCursor } = data.parts.pageInfo;
      if (!hasNextPage) return {};
      const next = new URLSearchParams({ first: String(integer(req.query.first) ?? 100), after: endCursor });
      return { Link: `</parts?${next}>; rel="next"` };
    },
    query: pageQuery,
    response: arrayOf(partSchema),
  },
  {
    method: "GET",
    path: "/parts/:id",
    summary:
      "One part, with every number it is known by (its own, OEM, superseded, interchange) and the ranges of bikes it fits (`universal`: it fits every bike). With `currency=EUR`, `localPrice` gives its price in that currency (in USD when that currency's rate is too old).",
    auth: "public",
    operation: `query RestPart($id: ID!, $currency: CurrencyCode!, $local: Boolean!) {
      part(id: $id) { ${PART_DETAIL_FIELDS} localPrice(currency: $currency) @include(if: $local) { currency amount amountMinor } }
    }`,
    variables: (req) => {
      const wanted = currency(single(req.query.currency, "currency"));
      return { id: req.params.id, currency: wanted ?? "USD", local: wanted !== undefined };
    },
    respond: (data) => ({ ...partDetail(data.part), ...(data.part.localPrice ? { localPrice: data.part.localPrice } : {}) }),
    paramOf: { currency: "currency" },
    query: [{ name: "currency", required: false, description: "An ISO 4217 code (EUR, JPY): adds `localPrice` in it.", schema: str }],
    response: {
      ...partDetailSchema,
      properties: { ...partDetailSchema.properties, localPrice: obj({ currency: str, amount: str, amountMinor: int }) },
    },
  },
  {
    method: "GET",
    path: "/vehicles",
    summary: "Every bike the shop knows, or those of one make, model and year (slugs or names: `make=yamaha&model=mt-07&year=2019`).",
    auth: "public",
    operation: `query RestVehicles($make: String, $model: String, $year: Int) { vehicles(make: $make, model: $model, year: $year) { ${VEHICLE_FIELDS} } }`,
    variables: ({ query }) => ({ make: single(query.make, "make"), model: single(query.model, "model"), year: integer(single(query.year, "year")) }),
    respond: (data) => data.vehicles.map((v: VehicleData) => ({ ...v, variant: v.variant ?? null })),
    paramOf: { make: "make", model: "model", year: "year" },
    query: [
      { name: "make", required: false, description: "A make, as its slug or name (yamaha, Harley-Davidson).", schema: str },
      { name: "model", required: false, description: "A model of that make (mt-07); needs make.", schema: str },
      { name: "year", required: false, description: "A model year; needs make and model.", schema: int },
    ],
    response: arrayOf(vehicleSchema),
  },
  {
    method: "GET",
    path: "/search",
    summary:
      "Searches the catalogue by words and part numbers (OEM, superseded and interchange numbers too), with filters, sort and facet counts (repeat `category` and `brand` for several). Each item is a part as GET /parts lists it; GET /parts/{id} adds its numbers and fitment.",
    auth: "public",
    operation: `query RestSearch($query: String, $filter: PartFilter, $sort: PartSort, $first: Int, $after: String) {
      searchParts(query: $query, filter: $filter, sort: $sort, first: $first, after: $after) {
        totalCount didYouMean
        edges { node { ${PART_FIELDS} } }
        pageInfo { hasNextPage endCursor }
        facets { categories { value label count } brands { value count } }
      }
    }`,
    variables: searchVariables,
    respond: ({ searchParts: r }) => ({
      items: r.edges.map((e: { node: PartData }) => part(e.node)),
      total: r.totalCount,
      nextCursor: r.pageInfo.hasNextPage ? r.pageInfo.endCursor : null,
      facets: {
        category: r.facets.categories.map((f: FacetData) => ({ value: f.value, label: f.label, count: f.count })),
        brand: r.facets.brands.map((f: FacetData) => ({ value: f.value, count: f.count })),
      },
      didYouMean: r.didYouMean,
    }),
    query: [
      { name: "q", required: false, description: "Words or a part number, written any way (at most 200 characters). Empty browses.", schema: str },
      { name: "category", required: false, description: "A category slug (with its sub-categories); repeat for several.", schema: str },
      { name: "brand", required: false, description: "A brand, as the brand facet gives it; repeat for several.", schema: str },
      { name: "inStock", required: false, description: "true: only parts that can be ordered now.", schema: { type: "boolean" } },
      { name: "fits", required: false, description: "A bike's id (GET /vehicles): only parts that fit it, universal ones included.", schema: str },
      { name: "minPrice", required: false, description: "Lowest unit price in US dollars.", schema: num },
      { name: "maxPrice", required: false, description: "Highest unit price in US dollars.", schema: num },
      { name: "sort", required: false, description: "relevance (default), price_asc, price_desc, newest or rating.", schema: { type: "string", enum: ["relevance", "price_asc", "price_desc", "newest", "rating"] } },
      { name: "limit", required: false, description: "How many items (1 to 100, default 24).", schema: int },
      { name: "cursor", required: false, description: "The nextCursor of the previous page (same search and sort).", schema: str },
    ],
    pageToo: true,
    paramOf: { query: "q", first: "limit", after: "cursor", categories: "category", brands: "brand", minPrice: "minPrice", maxPrice: "maxPrice", inStock: "inStock", fitsVehicle: "fits" },
    response: obj({
      items: arrayOf(partSchema),
      total: int,
      nextCursor: nullable(str),
      facets: obj({
        category: arrayOf(obj({ value: str, label: str, count: int })),
        brand: arrayOf(obj({ value: str, count: int })),
      }),
      didYouMean: nullable(str),
    }),
  },
  {
    method: "POST",
    path: "/parts",
    summary: "Adds a part (admins). `price` is in dollars; the adder's email is taken from the token, not the body.",
    auth: "admin",
    operation: `mutation RestAddPart($input: PartInput!) { addPart(input: $input) { id } }`,
    variables: ({ body }) => ({
      input: {
        name: body.name,
        description: body.description,
        picture: body.picture,
        price: body.price,
        minquantity: body.minquantity,
        avquantity: body.avquantity,
        ...(body.category !== undefined ? { category: body.category } : {}),
        ...Object.fromEntries(CATALOGUE_INPUTS.filter((key) => body[key] !== undefined).map((key) => [key, body[key]])),
      },
    }),
    respond: (data) => inserted(data.addPart.id),
    status: 201,
    location: (data) => `/parts/${data.addPart.id}`,
    requestBody: obj(
      {
        name: str,
        description: str,
        picture: str,
        price: num,
        minquantity: int,
        avquantity: int,
        email: str,
        category: str,
        categorySlug: str,
        brand: str,
        partNumber: str,
        specs: arrayOf(obj({ name: str, value: str })),
        gallery: arrayOf(str),
        weightKg: num,
        gtin: str,
        leadTimeDays: int,
        restockDate: str,
      },
      ["name", "description", "picture", "price", "minquantity", "avquantity"],
    ),
    response: insertedSchema,
  },
  {
    method: "GET",
    path: "/review",
    summary: "Reviews, newest first (`limit` 1 to 50, default 50).",
    auth: "public",
    operation: `query RestReviews($last: Int) { reviews(last: $last) { id name ratings review picture createdAt } }`,
    variables: (req) => ({ last: integer(req.query.limit) ?? 50 }),
    respond: (data) => data.reviews.map(review),
    query: [{ name: "limit", required: false, description: "How many reviews (1 to 50, default 50).", schema: int }],
    response: arrayOf(reviewSchema),
  },
  {
    method: "POST",
    path: "/review",
    summary: "Adds a review as the signed-in user (`ratings` a whole number from 1 to 5; `name` defaults to the display name).",
    auth: "bearer",
    operation: `mutation RestAddReview($input: ReviewInput!) { addReview(input: $input) { id } }`,
    variables: ({ body }) => ({ input: { name: body.name, ratings: body.ratings, review: body.review } }),
    respond: (data) => inserted(data.addReview.id),
    status: 201,
    requestBody: obj({ name: str, ratings: int, review: str }, ["ratings", "review"]),
    response: insertedSchema,
  },
];

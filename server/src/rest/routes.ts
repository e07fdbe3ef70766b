/**
 * The spec's "Calls" table, one row per path: the GraphQL operation it runs and how its answer is
 * shaped for the integrators who call it. Rows hold no business rules: every check happens in the
 * operation, through the same directives and services as any GraphQL client.
 */

import { badInput } from "../errors";
import { ORDER_STATUSES } from "../modules/orders/order-state";

export type Method = "GET" | "POST" | "PUT" | "DELETE";

/** A JSON Schema (for the OpenAPI description). */
export type JsonSchema = Record<string, unknown>;

/**
 * The `data` of a route's GraphQL answer. Its shape is the selection in the route's `operation` text, which
 * no type follows; the mappers below type the objects they read.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above
type OperationData = any;

export interface RestRequest {
  params: Record<string, string>;
  query: Record<string, unknown>;
  body: Record<string, unknown>;
}

export interface RestRoute {
  method: Method;
  /** Express-style path, e.g. /parts/:id. */
  path: string;
  summary: string;
  /** Who may call it: anyone, a signed-in user (access token), an admin, or a Firebase ID token. */
  auth: "public" | "bearer" | "admin" | "firebase";
  operation: string;
  variables(req: RestRequest): Record<string, unknown>;
  respond(data: OperationData, req: RestRequest): unknown;
  /** HTTP status of a success (200 unless it creates something). */
  status?: number;
  /** Refusals beyond the ones every path may answer (400, and 401/403/404 where they apply), by status. */
  refusals?: Record<string, string>;
  /** The path of what was created, for the Location header. */
  location?(data: OperationData): string;
  /** Extra response headers (a Link to the next page). */
  headers?(data: OperationData, req: RestRequest): Record<string, string>;
  requestBody?: JsonSchema;
  response: JsonSchema;
  query?: { name: string; required: boolean; description: string; schema: JsonSchema }[];
  /**
   * The query parameter each input field of the operation comes from (`{ after: "cursor" }`), so that a
   * refused input is reported under the parameter's name. A field's path is matched by its first part.
   */
  paramOf?: Record<string, string>;
  /**
   * The storefront has a page at the same path (`/search`): a browser that asks for HTML before JSON
   * (as a navigation does) gets the page; integrators (`Accept: application/json`, or `*\/*` as curl
   * and fetch send) get the JSON.
   */
  pageToo?: boolean;
}

const PART_FIELDS =
  "id name picture description price minquantity avquantity email brand partNumber productCategory { slug label } specs { name value } images";
/** GET /parts/{id} adds the part's numbers and fitment (issue 16). */
const PART_DETAIL_FIELDS = `${PART_FIELDS} universalFit partNumbers { brand number kind } fitment { make model yearFrom yearTo variant market position notes }`;
const VEHICLE_FIELDS = "id make model year variant market";
const ORDER_FIELDS = "id productname userName email quantity productPrice paid status createdAt part { id }";
const USER_FIELDS = "id email role displayName photoUrl linkedin twitter location education number";

/** The objects the operations select (PART_FIELDS, ORDER_FIELDS, USER_FIELDS and the reviews' fields), as JSON. */
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
interface OrderData {
  id: string;
  productname: string;
  userName: string;
  email: string;
  quantity: number;
  productPrice: number;
  paid: boolean;
  status: string;
  createdAt: string;
  part?: { id: string } | null;
}
interface UserData {
  id: string;
  email: string;
  role: string;
  displayName: string | null;
  photoUrl: string | null;
  linkedin: string | null;
  twitter: string | null;
  location: string | null;
  education: string | null;
  number: string | null;
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
const CATALOGUE_INPUTS = ["categorySlug", "brand", "partNumber", "specs", "gallery", "weightKg"] as const;

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
  universal: p.universalFit,
  partNumbers: p.partNumbers.map((n) => ({ brand: n.brand, number: n.number, kind: n.kind.toLowerCase() })),
  fitment: p.fitment.map((f) => ({ ...f, position: f.position?.toLowerCase() ?? null })),
});
const order = (o: OrderData) => ({
  _id: o.id,
  productname: o.productname,
  userName: o.userName,
  email: o.email,
  quantity: o.quantity,
  productPrice: o.productPrice,
  paid: o.paid,
  status: o.status,
  partId: o.part?.id ?? null,
  createdAt: o.createdAt,
});
const user = (u: UserData) => ({
  _id: u.id,
  email: u.email,
  role: u.role,
  displayName: u.displayName,
  photoURL: u.photoUrl,
  linkedin: u.linkedin,
  twitter: u.twitter,
  location: u.location,
  education: u.education,
  number: u.number,
});
const review = (r: ReviewData) => ({ _id: r.id, name: r.name, ratings: r.ratings, review: r.review, picture: r.picture, createdAt: r.createdAt });
const inserted = (id: string) => ({ acknowledged: true, insertedId: id });

/** Query-string numbers arrive as text; anything that is not a plain integer goes on as is, to be refused. */
function integer(value: unknown): unknown {
  if (value === undefined) return undefined;
  return typeof value === "string" && /^-?\d{1,9}$/.test(value) ? Number(value) : value;
}

// --- JSON Schemas for the OpenAPI description ---
const str = { type: "string" };
const num = { type: "number" };
const int = { type: "integer" };
const nullable = (s: JsonSchema) => ({ ...s, type: [s.type, "null"] });
const obj = (properties: Record<string, JsonSchema>, required: string[] = Object.keys(properties)) => ({ type: "object", properties, required });
const arrayOf = (items: JsonSchema) => ({ type: "array", items });
const INCOTERM = { type: "string", enum: ["DDP", "DAP"] } as const;
const DUTY_BREAKDOWN = arrayOf(
  obj({
    kind: { type: "string", enum: ["duty", "vat", "gst"] },
    label: str,
    amount: num,
    rate: num,
    collected: { type: "string", enum: ["checkout", "delivery"] },
  }),
);
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
/** An order of many lines, as POST /orders places it and GET /orders/{id} reads it. */
const CHECKOUT_ORDER_FIELDS = `id number status screening subtotal shipping duties taxes total dueOnDelivery currency
  dutyBreakdown { kind label amount rate collected } incoterm dutyReason
  lines { partId name partNumber quantity unitPrice lineTotal }`;
const checkoutOrderSchema = obj({
  id: str,
  number: str,
  status: { type: "string", enum: ORDER_STATUSES },
  screening: { type: "string", enum: ["CLEAR", "HELD", "CLEARED", "REFUSED"] },
  lines: arrayOf(obj({ partId: nullable(str), name: str, partNumber: nullable(str), quantity: int, unitPrice: num, lineTotal: num })),
  subtotal: num,
  shipping: num,
  duties: num,
  taxes: num,
  total: num,
  dueOnDelivery: num,
  dutyBreakdown: DUTY_BREAKDOWN,
  incoterm: nullable(INCOTERM),
  dutyReason: nullable(str),
  currency: { type: "string", enum: ["USD"] },
});
const vehicleSchema = obj({ id: str, make: str, model: str, year: int, variant: nullable(str), market: str });
const orderSchema = obj({
  _id: str,
  productname: str,
  userName: nullable(str),
  email: str,
  quantity: int,
  productPrice: num,
  paid: { type: "boolean" },
  status: { type: "string", enum: ORDER_STATUSES },
  partId: nullable(str),
  createdAt: { type: "string", format: "date-time" },
});
const userSchema = obj({
  _id: str,
  email: str,
  role: { type: "string", enum: ["user", "admin"] },
  displayName: nullable(str),
  photoURL: nullable(str),
  linkedin: nullable(str),
  twitter: nullable(str),
  location: nullable(str),
  education: nullable(str),
  number: nullable(str),
});
const reviewSchema = obj({ _id: str, name: str, ratings: int, review: str, picture: nullable(str), createdAt: { type: "string", format: "date-time" } });
const insertedSchema = obj({ acknowledged: { type: "boolean" }, insertedId: str });
const pageQuery = [
  { name: "first", required: false, description: "How many parts (1 to 100, default 100).", schema: int },
  { name: "after", required: false, description: "The cursor from the previous page's Link header.", schema: str },
];

/** A query parameter that may be repeated (`?brand=EBC&brand=DID`), as a list; none when absent. */
function list(value: unknown): string[] | undefined {
  if (value === undefined) return undefined;
  return (Array.isArray(value) ? value : [value]).map(String);
}

/** A single query parameter's text; a repeated one is refused (which of them would count?). */
function single(value: unknown, name: string): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== "string") throw badInput(`${name} may be given once.`, name);
  return value;
}

function decimal(value: unknown, name: string): number | undefined {
  const text = single(value, name);
  if (text === undefined || text === "") return undefined;
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(text)) throw badInput(`${name} must be a price in dollars, like 25 or 24.99.`, name);
  return Number(text);
}

function flag(value: unknown, name: string): boolean | undefined {
  const text = single(value, name);
  if (text === undefined || text === "") return undefined;
  if (["true", "1"].includes(text)) return true;
  if (["false", "0"].includes(text)) return false;
  throw badInput(`${name} must be true or false.`, name);
}

const SEARCH_SORTS: Record<string, string> = { relevance: "RELEVANCE", price_asc: "PRICE_ASC", price_desc: "PRICE_DESC", newest: "NEWEST" };

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

export const routes: RestRoute[] = [
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
      "One part, with every number it is known by (its own, OEM, superseded, interchange) and the ranges of bikes it fits (`universal`: it fits every bike).",
    auth: "public",
    operation: `query RestPart($id: ID!) { part(id: $id) { ${PART_DETAIL_FIELDS} } }`,
    variables: (req) => ({ id: req.params.id }),
    respond: (data) => partDetail(data.part),
    response: partDetailSchema,
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
      { name: "sort", required: false, description: "relevance (default), price_asc, price_desc or newest.", schema: { type: "string", enum: ["relevance", "price_asc", "price_desc", "newest"] } },
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
  {
    method: "GET",
    path: "/admin/:email",
    summary: "Whether this email is an admin's (ask about yourself; admins may ask about anyone).",
    auth: "bearer",
    operation: `query RestIsAdmin($email: String!) { isAdmin(email: $email) }`,
    variables: (req) => ({ email: req.params.email }),
    respond: (data) => ({ admin: data.isAdmin }),
    response: obj({ admin: { type: "boolean" } }),
  },
  {
    method: "PUT",
    path: "/user/:email",
    summary:
      "Exchanges a Firebase ID token (Authorization: Bearer <Firebase ID token>) for the shop's access token. The token's email must be the path's.",
    auth: "firebase",
    operation: `mutation RestSignIn($email: String!) { signIn(email: $email) { token } }`,
    variables: (req) => ({ email: req.params.email }),
    respond: (data) => ({ token: data.signIn.token }),
    requestBody: obj({ email: str }, []),
    response: obj({ token: str }),
  },
  {
    method: "GET",
    path: "/user",
    summary: "The users you may see: everyone for an admin (Make Admin), only yourself for anyone else (My Profile).",
    auth: "bearer",
    operation: `query RestUsers { visibleUsers { ${USER_FIELDS} } }`,
    variables: () => ({}),
    respond: (data) => data.visibleUsers.map(user),
    response: arrayOf(userSchema),
  },
  {
    method: "PUT",
    path: "/user/admin/:email",
    summary: "Makes the user with this email an admin (admins). `modifiedCount` is 0 when they already were.",
    auth: "admin",
    operation: `mutation RestMakeAdmin($email: String!) { makeAdmin(email: $email) { changed } }`,
    variables: (req) => ({ email: req.params.email }),
    respond: (data) => ({ acknowledged: true, matchedCount: 1, modifiedCount: data.makeAdmin.changed ? 1 : 0 }),
    response: obj({ acknowledged: { type: "boolean" }, matchedCount: int, modifiedCount: int }),
  },
  {
    method: "POST",
    path: "/order",
    summary:
      "Places an order for the signed-in user. The part is `partId` (an extension of the spec's payload) or the part whose name equals `productname`; `email` must be yours; `productPrice` and `userName` are ignored: the server prices the order.",
    auth: "bearer",
    operation: `mutation RestPlaceOrder($input: PlaceOrderInput!) { placeOrder(input: $input) { id } }`,
    variables: ({ body }) => ({
      input: {
        partId: body.partId,
        productName: body.partId === undefined ? body.productname : undefined,
        quantity: body.quantity,
        buyerEmail: body.email,
      },
    }),
    respond: (data) => inserted(data.placeOrder.id),
    status: 201,
    location: (data) => `/order/${data.placeOrder.id}`,
    requestBody: obj(
      { partId: str, productname: str, userName: str, email: str, quantity: int, productPrice: num },
      ["quantity"],
    ),
    response: insertedSchema,
  },
  {
    method: "POST",
    path: "/checkout/quote",
    summary:
      "What parts cost shipped to a destination, in US dollars to the cent: each line, the subtotal, every shipping option that can carry the parcel (cheapest first, each with its duties, taxes and total), and with the cheapest option the duties and taxes charged at checkout, the total, what is due on delivery (an estimate, not in the total), the breakdown (`collected`: `checkout` or `delivery`), the Incoterm (DDP or DAP) and the reason in one line. Duties and taxes are an estimate from the shop's destination rules, not customs advice. A refusal lists every wrong field in `fields` (`lines.1.quantity`, `address.postalCode`).",
    auth: "public",
    refusals: { "422": "A destination the shop may not ship to (US export controls)" },
    operation: `query RestCheckoutQuote($lines: [CartLineInput!]!, $address: DestinationInput!) {
      checkoutQuote(lines: $lines, address: $address) {
        lines { partId name partNumber quantity unitPrice lineTotal }
        subtotal shippingOptions { id label price minDays maxDays landedCost { duties taxes dueOnDelivery total incoterm } }
        duties taxes total dueOnDelivery dutyBreakdown { kind label amount rate collected } incoterm dutyReason currency
      }
    }`,
    variables: ({ body }) => ({ lines: body.lines, address: body.address }),
    respond: (data) => data.checkoutQuote,
    requestBody: obj({
      lines: arrayOf(obj({ partId: str, quantity: int })),
      address: obj({ country: str, postalCode: str, region: str, city: str }, ["country"]),
    }),
    response: obj({
      lines: arrayOf(obj({ partId: str, name: str, partNumber: nullable(str), quantity: int, unitPrice: num, lineTotal: num })),
      subtotal: num,
      shippingOptions: arrayOf(
        obj({
          id: str,
          label: str,
          price: num,
          minDays: int,
          maxDays: int,
          landedCost: obj({ duties: num, taxes: num, dueOnDelivery: num, total: num, incoterm: INCOTERM }),
        }),
      ),
      duties: num,
      taxes: num,
      total: num,
      dueOnDelivery: num,
      dutyBreakdown: DUTY_BREAKDOWN,
      incoterm: INCOTERM,
      dutyReason: str,
      currency: { type: "string", enum: ["USD"] },
    }),
  },
  {
    method: "POST",
    path: "/orders",
    summary:
      "Places one order of many lines for the signed-in user, shipped to `address` by `shippingMethod` (an option `id` from `POST /checkout/quote`), taking every line's stock at once: all or nothing. The same `idempotencyKey` again answers the same order. A refusal lists every wrong field in `fields`; nothing is written then.",
    auth: "bearer",
    refusals: {
      "409": "Too many unpaid orders, or too much held unpaid",
      "422": "A destination the shop may not ship to (US export controls), or an idempotency key already used for another order",
    },
    operation: `mutation RestCheckout($input: CheckoutInput!) { checkout(input: $input) { ${CHECKOUT_ORDER_FIELDS} } }`,
    variables: ({ body }) => ({
      input: { lines: body.lines, address: body.address, shippingMethod: body.shippingMethod, idempotencyKey: body.idempotencyKey },
    }),
    respond: (data) => ({ ...data.checkout, currency: data.checkout.currency.toUpperCase() }),
    status: 201,
    location: (data) => `/order/${data.checkout.id}`,
    requestBody: obj(
      {
        lines: arrayOf(obj({ partId: str, quantity: int })),
        address: obj(
          { fullName: str, line1: str, line2: nullable(str), city: str, region: nullable(str), postalCode: nullable(str), country: str, phone: str },
          ["fullName", "line1", "city", "country", "phone"],
        ),
        shippingMethod: str,
        idempotencyKey: str,
      },
      ["lines", "address", "shippingMethod", "idempotencyKey"],
    ),
    response: checkoutOrderSchema,
  },
  {
    method: "GET",
    path: "/orders/:id",
    summary:
      "One order of many lines, for its buyer or an admin: its lines, totals, duties and taxes, where it goes, and `screening` (HELD: being reviewed before it can be paid or shipped).",
    auth: "bearer",
    operation: `query RestCheckoutOrder($id: ID!) { order(id: $id) { ${CHECKOUT_ORDER_FIELDS} shippingAddress { fullName line1 line2 city region postalCode country phone } } }`,
    variables: (req) => ({ id: req.params.id }),
    respond: (data) => ({ ...data.order, currency: data.order.currency.toUpperCase() }),
    response: {
      ...checkoutOrderSchema,
      properties: {
        ...checkoutOrderSchema.properties,
        shippingAddress: {
          type: ["object", "null"],
          properties: { fullName: str, line1: str, line2: nullable(str), city: str, region: nullable(str), postalCode: nullable(str), country: str, phone: str },
        },
      },
    },
  },
  {
    method: "GET",
    path: "/order",
    summary: "The orders of `email`, newest first, without cancelled ones: your own, or anyone's for an admin.",
    auth: "bearer",
    operation: `query RestOrders($email: String!) { ordersByEmail(email: $email) { ${ORDER_FIELDS} } }`,
    variables: (req) => ({ email: req.query.email }),
    respond: (data) => data.ordersByEmail.map(order),
    query: [{ name: "email", required: true, description: "Whose orders.", schema: str }],
    response: arrayOf(orderSchema),
  },
  {
    method: "GET",
    path: "/order/:id",
    summary: "One order, for its buyer or an admin.",
    auth: "bearer",
    operation: `query RestOrder($id: ID!) { order(id: $id) { ${ORDER_FIELDS} } }`,
    variables: (req) => ({ id: req.params.id }),
    respond: (data) => order(data.order),
    response: orderSchema,
  },
  {
    method: "DELETE",
    path: "/order/:id",
    summary:
      "Cancels an unpaid order (its buyer or an admin) and puts its stock back. The order is kept as cancelled; `deletedCount` is 1 once it is cancelled, also when it already was.",
    auth: "bearer",
    operation: `mutation RestCancelOrder($id: ID!) { cancelOrder(id: $id) { id status } }`,
    variables: (req) => ({ id: req.params.id }),
    respond: (data) => ({ acknowledged: true, deletedCount: data.cancelOrder.status === "cancelled" ? 1 : 0 }),
    response: obj({ acknowledged: { type: "boolean" }, deletedCount: int }),
  },
];

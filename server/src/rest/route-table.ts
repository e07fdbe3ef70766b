/**
 * What a row of the REST table is (rest/routes.ts lists them), and the helpers its rows share: reading
 * query parameters, and writing the JSON Schemas of /openapi.json.
 */
import { badInput } from "../errors";
import { currencyCode, type CurrencyCode } from "../../../shared/currencies";

export type Method = "GET" | "POST" | "PUT" | "DELETE";

/** A JSON Schema (for the OpenAPI description). */
export type JsonSchema = Record<string, unknown>;

/**
 * The `data` of a route's GraphQL answer. Its shape is the selection in the route's `operation` text, which
 * no type follows; each route file's mappers type the objects they read.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above
export type OperationData = any;

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


export const inserted = (id: string) => ({ acknowledged: true, insertedId: id });

/** Query-string numbers arrive as text; anything that is not a plain integer goes on as is, to be refused. */
export function integer(value: unknown): unknown {
  if (value === undefined) return undefined;
  return typeof value === "string" && /^-?\d{1,9}$/.test(value) ? Number(value) : value;
}

// --- JSON Schemas for the OpenAPI description ---
export const str = { type: "string" };
export const num = { type: "number" };
export const int = { type: "integer" };
export const nullable = (s: JsonSchema) => ({ ...s, type: [s.type, "null"] });
export const obj = (properties: Record<string, JsonSchema>, required: string[] = Object.keys(properties)) => ({ type: "object", properties, required });
export const arrayOf = (items: JsonSchema) => ({ type: "array", items });
export const insertedSchema = obj({ acknowledged: { type: "boolean" }, insertedId: str });

/** A query parameter that may be repeated (`?brand=EBC&brand=DID`), as a list; none when absent. */
export function list(value: unknown): string[] | undefined {
  if (value === undefined) return undefined;
  return (Array.isArray(value) ? value : [value]).map(String);
}

/** A single query parameter's text; a repeated one is refused (which of them would count?). */
export function single(value: unknown, name: string): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== "string") throw badInput(`${name} may be given once.`, name);
  return value;
}

/** A currency a client names ("eur" or "EUR"); a 400 naming `name` when the shop does not charge in it. */
export function currency(value: unknown, name = "currency"): CurrencyCode | undefined {
  if (value === undefined || value === null) return undefined;
  const parsed = currencyCode.safeParse(typeof value === "string" ? value : "");
  if (!parsed.success) throw badInput(`${name}: ${parsed.error.issues[0]?.message ?? "not a currency"}`, name);
  return parsed.data;
}

export function decimal(value: unknown, name: string): number | undefined {
  const text = single(value, name);
  if (text === undefined || text === "") return undefined;
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(text)) throw badInput(`${name} must be a price in dollars, like 25 or 24.99.`, name);
  return Number(text);
}

export function flag(value: unknown, name: string): boolean | undefined {
  const text = single(value, name);
  if (text === undefined || text === "") return undefined;
  if (["true", "1"].includes(text)) return true;
  if (["false", "0"].includes(text)) return false;
  throw badInput(`${name} must be true or false.`, name);
}

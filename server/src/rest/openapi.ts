import type { RestRoute } from "./routes";

const ERROR = {
  type: "object",
  properties: {
    message: { type: "string" },
    code: { type: "string" },
    field: { type: "string" },
    fields: {
      type: "array",
      description: "Every field the input got wrong, when it got several: the first is `field` and `message`.",
      items: { type: "object", properties: { field: { type: "string" }, message: { type: "string" } }, required: ["field", "message"] },
    },
  },
  required: ["message"],
};

/** A refusal as the paths describe it: `{ message, code }` (components.schemas.Error). */
export const errorResponse = (description: string) => ({ description, content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } } });

/** OpenAPI 3.1 description of the REST shim, built from its route table, and of the paths described apart. */
export function buildOpenApi(routes: RestRoute[], otherPaths: Record<string, Record<string, unknown>> = {}) {
  const paths: Record<string, Record<string, unknown>> = structuredClone(otherPaths);
  for (const route of routes) {
    const path = route.path.replace(/:(\w+)/g, "{$1}");
    const pathParams = [...route.path.matchAll(/:(\w+)/g)].map(([, name]) => ({
      name,
      in: "path",
      required: true,
      schema: { type: "string" },
    }));
    const queryParams = (route.query ?? []).map((q) => ({ name: q.name, in: "query", required: q.required, description: q.description, schema: q.schema }));
    const secured = route.auth !== "public";
    paths[path] ??= {};
    paths[path][route.method.toLowerCase()] = {
      summary: route.summary,
      operationId: route.operation.match(/^(?:query|mutation) (\w+)/)?.[1],
      ...(secured ? { security: [{ [route.auth === "firebase" ? "firebaseIdToken" : "accessToken"]: [] }] } : {}),
      parameters: [...pathParams, ...queryParams],
      ...(route.requestBody
        ? { requestBody: { required: true, content: { "application/json": { schema: route.requestBody } } } }
        : {}),
      responses: {
        [String(route.status ?? 200)]: { description: "Success", content: { "application/json": { schema: route.response } } },
        "400": errorResponse("Bad input"),
        ...(secured ? { "401": errorResponse("Missing, expired or invalid token"), "403": errorResponse("Not allowed") } : {}),
        ...(pathParams.length ? { "404": errorResponse("No such id") } : {}),
        "405": errorResponse("Method not allowed on this path"),
        ...Object.fromEntries(Object.entries(route.refusals ?? {}).map(([status, what]) => [status, errorResponse(what)])),
      },
    };
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "MotoParts USA REST API",
      version: "1.0.0",
      description:
        "The storefront's REST paths for integrators and older clients. Each runs the same GraphQL operation as the storefront (POST /graphql), so the rules and checks are the same. Errors answer `{ message, code }`.",
    },
    paths,
    components: {
      schemas: { Error: ERROR },
      securitySchemes: {
        accessToken: { type: "http", scheme: "bearer", bearerFormat: "JWT", description: "The access token from PUT /user/{email}." },
        firebaseIdToken: { type: "http", scheme: "bearer", description: "A Firebase Authentication ID token." },
      },
    },
  };
}

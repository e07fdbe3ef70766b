/**
 * Checks a REST answer against what `/openapi.json` documents for its path, method and status: the
 * subset of JSON Schema the shop's description uses (type, properties, required, items, enum, local
 * $ref). A property the schema does not name is an error too, so the description cannot fall behind.
 */

type Schema = {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  enum?: unknown[];
};

interface OpenApiDocument {
  paths: Record<string, Record<string, { responses: Record<string, { content?: { "application/json"?: { schema: Schema } } }> }>>;
  components: { schemas: Record<string, Schema> };
}

function typeOf(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "array";
  if (typeof value === "number") return Number.isInteger(value) ? "integer" : "number";
  return typeof value;
}

/** What is wrong with `value` against `schema`, one line per problem, each with its JSON path. */
export function schemaProblems(value: unknown, schema: Schema, doc: OpenApiDocument, at = "$"): string[] {
  if (schema.$ref) {
    const name = schema.$ref.replace("#/components/schemas/", "");
    const target = doc.components.schemas[name];
    if (!target) return [`${at}: unknown $ref ${schema.$ref}`];
    return schemaProblems(value, target, doc, at);
  }
  const problems: string[] = [];
  if (schema.type) {
    const allowed = Array.isArray(schema.type) ? schema.type : [schema.type];
    const actual = typeOf(value);
    const ok = allowed.includes(actual) || (actual === "integer" && allowed.includes("number"));
    if (!ok) return [`${at}: ${actual} where the schema says ${allowed.join(" or ")}`];
  }
  if (schema.enum && !schema.enum.includes(value)) problems.push(`${at}: ${JSON.stringify(value)} is not one of ${JSON.stringify(schema.enum)}`);
  if (typeOf(value) === "object" && (schema.properties || schema.required)) {
    const object = value as Record<string, unknown>;
    for (const name of schema.required ?? []) if (!(name in object)) problems.push(`${at}: required ${name} is missing`);
    for (const [name, field] of Object.entries(object)) {
      const fieldSchema = schema.properties?.[name];
      if (!fieldSchema) problems.push(`${at}.${name}: not in the schema`);
      else problems.push(...schemaProblems(field, fieldSchema, doc, `${at}.${name}`));
    }
  }
  if (Array.isArray(value) && schema.items) value.forEach((item, i) => problems.push(...schemaProblems(item, schema.items!, doc, `${at}[${i}]`)));
  return problems;
}

/**
 * What is wrong with an answer against the description: for a documented operation, its status must be
 * documented and its body must match that status's schema; any other error answer must be an Error.
 */
export function answerProblems(doc: OpenApiDocument, method: string, path: string, status: number, body: unknown): string[] {
  const pathname = path.split("?")[0];
  const template = Object.keys(doc.paths).find((t) => new RegExp(`^${t.replace(/\{\w+\}/g, "[^/]+")}$`).test(pathname));
  const operation = template ? doc.paths[template][method.toLowerCase()] : undefined;
  if (operation) {
    const response = operation.responses[String(status)];
    if (!response) return [`${method} ${template} answered ${status}, which the description does not list`];
    const schema = response.content?.["application/json"]?.schema;
    return schema ? schemaProblems(body, schema, doc) : [];
  }
  return status >= 400 ? schemaProblems(body, { $ref: "#/components/schemas/Error" }, doc) : [];
}

export type { OpenApiDocument };

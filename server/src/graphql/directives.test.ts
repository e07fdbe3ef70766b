import { Kind, parse, type ObjectTypeDefinitionNode } from "graphql";
import { ACCESS_DIRECTIVES } from "./directives";
import { buildSchema, loadTypeDefs } from "./schema";

/** Secure by default: a root field of schema.graphql without an access directive fails here. */

function rootFields(typeDefs: string) {
  return parse(typeDefs)
    .definitions.filter(
      (d): d is ObjectTypeDefinitionNode =>
        d.kind === Kind.OBJECT_TYPE_DEFINITION && (d.name.value === "Query" || d.name.value === "Mutation"),
    )
    .flatMap((type) => (type.fields ?? []).map((field) => ({ type: type.name.value, field })));
}

function accessOf(field: ReturnType<typeof rootFields>[number]["field"]): string[] {
  return (field.directives ?? []).map((d) => d.name.value).filter((name) => (ACCESS_DIRECTIVES as readonly string[]).includes(name));
}

describe("access directives in schema.graphql", () => {
  it("declares exactly one of @public, @auth or @admin on every Query and Mutation field", () => {
    const fields = rootFields(loadTypeDefs());
    expect(fields.length).toBeGreaterThan(20);
    const offenders = fields.filter(({ field }) => accessOf(field).length !== 1).map(({ type, field }) => `${type}.${field.name.value}`);
    expect(offenders).toEqual([]);
  });

  it("refuses to build a schema where a root field lost its directive", () => {
    const typeDefs = loadTypeDefs().replace(/(users: \[User!\]!) @admin/, "$1");
    expect(typeDefs).not.toEqual(loadTypeDefs());
    expect(() => buildSchema(typeDefs)).toThrow("Query.users must declare exactly one of @public, @auth or @admin (found none).");
  });

  it("refuses to build a schema with two access directives on a field", () => {
    const typeDefs = loadTypeDefs().replace(/(me: User!) @auth/, "$1 @auth @public");
    expect(() => buildSchema(typeDefs)).toThrow(/Query.me must declare exactly one .* \(found @public, @auth\)/);
  });
});

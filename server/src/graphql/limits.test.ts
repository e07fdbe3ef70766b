import fs from "node:fs";
import { buildSchema, parse, validate, type DocumentNode } from "graphql";
import { DEFAULT_LIMITS, queryLimitRules } from "./limits";
import { buildSchema as buildShopSchema } from "./schema";
import { fromRoot } from "../paths";

/** The limits on a schema that allows deep nesting (the shop's own schema has no cycles). */
const schema = buildSchema(`
  type Node { id: ID! child: Node children(first: Int): [Node!]! }
  type Query { node: Node nodes(first: Int): [Node!]! }
`);

const check = (query: string) => validate(schema, parse(query), queryLimitRules({ maxDepth: 5, maxCost: 500 })).map((e) => e.message);

describe("query limits", () => {
  it("lets ordinary queries through", () => {
    expect(check(`{ node { id child { id child { id } } } }`)).toEqual([]);
    expect(check(`{ nodes(first: 20) { id children(first: 10) { id } } }`)).toEqual([]);
  });

  it("refuses a query nested too deeply, also through fragments", () => {
    expect(check(`{ node { child { child { child { child { child { id } } } } } } }`)).toEqual([
      "The query is nested too deeply: at most 5 levels.",
    ]);
    const viaFragments = `
      fragment A on Node { child { child { ...B } } }
      fragment B on Node { child { child { child { id } } } }
      { node { ...A } }`;
    expect(check(viaFragments)).toEqual(["The query is nested too deeply: at most 5 levels."]);
  });

  it("multiplies by list sizes and counts every alias", () => {
    expect(check(`{ nodes(first: 100) { id children(first: 100) { id } } }`)[0]).toMatch(/asks for too much at once/);
    const aliases = Array.from({ length: 600 }, (_, i) => `a${i}: node { id }`).join("\n");
    expect(check(`{ ${aliases} }`)[0]).toMatch(/asks for too much at once/);
  });

  it("counts __typename as free, as a client adds it to every selection", () => {
    // 1 + 100 × 3 fields = 301, within 500; counting the two __typename would make it 501.
    expect(check(`{ nodes(first: 100) { __typename id child { __typename id } } }`)).toEqual([]);
    expect(check(`{ nodes(first: 100) { id child { id child { id } } } }`)[0]).toMatch(/too much/);
  });

  it("counts a page size given as a variable as the largest page", () => {
    expect(check(`query($n: Int) { nodes(first: $n) { id children(first: $n) { id } } }`)[0]).toMatch(/too much/);
  });

  it("lets every operation of the storefront through the shop's own limits", () => {
    // The documents codegen generated from the client's graphql() calls, each with the fragments it spreads.
    const generated = fs.readFileSync(fromRoot("client", "src", "gql", "graphql.ts"), "utf8");
    const documents = [...generated.matchAll(/^export const (\w+Document) = (\{.*\}) as unknown as /gm)].map(([, name, json]) => ({ name, document: JSON.parse(json) as DocumentNode }));
    expect(documents.length).toBeGreaterThan(100);
    const shop = buildShopSchema();
    const refused = documents.flatMap(({ name, document }) => validate(shop, document, queryLimitRules(DEFAULT_LIMITS)).map((e) => `${name}: ${e.message}`));
    expect(refused).toEqual([]);
  });
});

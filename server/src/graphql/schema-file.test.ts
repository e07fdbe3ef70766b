import fs from "node:fs";
import { parse } from "graphql";
import { loadTypeDefs, SCHEMA_PATH, typeDefFiles } from "./schema";

/** schema.graphql, the contract integrators read, is the modules' SDL put together (ADR 0063). */
describe("schema.graphql", () => {
  it("is what the modules' SDL gives: run `npm run schema` after changing them", () => {
    expect(fs.readFileSync(SCHEMA_PATH, "utf8")).toBe(loadTypeDefs());
  });

  it("is put together from a base and one file per module, each root field declared once", () => {
    const files = typeDefFiles();
    expect(files[0]).toMatch(/server\/src\/graphql\/base\.graphql$/);
    expect(files.length).toBeGreaterThan(10);
    for (const file of files.slice(1)) expect(file).toMatch(/server\/src\/modules\/([a-z-]+)\/\1\.graphql$/);
    const fields = parse(loadTypeDefs()).definitions.flatMap((d) =>
      d.kind === "ObjectTypeDefinition" && (d.name.value === "Query" || d.name.value === "Mutation") ? (d.fields ?? []).map((f) => `${d.name.value}.${f.name.value}`) : [],
    );
    expect(new Set(fields).size).toBe(fields.length);
    expect(fields.length).toBeGreaterThan(80);
  });
});
